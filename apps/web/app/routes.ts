import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** Pages of the content table rendered by one module (each needs its own route id). */
const CONTENT_PAGES = [
  'company',
  'company/directors',
  'company/tenders',
  'company/history',
  'company/esg',
  'company/championship',
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
  route('robots.txt', 'routes/content/robots-txt.ts'),
  layout('layouts/public-layout.tsx', [
    index('routes/home.tsx'),
    ...CONTENT_PAGES.map((path) => route(path, 'routes/content/content-page.tsx', { id: `content:${path}` })),
    route('company/smi', 'routes/company/smi.tsx'),
    route('company/smi/photo/:id', 'routes/content/entity-page.tsx', { id: 'entity:photo' }),
    route('company/smi/:id', 'routes/content/entity-page.tsx', { id: 'entity:news' }),
    route('company/career', 'routes/company/entity-list.tsx', { id: 'list:career' }),
    route('company/career/:id', 'routes/content/entity-page.tsx', { id: 'entity:vacancy' }),
    route('company/contacts', 'routes/company/entity-list.tsx', { id: 'list:contacts' }),
    route('company/contacts/:id', 'routes/content/entity-page.tsx', { id: 'entity:contact' }),
    route('company/blog/articles/:id', 'routes/content/entity-page.tsx', { id: 'entity:article' }),
    route('company/filials', 'routes/company/filials.tsx'),
    route('company/filials/:id', 'routes/company/filial.tsx'),
    route('client/services', 'routes/client/services-index.tsx'),
    route('client/services/feedback', 'routes/client/feedback.tsx'),
    route('client/services/app', 'routes/client/app-request.tsx'),
    route('client/services/callback', 'routes/client/callback.tsx'),
    route('client/services/fines', 'routes/client/fines.tsx'),
    route('client/faq', 'routes/client/faq.tsx'),
    route('client/factoring', 'routes/client/factoring.tsx'),
    route('site-map', 'routes/content/site-map.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/auth-layout.tsx', [route('pd', 'routes/pd.tsx')]),
  layout('layouts/cabinet-layout.tsx', [
    route('cabinet/*', 'routes/cabinet/not-found.tsx', { id: 'cabinet-not-found' }),
  ]),
] satisfies RouteConfig;
