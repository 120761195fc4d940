import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** Zod issues as one message per field (the first), keyed like the form's input names. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const [first, ...rest] = issue.path.map(String);
    const name = (first ?? '') + rest.map((part) => `[${part}]`).join('');
    errors[name] ??= issue.message;
  }
  return errors;
}

/**
 * Form values as the schema expects them: strings; an empty field is an absent one. The object
 * has no prototype: a field's name is only ever a key (decision 0076).
 */
export function formValues(form: FormData | HTMLFormElement): Record<string, string> {
  const data = form instanceof FormData ? form : new FormData(form);
  const values: Record<string, string> = Object.create(null);
  for (const [key, value] of data.entries()) {
    if (typeof value === 'string' && value.trim() !== '' && key !== 'intent') values[key] = value;
  }
  return values;
}
