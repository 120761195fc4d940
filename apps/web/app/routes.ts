import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Pages of ../shared/spec/routes.tsv, grouped by the spec's three layouts (spec 1 §2).
export default [
  // Resource route: sign-out (POST), no page of its own.
  route('cabinet/v2/logout', 'routes/cabinet/logout.ts'),
  route('cabinet/info/mr', 'routes/cabinet/info-legacy.ts'),
  layout('layouts/public-layout.tsx', [
    index('routes/home.tsx'),
    route('dev/outbox', 'routes/dev/outbox.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/auth-layout.tsx', [
    route('pd', 'routes/pd.tsx'),
    route('cabinet/v2/auth', 'routes/cabinet/auth.tsx'),
    route('cabinet/v2/reg', 'routes/cabinet/reg.tsx'),
  ]),
  layout('layouts/cabinet-layout.tsx', [
    // Placeholder dashboards per role until the cabinet issues add theirs (static routes win).
    route('cabinet/v2/:role/dashboard', 'routes/cabinet/role-dashboard.tsx'),
    route('cabinet/v2/info', 'routes/cabinet/info.tsx'),
    route('cabinet/*', 'routes/cabinet/not-found.tsx', { id: 'cabinet-not-found' }),
  ]),
] satisfies RouteConfig;
