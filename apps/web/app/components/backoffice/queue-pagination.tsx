import { useSearchParams } from 'react-router';
import { ListPagination } from '../listing/list-pagination';

/**
 * Pages of a back-office queue or a cabinet's list, shown only when there is more than one:
 * links that keep the list's filter in the address (`ListPagination`, decision 0192: Mantine's
 * `Pagination` cost a list page about 0.2 ms to render). The current page is the address's
 * unless given (lib/list-page.ts reads it in the loader).
 */
export function QueuePagination({ pages, page }: { pages: number; page?: number }) {
  const [params] = useSearchParams();
  return <ListPagination pages={pages} page={page ?? (Number(params.get('page')) || 1)} />;
}
