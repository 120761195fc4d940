import { describe, expect, it } from 'vitest';
import { shouldRevalidate } from './info';

/** What React Router asks the account page on a move from one of its addresses to another. */
function move(from: string, to: string): boolean {
  return shouldRevalidate({
    currentUrl: new URL(from, 'https://agroleasing.test'),
    nextUrl: new URL(to, 'https://agroleasing.test'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
  });
}

describe('the account page reloads its data', () => {
  it('for another page of the security log, with the wizard at a step of its object', () => {
    expect(
      move('/cabinet/v2/info/?step=1&id_object=1', '/cabinet/v2/info/?step=1&id_object=1&log_page=2'),
    ).toBe(true);
    expect(
      move('/cabinet/v2/info/?step=1&id_object=1&log_page=2', '/cabinet/v2/info/?step=1&id_object=1'),
    ).toBe(true);
  });

  it('not when the wizard writes its step of the same object into the address', () => {
    expect(move('/cabinet/v2/info/?step=1&id_object=1', '/cabinet/v2/info/?step=2&id_object=1')).toBe(false);
    expect(
      move(
        '/cabinet/v2/info/?step=1&id_object=1&log_page=2',
        '/cabinet/v2/info/?step=2&id_object=1&log_page=2',
      ),
    ).toBe(false);
  });
});
