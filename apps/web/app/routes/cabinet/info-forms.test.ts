import { describe, expect, it } from 'vitest';
import { isAccountFormName, isShownAccountForm } from './info.server';

describe("the account page's form names", () => {
  it('takes the forms a section shows, and nothing an object carries of its own', () => {
    for (const form of ['counteragent', 'personal', 'fl']) expect(isShownAccountForm(form)).toBe(true);
    for (const other of ['user', 'toString', 'constructor', '__proto__', '', 1, null]) {
      expect(isShownAccountForm(other)).toBe(false);
    }
  });

  it('saves the four account forms and refuses an inherited name', () => {
    for (const form of ['counteragent', 'personal', 'fl', 'user']) expect(isAccountFormName(form)).toBe(true);
    for (const other of ['toString', 'hasOwnProperty', 'constructor', 'passport']) {
      expect(isAccountFormName(other)).toBe(false);
    }
  });
});
