import { SegmentedControl } from '@mantine/core';
import { useSearchParams } from 'react-router';

interface Filter<V extends string> {
  value: V;
  label: string;
}

/** The value of a queue's filter in the address (`?status=`, `?kind=`): one of its filters', else '' (all). */
export function queueFilterOf<V extends string>(
  url: URL,
  name: string,
  filters: readonly Filter<V>[],
): V | '' {
  const value = url.searchParams.get(name);
  return filters.find((one) => one.value && one.value === value)?.value ?? '';
}

/**
 * The filter above a back-office queue; choosing one starts the queue again from page 1. Its
 * export link is the list page's (`ListPage`'s `exportPath` and `exportQuery`).
 */
export function QueueFilter({
  name,
  filters,
  label,
}: {
  name: string;
  filters: readonly Filter<string>[];
  label: string;
}) {
  const [params, setParams] = useSearchParams();
  return (
    <SegmentedControl
      data={[...filters]}
      value={params.get(name) ?? ''}
      onChange={(value) => setParams(value ? { [name]: value } : {})}
      fullWidth
      style={{ overflowX: 'auto' }}
      aria-label={label}
    />
  );
}
