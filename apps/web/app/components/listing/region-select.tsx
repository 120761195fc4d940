import { formatNumberRu, readableRegion } from '@agrolease/domain';
import { Select } from '@mantine/core';
import { useListingFilter } from './listing-filter';

/** A region filter that applies at once: ?region={fias id}, back to page 1. */
export function RegionSelect({ regions }: { regions: { fias_id: string; title: string; count: number }[] }) {
  const { params, applyFilter } = useListingFilter();
  return (
    <Select
      aria-label="Регион"
      placeholder="Все регионы"
      w={{ base: '100%', sm: 280 }}
      data={regions.map((item) => ({
        value: item.fias_id,
        label: `${readableRegion(item.title)} (${formatNumberRu(item.count)})`,
      }))}
      value={params.get('region')}
      searchable
      clearable
      nothingFoundMessage="Ничего не найдено"
      onChange={(value) => applyFilter({ region: value })}
    />
  );
}
