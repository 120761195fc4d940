import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsOf, formValues } from './form-errors';

/**
 * A form's schema, or a loader of it: a public page whose form is not what it shows first passes
 * a loader (`() => import('@agrolease/contracts/…').then(…)`) and keeps Zod out of its first load.
 */
export type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

/**
 * Checks a form in the browser with the same Zod schema the gateway uses before it is sent
 * (STYLE.md: one schema on both sides); the server's answer still has the last word. A loaded
 * schema is fetched when the form is first focused, or at the latest on submit, which then
 * waits for it; if it cannot be fetched the form goes to the server unchecked.
 */
export function useCheckedSubmit(source: SchemaSource) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const schema = useRef<z.ZodType | 'unavailable' | undefined>(
    typeof source === 'function' ? undefined : source,
  );
  const loading = useRef<Promise<z.ZodType | 'unavailable'>>(undefined);

  const load = () => {
    if (typeof source !== 'function') return Promise.resolve(source);
    loading.current ??= source().then(
      (loaded) => (schema.current = loaded),
      () => (schema.current = 'unavailable'),
    );
    return loading.current;
  };

  const check = (checked: z.ZodType, form: HTMLFormElement): boolean => {
    const result = checked.safeParse(formValues(form));
    setErrors(result.success ? {} : fieldErrorsOf(result.error.issues));
    return result.success;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (schema.current === 'unavailable') return;
    if (schema.current) {
      if (!check(schema.current, form)) event.preventDefault();
      return;
    }
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void load().then((loaded) => {
      if (loaded === 'unavailable' || check(loaded, form)) form.requestSubmit(submitter);
    });
  };

  return {
    onSubmit,
    /** Put on the form: starts fetching a loaded schema when the visitor reaches the form. */
    onFocus: () => void load(),
    errors,
    clear: (name: string) => setErrors(({ [name]: _, ...rest }) => rest),
  };
}
