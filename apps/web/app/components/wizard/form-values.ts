import type { TFieldError } from '@agrolease/contracts/error-reply';
import type { TFormItem } from '@agrolease/contracts/wizard';

/** What the user typed or chose, by field name: the client keeps it until a step succeeds. */
export type WizardValues = Record<string, unknown>;

/** Field types that carry no value of their own to send. */
const DISPLAY_ONLY = new Set<TFormItem['type']>(['separator', 'infoboxes', 'downloadRequest']);

/**
 * A checkbox's state: '1', 1 and true tick it; anything else, an empty value (nothing saved yet)
 * included, leaves it clear: a declaration is never ticked in advance (issue 39).
 */
export function isChecked(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** The values a step's form starts with: each item's value as the server sent it. */
export function initialValues(items: readonly TFormItem[]): WizardValues {
  const values: WizardValues = {};
  for (const item of items) {
    if (DISPLAY_ONLY.has(item.type)) continue;
    values[item.field] = item.value ?? null;
  }
  return values;
}

/**
 * The values posted for a step: booleans as 1 or 0 (spec 2 §4), empty selections as empty
 * strings, display-only items left out.
 */
export function serializeValues(items: readonly TFormItem[], values: WizardValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of items) {
    if (DISPLAY_ONLY.has(item.type)) continue;
    const value = values[item.field];
    if (item.type === 'bool' || item.type === 'checkbox') {
      out[item.field] = isChecked(value) ? '1' : '0';
    } else if (value === undefined || value === null) {
      out[item.field] = item.type === 'multiselect' || item.type === 'tree' ? [] : '';
    } else {
      out[item.field] = value;
    }
  }
  return out;
}

/** Field errors by field name: the reply's errors_list wins over an item's own error text. */
export function fieldErrors(
  items: readonly TFormItem[],
  errorsList: readonly TFieldError[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of items) if (item.error) errors[item.field] = item.error;
  for (const entry of errorsList) errors[entry.prop] = entry.error;
  return errors;
}

/** The form's message: the reply's error_message, else the first field error (spec 1 §8). */
export function formMessage(errorMessage: string, errorsList: readonly TFieldError[]): string {
  return errorMessage || errorsList[0]?.error || '';
}

/** Options of a slider or months field from its props, with sensible bounds. */
export function numberProps(
  props: Record<string, unknown> | undefined,
  fallback: { min: number; max: number; step: number },
) {
  const read = (key: 'min' | 'max' | 'step') => {
    const value = Number(props?.[key]);
    return Number.isFinite(value) ? value : fallback[key];
  };
  return { min: read('min'), max: read('max'), step: read('step') };
}

/**
 * A step's values with what the user typed there and has not saved laid over them: fields the
 * step no longer has are dropped (issue 16: a SNILS typed on a refused step came back empty
 * after «Назад» and «Далее»).
 */
export function withTyped(fresh: WizardValues, typed: WizardValues | undefined): WizardValues {
  if (!typed) return fresh;
  const out = { ...fresh };
  for (const [field, value] of Object.entries(typed)) if (field in fresh) out[field] = value;
  return out;
}
