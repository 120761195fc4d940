import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Pages of ../shared/spec/routes.tsv, grouped by the spec's three layouts (spec 1 §2).
export default [
  layout('layouts/public-layout.tsx', [
    index('routes/home.tsx'),
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
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/auth-layout.tsx', [route('pd', 'routes/pd.tsx')]),
  layout('layouts/cabinet-layout.tsx', [
    route('cabinet/*', 'routes/cabinet/not-found.tsx', { id: 'cabinet-not-found' }),
  ]),
] satisfies RouteConfig;
