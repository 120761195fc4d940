import { type CSSProperties, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { rem } from './mantine-style';

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
  const generated = useId();
  // `error` true marks the field without a message (Mantine's meaning).
  const message = typeof error === 'boolean' ? undefined : error;
  const inputId = id ?? `mantine-${generated}`;
  // Mantine joins the two with two spaces.
  const describedBy = [message ? `${inputId}-error` : '', description ? `${inputId}-description` : '']
    .filter(Boolean)
    .join('  ');
  const textSize = `calc(var(--mantine-font-size-sm) - ${rem(2)})`;
  return (
    <div
      className="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root"
      data-size="sm"
      data-error={error ? true : undefined}
    >
      {label && (
        <label
          style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
          className="m_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label"
          data-size="sm"
          data-required={required || undefined}
          htmlFor={inputId}
          id={`${inputId}-label`}
        >
          {label}
          {required && (
            <span
              className="m_78a94662 mantine-InputWrapper-required mantine-TextInput-required"
              aria-hidden="true"
            >
              {' *'}
            </span>
          )}
        </label>
      )}
      {description && (
        <p
          style={{ '--input-description-size': textSize } as CSSProperties}
          className="m_fe47ce59 mantine-InputWrapper-description mantine-TextInput-description"
          data-size="sm"
          id={`${inputId}-description`}
        >
          {description}
        </p>
      )}
      <div
        style={
          {
            ...(description ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
            ...(message ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
          } as CSSProperties
        }
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
      >
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          data-error={error ? true : undefined}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          required={required}
          id={inputId}
          name={name}
          defaultValue={defaultValue}
        />
      </div>
      {message && (
        <p
          style={{ '--input-error-size': textSize } as CSSProperties}
          className="m_8f816625 mantine-InputWrapper-error mantine-TextInput-error"
          data-size="sm"
          id={`${inputId}-error`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
