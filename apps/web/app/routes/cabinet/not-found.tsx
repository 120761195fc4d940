import { data } from 'react-router';
import { NotFoundPage } from '../../components/error/not-found-page';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/not-found';

/** Cabinet pages arrive with the identity and cabinet issues; until then an unknown one is a 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Страница не найдена', description: 'Такой страницы в личном кабинете нет.' }),
  { name: 'robots', content: 'noindex' },
];

export default function CabinetNotFound() {
  return <NotFoundPage />;
}
