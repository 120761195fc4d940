import { NumberInput, Textarea } from '@mantine/core';
import { PhoneInput } from '../../forms/phone-input';
import { PlainTextInput } from '../../plain/plain-text-input';
import { type FieldProps, prop, text } from './field-props';

/** text: a line, or a number (props.numeric), a paragraph (props.multiline) or a phone (an input mode «tel»). */
export function TextField({ item, value, error, disabled, onChange }: FieldProps) {
  const common = {
    label: item.title,
    required: item.required,
    error: error || undefined,
    disabled,
    placeholder: prop(item, 'placeholder'),
    description: prop(item, 'help'),
    // Shown, never written through this form (the account's INN and OGRN).
    readOnly: item.props?.readonly === true,
    variant: item.props?.readonly === true ? ('filled' as const) : undefined,
    'data-field': item.field,
  };
  if (item.props?.numeric === true) {
    return (
      <NumberInput
        {...common}
        value={value === null || value === undefined ? '' : (value as number | string)}
        onChange={onChange}
        thousandSeparator=" "
        suffix={prop(item, 'unit') ? ` ${prop(item, 'unit')}` : undefined}
        min={0}
        allowNegative={false}
      />
    );
  }
  if (item.props?.multiline === true) {
    return (
      <Textarea
        {...common}
        value={text(value)}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={3}
      />
    );
  }
  if ([prop(item, 'inputMode'), prop(item, 'inputType'), prop(item, 'inputKind')].includes('tel')) {
    return (
      <PhoneInput {...common} value={text(value)} onChange={(event) => onChange(event.currentTarget.value)} />
    );
  }
  // A line of text, the most common field of every wizard: Mantine's markup without its cost.
  return (
    <PlainTextInput
      {...common}
      value={text(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputMode={prop(item, 'inputMode') as 'tel' | 'email' | 'numeric' | undefined}
      type={prop(item, 'inputType') ?? 'text'}
    />
  );
}
