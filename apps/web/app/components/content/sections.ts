import type { Crumb } from '../breadcrumbs/breadcrumb-trail';

/** The public sections with their pages, for section tabs and breadcrumbs (spec 1 §2). */
export const SECTIONS: readonly { root: Crumb; pages: readonly Crumb[] }[] = [
  {
    root: { title: 'О компании', href: '/company/' },
    pages: [
      { title: 'О компании', href: '/company/' },
      { title: 'Пресс-центр', href: '/company/smi/' },
      { title: 'Руководство', href: '/company/directors/' },
      { title: 'История', href: '/company/history/' },
      { title: 'ESG', href: '/company/esg/' },
      { title: 'Карьера', href: '/company/career/' },
      { title: 'Закупки', href: '/company/tenders/' },
      { title: 'Филиалы', href: '/company/filials/' },
      { title: 'Контакты', href: '/company/contacts/' },
      { title: 'Чемпионат пахарей', href: '/company/championship/' },
    ],
  },
  {
    root: { title: 'Клиентам', href: '/client/' },
    pages: [
      { title: 'Как получить лизинг', href: '/client/' },
      { title: 'Документы', href: '/client/docs/' },
      { title: 'Сервисы', href: '/client/services/' },
      { title: 'Вопросы и ответы', href: '/client/faq/' },
      { title: 'Лизинг от А до Я', href: '/client/wikileas/' },
      { title: 'Меры поддержки', href: '/client/measures/' },
      { title: 'Факторинг', href: '/client/factoring/' },
    ],
  },
  {
    root: { title: 'Инвесторам', href: '/investors/' },
    pages: [
      { title: 'Инвесторам', href: '/investors/' },
      { title: 'Показатели', href: '/investors/metrics/' },
      { title: 'Облигации', href: '/investors/bonds/' },
      { title: 'Рейтинги', href: '/investors/ratings/' },
      { title: 'Отчётность', href: '/investors/reports/' },
      { title: 'Инсайдерам', href: '/investors/insiders/' },
      { title: 'События', href: '/investors/events/' },
    ],
  },
  {
    root: { title: 'Партнёрам', href: '/providers/partnership/' },
    pages: [
      { title: 'Как стать поставщиком', href: '/providers/partnership/' },
      { title: 'Как стать агентом', href: '/providers/agentship/' },
      { title: 'Электронный документооборот', href: '/documentflow/' },
    ],
  },
];

/** The section a path belongs to (by its longest matching page), if any. */
export function sectionOf(pathname: string) {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return SECTIONS.find(
    (section) =>
      path.startsWith(section.root.href) || section.pages.some((page) => path.startsWith(page.href)),
  );
}

/** Breadcrumbs trail of a page (without Главная): section root, then the page. */
export function trailOf(pathname: string, title: string, extra: readonly Crumb[] = []): Crumb[] {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const section = sectionOf(path);
  const trail: Crumb[] = [];
  if (section && section.root.href !== path) trail.push(section.root);
  trail.push(...extra);
  if (!trail.some((crumb) => crumb.href === path)) trail.push({ title, href: path });
  return trail;
}
