import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Pages of ../shared/spec/routes.tsv, grouped by the spec's three layouts (spec 1 §2).
export default [
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
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/auth-layout.tsx', [route('pd', 'routes/pd.tsx')]),
  layout('layouts/cabinet-layout.tsx', [
    route('cabinet/*', 'routes/cabinet/not-found.tsx', { id: 'cabinet-not-found' }),
  ]),
] satisfies RouteConfig;
