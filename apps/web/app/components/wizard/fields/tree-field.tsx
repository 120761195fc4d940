import { Checkbox, Stack } from '@mantine/core';
import { type FieldProps, list } from './field-props';

/** tree: options whose values are paths ("1", "1.2", "1.2.3"); depth comes from the dots. */
export function TreeField({ item, value, error, disabled, onChange }: FieldProps) {
  return (
    <Checkbox.Group
      label={item.title}
      required={item.required}
      value={list(value)}
      onChange={onChange}
      error={error || undefined}
      data-field={item.field}
    >
      <Stack gap={6} mt={6}>
        {(item.options ?? []).map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={option.title}
            disabled={disabled}
            ml={(option.value.split('.').length - 1) * 20}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
