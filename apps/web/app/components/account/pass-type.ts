import type { TFormItem } from '@agrolease/contracts/wizard';

/**
 * The identity-document fields of a pass_type (POST /srv/SetAccountWizard/checkPassType):
 * choosing another document swaps the fields of the form. Null when the call fails.
 */
export async function passTypeItems(passType: string): Promise<TFormItem[] | null> {
  try {
    const response = await fetch('/srv/SetAccountWizard/checkPassType', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ pass_type: passType }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { FormBuilder?: { items: TFormItem[] } };
    return body.FormBuilder?.items ?? null;
  } catch {
    return null;
  }
}
