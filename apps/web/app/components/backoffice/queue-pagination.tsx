import { Pagination } from '@mantine/core';
import { useSearchParams } from 'react-router';

/**
 * Pages of a back-office queue, shown only when there is more than one. Turning a page keeps
 * the queue's filter in the address; the current page is the address's unless given.
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
