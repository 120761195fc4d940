import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsOf, formValues } from './form-errors';

/**
 * Checks a form in the browser with the same Zod schema the gateway uses before it is sent
 * (STYLE.md: one schema on both sides); the server's answer still has the last word.
 */
export function useCheckedSubmit(schema: z.ZodType) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = schema.safeParse(formValues(event.currentTarget));
    if (result.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    setErrors(fieldErrorsOf(result.error.issues));
  };
  return { onSubmit, errors, clear: (name: string) => setErrors(({ [name]: _, ...rest }) => rest) };
}
