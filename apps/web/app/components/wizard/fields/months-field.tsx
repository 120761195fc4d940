import { NumberInput, Select } from '@mantine/core';
import { numberProps } from '../form-values';
import { type FieldProps, options } from './field-props';

/** months: a choice of terms when the field has options, else a number of months (1–120 unless told). */
export function MonthsField({ item, value, error, disabled, onChange }: FieldProps) {
  if (item.options?.length) {
    return (
      <Select
        label={item.title}
        required={item.required}
        data={options(item)}
        value={value === null || value === undefined || value === '' ? null : String(value)}
        onChange={(next) => onChange(next ?? '')}
        error={error || undefined}
        disabled={disabled}
        allowDeselect={false}
        data-field={item.field}
      />
    );
  }
  const bounds = numberProps(item.props, { min: 1, max: 120, step: 1 });
  return (
    <NumberInput
      label={item.title}
      required={item.required}
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
      suffix=" мес."
      value={value === null || value === undefined ? '' : Number(value)}
      onChange={(next) => onChange(next)}
      error={error || undefined}
      disabled={disabled}
      data-field={item.field}
    />
  );
}
