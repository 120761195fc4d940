import { data } from 'react-router';
import { NotFoundPage } from '../components/error/not-found-page';
import { loadPageInfo, pathOf } from '../lib/page-info.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/not-found';

/**
 * Every unknown public address: the not-found page with HTTP status 404, unless it is a page
 * of the content table that moved (url_redirect sends the visitor on, spec 1 §2).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pathOf(request);
  if (context.pages?.has(path)) await loadPageInfo(context, { url: path });
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Страница не найдена',
    description:
      'Такой страницы на сайте нет. Перейдите на главную или в каталог сельскохозяйственной техники.',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundPage />;
}
