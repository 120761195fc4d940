import { hasPrototypeKey, prototypeKeyMessage } from '@agrolease/contracts';
import { data } from 'react-router';

/**
 * The site's half of the gateway's rule (decision 0076): a field named with a segment
 * __proto__, constructor or prototype, in the address or a posted form, is 400 before a
 * loader or an action copies it anywhere.
 */
function refusePrototypeKeys(names: Iterable<string>): void {
  for (const name of names) {
    if (hasPrototypeKey(name)) throw data(prototypeKeyMessage(name), { status: 400 });
  }
}

/** Every page's address (the root loader). */
export function refuseUnsafeAddress(request: Request): void {
  refusePrototypeKeys(new URL(request.url).searchParams.keys());
}

/** The form an action was posted, with the address it was posted to, checked the same way. */
export async function readForm(request: Request): Promise<FormData> {
  const form = await request.formData();
  refuseUnsafeAddress(request);
  refusePrototypeKeys(form.keys());
  return form;
}
