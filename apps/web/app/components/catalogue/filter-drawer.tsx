import type { TFilterField } from '@agrolease/contracts/catalogue';
import { Drawer } from '@mantine/core';
import { useNavigation } from 'react-router';
import { FilterPanel } from './filter-panel';

/**
 * The phone's filters in a bottom drawer (its code is fetched when the button is first pressed).
 * It stays open while ticks update the list behind it; «Показать N» closes it (issue 16).
 */
export function FilterDrawer({
  fields,
  count,
  opened,
  onClose,
}: {
  fields: readonly TFilterField[];
  /** The number of products the list has now. */
  count: number;
  opened: boolean;
  onClose: () => void;
}) {
  const loading = useNavigation().state !== 'idle';
  return (
    <Drawer opened={opened} onClose={onClose} title="Фильтры" position="bottom" size="90%">
      <FilterPanel fields={fields} show={{ count, loading, onShow: onClose }} />
    </Drawer>
  );
}
