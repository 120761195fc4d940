import { Pagination } from '@mantine/core';
import { useSearchParams } from 'react-router';

/**
 * Pages of a back-office queue or a cabinet's list, shown only when there is more than one.
 * Turning a page keeps the list's filter in the address; the current page is the address's
 * unless given (lib/list-page.ts reads it in the loader).
 */
export function QueuePagination({ pages, page, mx }: { pages: number; page?: number; mx?: 'auto' }) {
  const [params, setParams] = useSearchParams();
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={page ?? Number(params.get('page') ?? '1')}
      onChange={(next) => {
        const query = new URLSearchParams(params);
        query.set('page', String(next));
        setParams(query);
      }}
      mx={mx}
    />
  );
}
