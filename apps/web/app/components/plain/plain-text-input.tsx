import type { InputHTMLAttributes, ReactNode } from 'react';
import { PlainInputWrapper } from './plain-input-wrapper';

export interface PlainTextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className' | 'style'> {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** Mantine's `filled` shows a field that is read, not written (the account's INN). */
  variant?: 'default' | 'filled';
}

/**
 * Mantine's `TextInput` (size sm) as the markup Mantine writes for it (mantine-markup.test.ts
 * compares the two), left to the browser (`defaultValue`) or held by the page (`value` and
 * `onChange`): the filter forms of the list pages and every wizard's text fields hold several, and
 * a Mantine input costs about two hundred times a plain element to render (decisions 0191, 0193).
 */
export function PlainTextInput({
  label,
  description,
  error,
  id,
  required,
  name,
  defaultValue,
  variant = 'default',
  disabled,
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
      variant={variant === 'filled' ? 'filled' : undefined}
      disabled={disabled}
    >
      {(field) => (
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant={variant}
          data-disabled={disabled || undefined}
          data-error={field.invalid || undefined}
          {...input}
          disabled={disabled}
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
