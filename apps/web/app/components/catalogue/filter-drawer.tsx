import type { TFilterField } from '@agrolease/contracts/catalogue';
import { Drawer } from '@mantine/core';
import { FilterPanel } from './filter-panel';

/** The phone's filters in a bottom drawer (its code is fetched when the button is first pressed). */
export function FilterDrawer({
  fields,
  opened,
  onClose,
}: {
  fields: readonly TFilterField[];
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Фильтры" position="bottom" size="90%">
      <FilterPanel fields={fields} onApplied={onClose} />
    </Drawer>
  );
}
