import type { CSSProperties, ReactNode, SelectHTMLAttributes } from 'react';
import { PlainInputWrapper } from './plain-input-wrapper';

export type PlainSelectOption = string | { value: string; label: string; disabled?: boolean };

export interface PlainNativeSelectProps
  extends Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'value' | 'size' | 'className' | 'style' | 'children'
  > {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  data: readonly PlainSelectOption[];
}

/** Mantine's chevron of a select (ComboboxChevron), as Mantine draws it. */
const CHEVRON_PATH =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/**
 * Mantine's `NativeSelect` (size sm, uncontrolled: `defaultValue`) as the markup Mantine writes
 * for it (mantine-markup.test.ts compares the two): the browser's own list of a few choices, for
 * the list pages' filters, instead of Mantine's `Select` with its combobox and popover, which
 * costs a fraction of a millisecond each to render (decision 0192). A "none" choice is an option
 * with an empty value («Все статусы»).
 */
export function PlainNativeSelect({
  label,
  description,
  error,
  id,
  required,
  data,
  name,
  ...select
}: PlainNativeSelectProps) {
  return (
    <PlainInputWrapper
      kind="NativeSelect"
      label={label}
      description={description}
      error={error}
      required={required}
      id={id}
      rightSection={
        // biome-ignore lint/a11y/noSvgWithoutTitle: a decorative chevron, written as Mantine writes it (the select is labelled)
        <svg
          style={{ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties}
          className="m_2943220b mantine-ComboboxChevron-chevron"
          data-size="sm"
          data-combobox-chevron="true"
          data-error={typeof error === 'string' ? error : error ? true : undefined}
          viewBox="0 0 15 15"
          fill="none"
          xmlns="http://www.w3.org/2000/svg"
        >
          <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
        </svg>
      }
    >
      {(field) => (
        <select
          className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
          data-variant="default"
          data-error={field.invalid || undefined}
          {...select}
          name={name}
          required={required}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy}
          id={field.id}
        >
          {data.map((option) => {
            const {
              value,
              label: text,
              disabled,
            } = typeof option === 'string' ? { value: option, label: option, disabled: undefined } : option;
            return (
              <option key={value} value={value} disabled={disabled}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </PlainInputWrapper>
  );
}
