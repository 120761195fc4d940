import { type CSSProperties, type ReactNode, useId } from 'react';
import { rem } from './mantine-style';

/** The Mantine input a plain field writes the markup of: its classes carry the name. */
export type PlainInputKind = 'TextInput' | 'NativeSelect';

export interface PlainInputWrapperProps {
  kind: PlainInputKind;
  label?: ReactNode;
  description?: ReactNode;
  /** `true` marks the field without a message (Mantine's meaning) */
  error?: ReactNode;
  required?: boolean;
  id?: string;
  /** Mantine's `filled` look; absent, its default */
  variant?: 'filled';
  disabled?: boolean;
  /** drawn at the input's right, where pointer events pass to the input (a select's chevron) */
  rightSection?: ReactNode;
  /** the input itself, given what ties it to the label, the description and the error */
  children: (field: { id: string; invalid: boolean; describedBy: string | undefined }) => ReactNode;
}

/**
 * Mantine's `Input.Wrapper` at size sm (label, required mark, description, error) and the
 * input's box around the input a plain field draws: the markup Mantine writes, so that its
 * stylesheet applies (mantine-markup.test.ts compares each field with Mantine's own).
 */
export function PlainInputWrapper({
  kind,
  label,
  description,
  error,
  required,
  id,
  variant,
  disabled,
  rightSection,
  children,
}: PlainInputWrapperProps) {
  const generated = useId();
  const message = typeof error === 'boolean' ? undefined : error;
  const inputId = id ?? `mantine-${generated}`;
  // Mantine joins the two with two spaces.
  const describedBy = [message ? `${inputId}-error` : '', description ? `${inputId}-description` : '']
    .filter(Boolean)
    .join('  ');
  const textSize = `calc(var(--mantine-font-size-sm) - ${rem(2)})`;
  const invalid = Boolean(error);
  const boxStyle = {
    ...(description ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    ...(message ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
    ...(rightSection ? { '--input-right-section-pointer-events': 'none' } : {}),
  } as CSSProperties;
  return (
    <div
      className={`m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`}
      data-variant={variant}
      data-size="sm"
      data-error={error ? true : undefined}
    >
      {label && (
        <label
          style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
          className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
          data-variant={variant}
          data-size="sm"
          data-required={required || undefined}
          htmlFor={inputId}
          id={`${inputId}-label`}
        >
          {label}
          {required && (
            <span
              className={`m_78a94662 mantine-InputWrapper-required mantine-${kind}-required`}
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
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${kind}-description`}
          data-size="sm"
          id={`${inputId}-description`}
        >
          {description}
        </p>
      )}
      <div
        style={boxStyle}
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant={variant ?? 'default'}
        data-size="sm"
        data-error={invalid || undefined}
        data-disabled={disabled || undefined}
        data-pointer={rightSection ? true : undefined}
        data-with-right-section={rightSection ? true : undefined}
      >
        {children({ id: inputId, invalid, describedBy: describedBy || undefined })}
        {rightSection && (
          <div data-position="right" className={`m_82577fc2 mantine-Input-section mantine-${kind}-section`}>
            {rightSection}
          </div>
        )}
      </div>
      {message && (
        <p
          style={{ '--input-error-size': textSize } as CSSProperties}
          className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`}
          data-size="sm"
          id={`${inputId}-error`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
