import type { InputHTMLAttributes, ReactNode } from 'react';
import { PlainInputWrapper } from './plain-input-wrapper';

export interface PlainTextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size' | 'className' | 'style'> {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
}

/**
 * Mantine's `TextInput` (size sm, uncontrolled: `defaultValue`) as the markup Mantine writes for
 * it (mantine-markup.test.ts compares the two): the filter forms of the list pages hold several,
 * and a Mantine input costs about two hundred times a plain element to render (decision 0191).
 * A field the page controls (value, onChange) keeps Mantine's.
 */
export function PlainTextInput({
  label,
  description,
  error,
  id,
  required,
  name,
  defaultValue,
  ...input
}: PlainTextInputProps) {
  return (
    <PlainInputWrapper
      kind="TextInput"
      label={label}
      description={description}
      error={error}
      required={required}
      id={id}
    >
      {(field) => (
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          data-error={field.invalid || undefined}
          {...input}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy}
          required={required}
          id={field.id}
          name={name}
          defaultValue={defaultValue}
        />
      )}
    </PlainInputWrapper>
  );
}
