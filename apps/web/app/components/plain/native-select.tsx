import { useId } from 'react';
import looks from './looks.module.css';

const CHEVRON =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/**
 * The browser's own select in Mantine NativeSelect's look (size sm, its chevron on the right),
 * without Mantine's Input on the page's first load (decision 0134). `onChange` gets the value.
 * A visible `label` and a `description` stand above it in Mantine's order (the calculator's);
 * without them the select is named by `aria-label` (the listings' sort).
 */
export function NativeSelect({
  options,
  value,
  onChange,
  className,
  disabled,
  label,
  description,
  id,
  ...select
}: {
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
  className?: string;
  disabled?: boolean;
  label?: string;
  description?: string;
  'aria-label'?: string;
  id?: string;
}) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const descriptionId = `${selectId}-description`;
  const labelled = Boolean(label || description);
  const field = (
    <div className={labelled ? looks.select : `${looks.select} ${className ?? ''}`}>
      <select
        {...select}
        id={selectId}
        aria-describedby={description ? descriptionId : undefined}
        className={looks.selectInput}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <div className={looks.selectChevron}>
        <svg viewBox="0 0 15 15" fill="none" aria-hidden="true">
          <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
        </svg>
      </div>
    </div>
  );
  if (!labelled) return field;
  return (
    <div className={`${looks.selectField} ${className ?? ''}`}>
      {label && (
        <label htmlFor={selectId} className={looks.label}>
          {label}
        </label>
      )}
      {description && (
        <p id={descriptionId} className={looks.selectDescription}>
          {description}
        </p>
      )}
      {field}
    </div>
  );
}
