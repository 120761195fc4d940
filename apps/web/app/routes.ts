import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** Pages of the content table rendered by one module (each needs its own route id). */
const CONTENT_PAGES = [
  'company',
  'company/directors',
  'company/tenders',
  'company/history',
  'company/esg',
  'client',
  'client/docs',
  'client/wikileas',
  'client/measures',
  'investors',
  'investors/metrics',
  'investors/bonds',
  'investors/ratings',
  'investors/reports',
  'investors/insiders',
  'investors/events',
  'providers/partnership',
  'providers/agentship',
  'documentflow',
];

// Pages of ../shared/spec/routes.tsv, grouped by the spec's three layouts (spec 1 §2).
export default [
  route('sitemap.xml', 'routes/content/sitemap-xml.ts'),
  // Resource route: sign-out (POST), no page of its own.
  route('cabinet/v2/logout', 'routes/cabinet/logout.ts'),
  // The cabinet's root: to the role's home, or to sign in first.
  route('cabinet/v2', 'routes/cabinet/cabinet-home.ts'),
  route('robots.txt', 'routes/content/robots-txt.ts'),
  // Published documents of the content pages, rendered by the gateway (decision 0089).
  route('docs/:file', 'routes/content/site-document.ts'),
  route('cabinet/info/mr', 'routes/cabinet/info-legacy.ts'),
  // Resource route: an account form of /cabinet/v2/info/, read when its section opens (decision 0193).
  route('cabinet/v2/info/form/:form', 'routes/cabinet/info-form.ts'),
  // Old cabinet links of spec 1 §2 (decision 0061): 301 to the v2 pages.
  ...[
    'cabinet/app',
    'cabinet/docs',
    'cabinet/docs/beneficiary_questionnaire/questionnaire',
    'cabinet/orders',
    'cabinet/client/orders/:id',
    'cabinet/supplier/content',
    'cabinet/supplier/products',
    'cabinet/accreditation',
  ].map((path) => route(path, 'routes/cabinet/cabinet-legacy.ts', { id: `cabinet-legacy:${path}` })),
  layout('layouts/public-layout.tsx', [
    index('routes/home.tsx'),
    route('catalog', 'routes/catalog/catalog.tsx', { id: 'catalog' }),
    route('catalog/item/:id', 'routes/catalog/product.tsx', { id: 'catalog-product' }),
    route('catalog/:category', 'routes/catalog/catalog.tsx', { id: 'catalog-category' }),
    route('catalog/:category/:subcategory', 'routes/catalog/catalog.tsx', { id: 'catalog-subcategory' }),
    route('specialoffers', 'routes/catalog/special-offers.tsx'),
    route('specialoffers/:id', 'routes/catalog/product.tsx', { id: 'special-offer' }),
    route('compare', 'routes/catalog/compare.tsx'),
    route('favorite', 'routes/catalog/favorite.tsx'),
    route('calculator', 'routes/calculator.tsx'),
    route('kp', 'routes/kp.tsx'),
    route('shoppingCart', 'routes/shopping-cart.tsx'),
    // Used-property sale, stock, suppliers and agents (docs/decisions/0031).
    route('sale/catalog', 'routes/sale/catalog.tsx', { id: 'sale-catalog' }),
    route('sale/catalog/:category', 'routes/sale/catalog.tsx', { id: 'sale-catalog-category' }),
    route('sale/objects/:id', 'routes/sale/object.tsx'),
    route('sale/:id', 'routes/sale/lot.tsx'),
    route('stock', 'routes/stock/list.tsx'),
    route('stock/:id', 'routes/stock/item.tsx'),
    route('providers/catalog', 'routes/providers/catalog.tsx'),
    route('providers/:id', 'routes/providers/supplier.tsx'),
    route('agents/:id', 'routes/agents/agent.tsx'),
    ...CONTENT_PAGES.map((path) => route(path, 'routes/content/content-page.tsx', { id: `content:${path}` })),
    route('company/smi', 'routes/company/smi.tsx'),
    route('company/smi/photo/:id', 'routes/content/entity-page.tsx', { id: 'entity:photo' }),
    route('company/smi/video/:id', 'routes/content/entity-page.tsx', { id: 'entity:video' }),
    route('company/smi/:id', 'routes/content/entity-page.tsx', { id: 'entity:news' }),
    route('company/career', 'routes/company/entity-list.tsx', { id: 'list:career' }),
    route('company/career/:id', 'routes/content/entity-page.tsx', { id: 'entity:vacancy' }),
    route('company/contacts', 'routes/company/entity-list.tsx', { id: 'list:contacts' }),
    route('company/contacts/:id', 'routes/content/entity-page.tsx', { id: 'entity:contact' }),
    route('company/blog/articles/:id', 'routes/content/entity-page.tsx', { id: 'entity:article' }),
    route('company/filials', 'routes/company/filials.tsx'),
    // The ploughing championship (decision 0070).
    route('company/championship', 'routes/company/championship/seasons.tsx'),
    route('company/championship/item/:id', 'routes/company/championship/item.tsx'),
    route('company/championship/:id', 'routes/company/championship/season.tsx'),
    route('company/championship/:id/galleries', 'routes/company/championship/galleries.tsx'),
    route('company/championship/:id/videos', 'routes/company/championship/videos.tsx'),
    route('company/filials/:id', 'routes/company/filial.tsx'),
    route('client/services', 'routes/client/services-index.tsx'),
    route('client/services/feedback', 'routes/client/feedback.tsx'),
    route('client/services/app', 'routes/client/app-request.tsx'),
    route('client/services/callback', 'routes/client/callback.tsx'),
    route('client/services/fines', 'routes/client/fines.tsx'),
    route('client/faq', 'routes/client/faq.tsx'),
    route('client/factoring', 'routes/client/factoring.tsx'),
    route('site-map', 'routes/content/site-map.tsx'),
    route('dev/outbox', 'routes/dev/outbox.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/auth-layout.tsx', [
    route('pd', 'routes/pd.tsx'),
    route('cabinet/v2/auth', 'routes/cabinet/auth.tsx'),
    route('cabinet/v2/reg', 'routes/cabinet/reg.tsx'),
    // The invitation of an agent's contractor without an account (decision 0113).
    route('cabinet/v2/invite/:token', 'routes/cabinet/invite.tsx'),
  ]),
  layout('layouts/cabinet-layout.tsx', [
    // Placeholder dashboards per role until the cabinet issues add theirs (static routes win).
    route('cabinet/v2/:role/dashboard', 'routes/cabinet/role-dashboard.tsx'),
    route('cabinet/v2/info', 'routes/cabinet/info.tsx'),
    route('cabinet/v2/info/attorney', 'routes/cabinet/attorney-wizard.tsx'),
    // Company proof by the head's certificate or documents (issue 35, decision 0156).
    route('cabinet/v2/info/company', 'routes/cabinet/company-proof.tsx'),
    // The client's cabinet (issue 6, decision 0060): one layout with the section menu.
    layout('routes/cabinet/client/layout.tsx', [
      route('cabinet/v2/client/dashboard', 'routes/cabinet/client/dashboard.tsx'),
      // Dashboard, lists and feed (decision 0061).
      route('cabinet/v2/client/apps', 'routes/cabinet/client/apps.tsx'),
      route('cabinet/v2/client/orders', 'routes/cabinet/client/orders.tsx'),
      route('cabinet/v2/client/orders/:id', 'routes/cabinet/client/order.tsx'),
      route('cabinet/v2/client/payments', 'routes/cabinet/client/payments.tsx'),
      // «Оплатить»: requisites, the payment QR code and the invoice (issue 38, decision 0168).
      route('cabinet/v2/client/payments/:id', 'routes/cabinet/client/payment.tsx'),
      route('cabinet/v2/client/history', 'routes/cabinet/client/history.tsx'),
      route('cabinet/v2/client/messages', 'routes/cabinet/client/messages.tsx'),
      route('cabinet/v2/client/search', 'routes/cabinet/client/search.tsx'),
      // The client's requests about its contracts (decision 0065).
      route('cabinet/v2/client/complaints', 'routes/cabinet/client/requests/complaints.tsx'),
      route('cabinet/v2/client/complaints/:id', 'routes/cabinet/client/requests/complaint.tsx'),
      route('cabinet/v2/client/document-orders', 'routes/cabinet/client/requests/document-orders.tsx'),
      ...['requests', 'notifications', 'confirmations'].map((segment) =>
        route(
          `cabinet/v2/client/orders/:id/${segment}/:objectId`,
          'routes/cabinet/client/requests/subleasing-wizard.tsx',
          {
            id: `subleasing-${segment}`,
          },
        ),
      ),
      // Sale, services, supplies and help (issue 15, decision 0089).
      route('cabinet/v2/client/sale', 'routes/cabinet/client/sale.tsx'),
      route('cabinet/v2/client/services', 'routes/cabinet/client/services.tsx'),
      route('cabinet/v2/client/supplies', 'routes/cabinet/client/supplies.tsx'),
      route('cabinet/v2/client/help', 'routes/cabinet/client/help.tsx'),
      route('cabinet/v2/client/apps/deal/create', 'routes/cabinet/client/application-wizard.tsx'),
      route('cabinet/v2/client/documents', 'routes/cabinet/client/documents.tsx'),
      // «Анкеты и декларации» of Документы: questionnaire 115-ФЗ, credit declaration, non-resident (decision 0102).
      route('cabinet/v2/client/documents/compliance', 'routes/cabinet/client/compliance/hub.tsx'),
      ...['questionnaire', 'credit-declaration', 'non-resident'].map((segment) =>
        route(
          `cabinet/v2/client/documents/compliance/${segment}`,
          'routes/cabinet/client/compliance/wizard.tsx',
          {
            id: `compliance-${segment}`,
          },
        ),
      ),
      route('cabinet/v2/client/apps/:id', 'routes/cabinet/client/application.tsx'),
      route('cabinet/v2/client/deals/:id', 'routes/cabinet/client/deal.tsx'),
    ]),
    // The agent's cabinet (issue 14, decisions 0087, 0092): home page, contractors, applications, offers.
    layout('routes/cabinet/agent/layout.tsx', [
      route('cabinet/v2/agent/dashboard', 'routes/cabinet/agent/dashboard.tsx'),
      route('cabinet/v2/agent/contractors', 'routes/cabinet/agent/contractors.tsx'),
      route('cabinet/v2/agent/contractors/new', 'routes/cabinet/agent/contractor-new.tsx'),
      route('cabinet/v2/agent/contractors/:id', 'routes/cabinet/agent/contractor.tsx'),
      route('cabinet/v2/agent/applications', 'routes/cabinet/agent/applications.tsx'),
      // The client's wizard on the contractor's behalf (decision 0108).
      route('cabinet/v2/agent/applications/wizard', 'routes/cabinet/agent/application-wizard.tsx'),
      route('cabinet/v2/agent/applications/:id', 'routes/cabinet/agent/application.tsx'),
      // The agent deal wizard (decision 0101): step 1 lists the contractors' deals, then one deal.
      route('cabinet/v2/agent/deals', 'routes/cabinet/agent/deals.tsx'),
      route('cabinet/v2/agent/deals/:id', 'routes/cabinet/agent/deal.tsx'),
      route('cabinet/v2/agent/offers', 'routes/cabinet/agent/offers.tsx'),
      route('cabinet/v2/agent/offers/create', 'routes/cabinet/agent/offer-create.tsx'),
      route('cabinet/v2/agent/offers/calculator', 'routes/cabinet/agent/offer-calculator.ts'),
      route('cabinet/v2/agent/offers/:id', 'routes/cabinet/agent/offer.tsx'),
      route('cabinet/v2/agent/help', 'routes/cabinet/agent/help.tsx'),
    ]),
    // The regional fund partner's cabinet (issue 14, decision 0088): contractors and support requests.
    layout('routes/cabinet/ppk-reo/layout.tsx', [
      route('cabinet/v2/ppk-reo/dashboard', 'routes/cabinet/ppk-reo/dashboard.tsx'),
      route('cabinet/v2/ppk-reo/contractors', 'routes/cabinet/ppk-reo/contractors.tsx'),
      route('cabinet/v2/ppk-reo/contractors/new', 'routes/cabinet/ppk-reo/contractor-new.tsx'),
      route('cabinet/v2/ppk-reo/applications', 'routes/cabinet/ppk-reo/applications-index.ts'),
      ...(['wait', 'approve', 'cancel'] as const).map((status) =>
        route(`cabinet/v2/ppk-reo/applications/${status}`, 'routes/cabinet/ppk-reo/applications.tsx', {
          id: `ppk-reo-applications-${status}`,
        }),
      ),
      route('cabinet/v2/ppk-reo/applications/:id', 'routes/cabinet/ppk-reo/application.tsx'),
    ]),
    // The factoring supplier's and customer's cabinets (issue 14, decision 0088): their home
    // (the role's dashboard address) is the registers page.
    layout('routes/cabinet/factoring/layout.tsx', [
      ...['dashboard', 'registers'].map((segment) =>
        route(`cabinet/v2/factoring/${segment}`, 'routes/cabinet/factoring/registers.tsx', {
          id: `factoring-${segment}`,
        }),
      ),
      route('cabinet/v2/factoring/registers/:id', 'routes/cabinet/factoring/register.tsx'),
      route('cabinet/v2/factoring/invoice', 'routes/cabinet/factoring/invoice.tsx'),
      route('cabinet/v2/factoring/financing', 'routes/cabinet/factoring/financing.tsx'),
      route('cabinet/v2/factoring/documents', 'routes/cabinet/factoring/documents.tsx'),
      route('cabinet/v2/factoring/reports', 'routes/cabinet/factoring/reports.tsx'),
    ]),
    layout('routes/cabinet/factoring-customer/layout.tsx', [
      ...['dashboard', 'registers'].map((segment) =>
        route(`cabinet/v2/factoring-customer/${segment}`, 'routes/cabinet/factoring-customer/registers.tsx', {
          id: `factoring-customer-${segment}`,
        }),
      ),
    ]),
    // The supplier's cabinet (issue 13, decision 0083): home page and accreditation.
    layout('routes/cabinet/supplier/layout.tsx', [
      route('cabinet/v2/supplier/dashboard', 'routes/cabinet/supplier/dashboard.tsx'),
      route('cabinet/v2/accreditation', 'routes/cabinet/supplier/accreditation.tsx'),
      // Nomenclature and price levels (decision 0086).
      route('cabinet/v2/supplier/products', 'routes/cabinet/supplier/products-index.ts'),
      route('cabinet/v2/supplier/products/nomenclature', 'routes/cabinet/supplier/nomenclature.tsx'),
      route('cabinet/v2/supplier/products/pricelevel', 'routes/cabinet/supplier/price-levels.tsx'),
      route('cabinet/v2/supplier/products/pricelevel/:id', 'routes/cabinet/supplier/price-level.tsx'),
      route('cabinet/v2/supplier/products/new/:id?', 'routes/cabinet/supplier/new-product.tsx'),
      // Leads, special offers and the consultant (decision 0106).
      route('cabinet/v2/supplier/products/interests', 'routes/cabinet/supplier/interests.tsx'),
      route('cabinet/v2/supplier/products/interests/:id', 'routes/cabinet/supplier/interest.tsx'),
      route('cabinet/v2/supplier/interests', 'routes/cabinet/supplier/interests-redirect.ts'),
      route('cabinet/v2/supplier/products/offers', 'routes/cabinet/supplier/offers.tsx'),
      route('cabinet/v2/supplier/products/consultant', 'routes/cabinet/supplier/consultant.tsx'),
      // Clients' reviews of the supplier's machines (decision 0112).
      route('cabinet/v2/supplier/products/reviews', 'routes/cabinet/supplier/reviews.tsx'),
      // Applications with the supplier's machines and their deliveries (decision 0090).
      route('cabinet/v2/supplier/applications', 'routes/cabinet/supplier/applications.tsx'),
      route('cabinet/v2/supplier/applications/:id', 'routes/cabinet/supplier/application.tsx'),
      route('cabinet/v2/supplier/deliveries', 'routes/cabinet/supplier/deliveries-index.ts'),
      route('cabinet/v2/supplier/deliveries/shipping', 'routes/cabinet/supplier/shipping.tsx'),
      route('cabinet/v2/supplier/deliveries/shipping/:id', 'routes/cabinet/supplier/shipment.tsx'),
      // Supply contracts and complaints about the deliveries (decision 0107).
      route('cabinet/v2/supplier/deliveries/contracts', 'routes/cabinet/supplier/supply-contracts.tsx'),
      route('cabinet/v2/supplier/deliveries/contracts/:id', 'routes/cabinet/supplier/supply-contract.tsx'),
      route('cabinet/v2/supplier/deliveries/complaints', 'routes/cabinet/supplier/complaints.tsx'),
      route('cabinet/v2/supplier/deliveries/complaints/:id', 'routes/cabinet/supplier/complaint.tsx'),
      // Reports: check lists and the special report (decision 0100).
      route('cabinet/v2/supplier/reports', 'routes/cabinet/supplier/reports-index.ts'),
      route('cabinet/v2/supplier/reports/checklists', 'routes/cabinet/supplier/check-lists.tsx'),
      route('cabinet/v2/supplier/reports/special', 'routes/cabinet/supplier/special-report.tsx'),
      // Help (decision 0107).
      // The content section: company card, public documents, stores (decision 0111).
      route('cabinet/v2/supplier/content', 'routes/cabinet/supplier/content-index.ts'),
      route('cabinet/v2/supplier/content/card', 'routes/cabinet/supplier/content-card.tsx'),
      route('cabinet/v2/supplier/content/documents', 'routes/cabinet/supplier/content-documents.tsx'),
      route('cabinet/v2/supplier/content/stores', 'routes/cabinet/supplier/content-stores.tsx'),
      route('cabinet/v2/supplier/help', 'routes/cabinet/supplier/help.tsx'),
    ]),
    // The back office (decision 0064): managers only, one layout with its section menu.
    layout('routes/backoffice/layout.tsx', [
      route('backoffice', 'routes/backoffice/applications.tsx'),
      route('backoffice/applications/:id', 'routes/backoffice/application.tsx'),
      route('backoffice/deals', 'routes/backoffice/deals.tsx'),
      route('backoffice/deals/:id', 'routes/backoffice/deal.tsx'),
      // Money that came in: bank statements and payments by hand (issue 38, decision 0168).
      route('backoffice/payments', 'routes/backoffice/payments.tsx'),
      // Answers to the client's requests (decision 0065).
      route('backoffice/complaints', 'routes/backoffice/complaints.tsx'),
      route('backoffice/document-orders', 'routes/backoffice/document-orders.tsx'),
      route('backoffice/subleasing', 'routes/backoffice/subleasing.tsx'),
      // Suppliers' accreditation packages (decision 0083).
      route('backoffice/accreditations', 'routes/backoffice/accreditations.tsx'),
      route('backoffice/accreditations/:id', 'routes/backoffice/accreditation.tsx'),
      route('backoffice/attorneys', 'routes/backoffice/attorneys.tsx'),
      // Clients' questionnaires, credit declarations and non-resident registrations (decision 0102).
      route('backoffice/company-proofs', 'routes/backoffice/company-proofs.tsx'),
      route('backoffice/company-proofs/:id', 'routes/backoffice/company-proof.tsx'),
      route('backoffice/compliance', 'routes/backoffice/compliance.tsx'),
      route('backoffice/compliance/:id', 'routes/backoffice/compliance-form.tsx'),
      // Suppliers' changes of their product cards (decision 0086).
      route('backoffice/product-changes', 'routes/backoffice/product-changes.tsx'),
      // Suppliers' special offers (decision 0106).
      route('backoffice/supplier-offers', 'routes/backoffice/supplier-offers.tsx'),
      route('backoffice/product-changes/:id', 'routes/backoffice/product-change.tsx'),
      // The consultants' chat console (docs/decisions/0056).
      route('backoffice/chat', 'routes/backoffice/chat.tsx'),
      route('backoffice/factoring', 'routes/backoffice/factoring.tsx'),
      route('backoffice/reo', 'routes/backoffice/reo.tsx'),
      // Letters partner accounts sent from their cabinets (decision 0153).
      route('backoffice/partner-letters', 'routes/backoffice/partner-letters.tsx'),
      route('backoffice/deliveries', 'routes/backoffice/deliveries.tsx'),
      route('backoffice/contractors', 'routes/backoffice/contractors.tsx'),
      // Every account's security log (decision 0154).
      route('backoffice/security-log', 'routes/backoffice/security-log.tsx'),
    ]),
    route('cabinet/*', 'routes/cabinet/not-found.tsx', { id: 'cabinet-not-found' }),
  ]),
] satisfies RouteConfig;
