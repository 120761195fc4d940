import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * A sum in roubles, its thousands grouped as it is typed («3 355 000», issue 39). The form gets
 * the bare number under `name` from a hidden field, as it did from a plain text field.
 */
export function MoneyInput({
  name,
  defaultValue,
  onChange,
  ...props
}: Omit<NumberInputProps, 'value'> & { name: string }) {
  // A number from the start: a string would be read as already formatted («1234.5» with «,» as the point).
  const [value, setValue] = useState<string | number>(() => {
    const initial = Number(defaultValue);
    return defaultValue === undefined || defaultValue === '' || Number.isNaN(initial) ? '' : initial;
  });
  return (
    <>
      <NumberInput
        thousandSeparator=" "
        decimalSeparator=","
        allowNegative={false}
        hideControls
        inputMode="decimal"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <input type="hidden" name={name} value={String(value)} />
    </>
  );
}
