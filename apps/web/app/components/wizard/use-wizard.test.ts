import { describe, expect, it } from 'vitest';
import { wizardShouldRevalidate } from './use-wizard';

const at = (search: string) => new URL(`http://site/cabinet/v2/client/apps/deal/create${search}`);
const check = (from: string, to: string, formMethod?: 'POST') =>
  wizardShouldRevalidate({
    currentUrl: at(from),
    nextUrl: at(to),
    formMethod,
    defaultShouldRevalidate: true,
  });

describe('wizard page revalidation', () => {
  it('does not reload when the wizard itself replaces step and id_object', () => {
    expect(check('?id_object=5&step=1', '?id_object=5&step=2')).toBe(false);
    expect(check('', '?id_object=5&step=1')).toBe(false);
    // A new wizard without an object writes its first step: what is being typed stays.
    expect(check('', '?step=1')).toBe(false);
  });

  it('loads another object or a new one as usual', () => {
    expect(check('?id_object=5&step=3', '?id_object=6&step=1')).toBe(true);
    expect(check('?id_object=5&step=3', '')).toBe(true);
    expect(check('?step=2', '?step=1')).toBe(true);
    expect(check('?id_object=5&step=3', '?id_object=5&step=3', 'POST')).toBe(true);
  });
});
