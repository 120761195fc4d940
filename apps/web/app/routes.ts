import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Pages of ../shared/spec/routes.tsv, grouped by the spec's three layouts (spec 1 §2).
export default [
  layout('layouts/public-layout.tsx', [
    index('routes/home.tsx'),
    route('calculator', 'routes/calculator.tsx'),
    route('kp', 'routes/kp.tsx'),
    route('shoppingCart', 'routes/shopping-cart.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/auth-layout.tsx', [route('pd', 'routes/pd.tsx')]),
  layout('layouts/cabinet-layout.tsx', [
    route('cabinet/*', 'routes/cabinet/not-found.tsx', { id: 'cabinet-not-found' }),
  ]),
] satisfies RouteConfig;
