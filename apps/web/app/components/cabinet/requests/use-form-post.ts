import { useState } from 'react';
import { FormPostError, postForm } from './post-form';

/**
 * A form with files sent from the browser, and what its page shows meanwhile: busy while it
 * goes, then the gateway's message and its errors by field. `post` answers the reply, or null
 * when the gateway refused (the message and errors then say why).
 */
export function useFormPost() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function post<T>(path: string, form: FormData): Promise<T | null> {
    setBusy(true);
    setMessage('');
    try {
      return await postForm<T>(path, form);
    } catch (error) {
      if (error instanceof FormPostError) {
        setErrors(error.fields);
        setMessage(error.message);
      }
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, message, setMessage, busy, post };
}
