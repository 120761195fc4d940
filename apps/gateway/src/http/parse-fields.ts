import { withInputRules } from '@agrolease/contracts';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import type { MultipartForm } from './multipart-form.ts';

/**
 * Validates fields a hand-registered route read itself (a body that may be form-encoded,
 * JSON or multipart) with a contract's schema and the input rules every call obeys (no NUL in
 * text): a failure is 400 in the spec's error shape, each problem on its field.
 */
export function parseFields<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = withInputRules(schema).safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const fieldErrors = parsed.error.issues.map((issue) => ({
    prop: String(issue.path[0] ?? ''),
    error: issue.message,
  }));
  throw new AppError('VALIDATION', fieldErrors[0]?.error ?? 'Проверьте заполнение формы', { fieldErrors });
}

/** A multipart form's text fields as one value a name; list fields (name[]) keep every value. */
export function multipartValues(form: MultipartForm): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = Object.create(null);
  for (const [name, list] of Object.entries(form.fields)) {
    if (name.endsWith('[]')) values[name.slice(0, -2)] = list;
    else values[name] = list.length > 1 ? list : (list[0] ?? '');
  }
  return values;
}
