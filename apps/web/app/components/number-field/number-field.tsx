import { useLayoutEffect, useRef } from 'react';
import classes from './number-field.module.css';

/** Digits and one decimal point, as typed or pasted (a comma is a decimal point too). */
export function cleanNumber(typed: string): string {
  const [whole = '', ...rest] = typed
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .split('.');
  return rest.length > 0 ? `${whole}.${rest.join('')}` : whole;
}

/** '1000000.5' → '1 000 000.5' with `separator` ' ' (none when undefined). */
export function groupDigits(clean: string, separator: string | undefined): string {
  if (!separator) return clean;
  const [whole = '', fraction] = clean.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * A non-negative number typed into a text field, its thousands grouped as it is typed: what the
 * catalogue's filters used Mantine's NumberInput (with `hideControls`) for, without its 9 KB of
 * react-number-format on the page's first load (decision 0129). `onChange` gets the number as
 * typed ('' when empty, '12.' while the fraction is being typed).
 */
export function NumberField({
  value,
  onChange,
  separator,
  integer = false,
  ...input
}: {
  value: string;
  onChange: (value: string) => void;
  /** thousands separator, none when undefined (years) */
  separator?: string;
  /** whole numbers only: a decimal point is not kept (Mantine's allowDecimal={false}) */
  integer?: boolean;
  'aria-label': string;
  placeholder?: string;
  onBlur?: () => void;
}) {
  const clean = (typed: string) => (integer ? cleanNumber(typed).replace(/\./g, '') : cleanNumber(typed));
  const ref = useRef<HTMLInputElement>(null);
  /** digits and points before the caret after the last change, to put it back after grouping */
  const caret = useRef<number | null>(null);
  const shown = groupDigits(cleanNumber(value), separator);
  useIsomorphicLayoutEffect(() => {
    const field = ref.current;
    const before = caret.current;
    if (!field || before === null || document.activeElement !== field) return;
    caret.current = null;
    let position = 0;
    for (let seen = 0; position < shown.length && seen < before; position++)
      if (/[\d.]/.test(shown[position] ?? '')) seen++;
    field.setSelectionRange(position, position);
  });
  return (
    <input
      {...input}
      ref={ref}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      className={`mantine-focus-auto ${classes.input}`}
      value={shown}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const end = event.currentTarget.selectionStart ?? typed.length;
        caret.current = clean(typed.slice(0, end)).length;
        onChange(clean(typed));
      }}
    />
  );
}
