import { formatPhone, normalizePhone } from '@agrolease/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { typeInto } from './early-input';

/**
 * A phone field (issue 39): any usual spelling is taken («8 900…», «+7 (900)…», «900 000 00 03»)
 * and, once the field is left, shown as +7 900 000-00-03; a spelling that is no phone stays as
 * typed for the form's own message.
 */
export function PhoneInput({ onBlur, ...props }: TextInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 900 000-00-00"
      {...props}
      onBlur={(event) => {
        const field = event.currentTarget;
        const phone = normalizePhone(field.value);
        if (phone && formatPhone(phone) !== field.value) typeInto(field, formatPhone(phone));
        onBlur?.(event);
      }}
    />
  );
}
