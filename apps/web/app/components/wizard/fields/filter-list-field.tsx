import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldProps } from './field-props';

/** filterList: filters of props.filters ({ name, title, options? }); the value holds them by name. */
export function FilterListField({ item, value, disabled, onChange }: FieldProps) {
  const filters = (Array.isArray(item.props?.filters) ? item.props.filters : []) as {
    name: string;
    title: string;
    options?: { value: string; title: string }[];
  }[];
  const current = (value && typeof value === 'object' ? value : {}) as Record<string, string>;
  const set = (name: string, next: string) => onChange({ ...current, [name]: next });
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(3, Math.max(1, filters.length)) }} data-field={item.field}>
      {filters.map((filter) =>
        filter.options ? (
          <Select
            key={filter.name}
            label={filter.title}
            data={filter.options.map((option) => ({ value: option.value, label: option.title }))}
            value={current[filter.name] || null}
            onChange={(next) => set(filter.name, next ?? '')}
            disabled={disabled}
            clearable
          />
        ) : (
          <TextInput
            key={filter.name}
            label={filter.title}
            value={current[filter.name] ?? ''}
            onChange={(event) => set(filter.name, event.currentTarget.value)}
            disabled={disabled}
          />
        ),
      )}
    </SimpleGrid>
  );
}
