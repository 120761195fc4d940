import { type ChangeEvent, useId } from 'react';

export interface PlainSwitchProps {
  checked: boolean;
  disabled?: boolean;
  /** Written beside the switch. */
  label: string;
  'aria-label'?: string;
  /** Why the last change was refused, under the label. */
  error?: string;
  id?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * Mantine's `Switch` (label on the right, size sm), as the markup Mantine writes for it
 * (mantine-markup.test.ts compares the two): a checkbox with the switch role. Drawn 32 times on
 * the account page, Mantine's component was a third of that page's render (decision 0191).
 */
export function PlainSwitch({ checked, disabled, label, error, id, onChange, ...rest }: PlainSwitchProps) {
  const generated = useId();
  const inputId = id ?? `mantine-${generated}`;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div
      className="m_5f93f3bb mantine-Switch-root m_5f75b09e mantine-Switch-root"
      data-label-position="right"
      data-checked={checked}
    >
      <label className="m_5f6e695e mantine-Switch-body" htmlFor={inputId}>
        <input
          aria-label={rest['aria-label']}
          disabled={disabled}
          data-checked={checked}
          id={inputId}
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox tells its state itself, as Mantine's does
          role="switch"
          aria-describedby={errorId}
          className="m_926b4011 mantine-Switch-input"
          checked={checked}
          onChange={onChange}
        />
        <span
          className="m_9307d992 mantine-Switch-track"
          data-error={error}
          data-label-position="right"
          data-without-labels="true"
          aria-hidden="true"
        >
          <span
            className="m_93039a1d mantine-Switch-thumb"
            data-reduce-motion="true"
            data-with-thumb-indicator="true"
          />
          <span className="m_8277e082 mantine-Switch-trackLabel" />
        </span>
        <div className="m_d3ea56bb mantine-Switch-labelWrapper" data-disabled={disabled || undefined}>
          <span className="m_8ee546b8 mantine-Switch-label" data-disabled={disabled || undefined}>
            {label}
          </span>
          {error && (
            <p className="m_8e8a99cc mantine-Switch-error m_8f816625 mantine-InputWrapper-error" id={errorId}>
              {error}
            </p>
          )}
        </div>
      </label>
    </div>
  );
}
