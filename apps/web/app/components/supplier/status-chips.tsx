import { Chip } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { Group } from '../plain/mantine-markup';

/**
 * The `?status=` a deliveries list is filtered by (decisions 0090, 0107): one of the call's
 * statuses, else 'all'.
 */
export function listStatus(url: URL, statuses: ReadonlySet<string>): string {
  const status = url.searchParams.get('status') ?? 'all';
  return statuses.has(status) ? status : 'all';
}

/** Chips that filter a deliveries list by status; a new filter starts again from page 1. */
export function StatusChips({
  status,
  filters,
  label,
}: {
  status: string;
  filters: { value: string; title: string }[];
  label: string;
}) {
  const [params, setParams] = useSearchParams();
  return (
    <Chip.Group
      value={status}
      onChange={(value) => {
        const next = new URLSearchParams(params);
        if (value === 'all') next.delete('status');
        else next.set('status', String(value));
        next.delete('page');
        setParams(next);
      }}
    >
      <Group gap={6} wrap="wrap" role="group" aria-label={label}>
        {filters.map((filter) => (
          <Chip key={filter.value} value={filter.value} size="sm">
            {filter.title}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
