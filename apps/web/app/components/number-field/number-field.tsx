import { type FocusEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import classes from './number-field.module.css';

/**
 * Digits and one decimal point, as typed or pasted (a comma is a decimal point too); at most
 * `decimals` digits after the point (0: a whole number, no point), any when undefined.
 */
export function cleanNumber(typed: string, decimals?: number): string {
  const [whole = '', ...rest] = typed
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .split('.');
  if (rest.length === 0 || decimals === 0) return whole;
  const fraction = rest.join('');
  return `${whole}.${decimals === undefined ? fraction : fraction.slice(0, decimals)}`;
}

/** '1000000.5' → '1 000 000.5' with `separator` ' ' (none when undefined). */
export function groupDigits(clean: string, separator: string | undefined): string {
  if (!separator) return clean;
  const [whole = '', fraction] = clean.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The number typed in a field shown with `suffix` (' мес.'): the suffix's own characters dropped. */
export function withoutSuffix(typed: string, suffix: string | undefined): string {
  if (!suffix) return typed;
  if (typed.endsWith(suffix)) return typed.slice(0, -suffix.length);
  // A character of the suffix erased or typed into it: keep the digits before it.
  const start = typed.indexOf(suffix.trim().charAt(0));
  return start > 0 ? typed.slice(0, start) + typed.slice(start).replace(/[^\d]/g, '') : typed;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * A non-negative number typed into a text field, its thousands grouped as it is typed: what the
 * catalogue's filters and the calculator used Mantine's NumberInput for, without its 9 KB of
 * react-number-format on the page's first load (decisions 0129, 0136). `onChange` gets the number
 * as typed ('' when empty, '12.' while the fraction is being typed); a `suffix` (' ₽') follows a
 * non-empty value.
 */
export function NumberField({
  value,
  onChange,
  separator,
  suffix,
  decimals,
  className,
  ...input
}: {
  value: string;
  onChange: (value: string) => void;
  /** thousands separator, none when undefined (years) */
  separator?: string;
  /** shown after the number (' ₽', ' мес.') */
  suffix?: string;
  /** digits allowed after the decimal point (0: whole numbers), any when undefined */
  decimals?: number;
  className?: string;
  'aria-label': string;
  placeholder?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  /** digits and points before the caret after the last change, to put it back after grouping */
  const caret = useRef<number | null>(null);
  const clean = cleanNumber(value, decimals);
  const shown = clean && suffix ? `${groupDigits(clean, separator)}${suffix}` : groupDigits(clean, separator);
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
      inputMode={decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      className={`mantine-focus-auto ${classes.input}${className ? ` ${className}` : ''}`}
      value={shown}
      onChange={(event) => {
        const typed = withoutSuffix(event.currentTarget.value, suffix);
        const end = Math.min(event.currentTarget.selectionStart ?? typed.length, typed.length);
        caret.current = cleanNumber(typed.slice(0, end), decimals).length;
        onChange(cleanNumber(typed, decimals));
      }}
    />
  );
}
