import { listReportUrl } from '@agrolease/contracts/list-report';
import { SegmentedControl, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ExportButtons } from '../listing/export-buttons';

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
 * The filter above a back-office queue; choosing one starts the queue again from page 1. With
 * `exportPath` (the queue's XLSX call) «Выгрузить в Excel» stands under it and carries the
 * address's filters (decision 0175).
 */
export function QueueFilter({
  name,
  filters,
  label,
  exportPath,
}: {
  name: string;
  filters: readonly Filter<string>[];
  label: string;
  exportPath?: string;
}) {
  const [params, setParams] = useSearchParams();
  const control = (
    <SegmentedControl
      data={[...filters]}
      value={params.get(name) ?? ''}
      onChange={(value) => setParams(value ? { [name]: value } : {})}
      fullWidth
      style={{ overflowX: 'auto' }}
      aria-label={label}
    />
  );
  if (!exportPath) return control;
  return (
    <Stack gap="sm">
      {control}
      <ExportButtons xlsx={listReportUrl(exportPath, params)} />
    </Stack>
  );
}
