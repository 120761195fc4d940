import { Group, Input, NumberInput, Slider } from '@mantine/core';
import { numberProps } from '../form-values';
import { type FieldProps, prop } from './field-props';

/** slider: a number between props.min and props.max, typed or slid. */
export function SliderField({ item, value, error, disabled, onChange }: FieldProps) {
  const bounds = numberProps(item.props, { min: 0, max: 100, step: 1 });
  const unit = prop(item, 'unit') ?? '';
  const current = value === '' || value === null || value === undefined ? bounds.min : Number(value);
  return (
    <Input.Wrapper
      label={item.title}
      required={item.required}
      error={error || undefined}
      data-field={item.field}
    >
      <Group gap="md" wrap="nowrap" mt={4}>
        <Slider
          style={{ flex: 1 }}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={current}
          disabled={disabled}
          onChange={onChange}
          label={(mark) => `${mark}${unit}`}
          thumbLabel={item.title}
        />
        <NumberInput
          w={96}
          aria-label={item.title}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={current}
          suffix={unit}
          disabled={disabled}
          onChange={(next) => onChange(next === '' ? bounds.min : Number(next))}
        />
      </Group>
    </Input.Wrapper>
  );
}
