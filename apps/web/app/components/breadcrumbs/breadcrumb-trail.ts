export interface Crumb {
  title: string;
  href: string;
}

/** Narrow screens shorten the first cabinet crumb (spec 1 §9: 680 px or less). */
export const SHORT_CRUMB_MAX_WIDTH = 680;

const CABINET_ROLE =
  /^\/cabinet\/v2\/(client|supplier|agent|ppk-reo|factoring-supplier|factoring-customer)(\/|$)/;

/**
 * The cabinet breadcrumb rules of spec 1 §2: the first crumb is 'Личный кабинет' ('ЛК'
 * when narrow), named for the supplier and agent on their dashboards; the second crumb of
 * supplier products reads 'Номенклатура'; a trail of only the client dashboard is hidden.
 */
export function cabinetBreadcrumbs(pathname: string, trail: readonly Crumb[], narrow: boolean): Crumb[] {
  const role = CABINET_ROLE.exec(pathname)?.[1] ?? 'client';
  let first = 'Личный кабинет';
  if (pathname.startsWith('/cabinet/v2/supplier/dashboard')) first = 'Личный кабинет поставщика';
  if (pathname.startsWith('/cabinet/v2/agent/dashboard')) first = 'Личный кабинет агента';
  if (narrow) first = 'ЛК';
  const crumbs: Crumb[] = [{ title: first, href: `/cabinet/v2/${role}/dashboard` }, ...trail];
  const second = crumbs[1];
  if (second && pathname.startsWith('/cabinet/v2/supplier/products'))
    crumbs[1] = { ...second, title: 'Номенклатура' };
  if (crumbs.length === 1 && role === 'client') return [];
  return crumbs;
}

/** Public pages start from the home page. */
export function publicBreadcrumbs(trail: readonly Crumb[]): Crumb[] {
  return [{ title: 'Главная', href: '/' }, ...trail];
}
