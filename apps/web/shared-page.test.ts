import { describe, expect, it } from 'vitest';
import {
  isSignedInDocumentRequest,
  markedSignedIn,
  SIGNED_IN_MARK,
  withoutSessionCookies,
} from './shared-page.ts';

describe('a signed-in visitor’s document request', () => {
  it('is a GET of a page with a session cookie of either kind', () => {
    expect(isSignedInDocumentRequest('GET', '/catalog/', 'authToken=abc')).toBe(true);
    expect(isSignedInDocumentRequest('GET', '/catalog/', 'cid=1; __Host-__at=abc')).toBe(true);
  });

  it('is not a guest’s, an action’s, a data request’s or one that signs in by its address', () => {
    expect(isSignedInDocumentRequest('GET', '/catalog/', 'cid=1')).toBe(false);
    expect(isSignedInDocumentRequest('GET', '/catalog/', undefined)).toBe(false);
    expect(isSignedInDocumentRequest('POST', '/catalog/', 'authToken=abc')).toBe(false);
    expect(isSignedInDocumentRequest('GET', '/catalog/traktory.data?page=2', 'authToken=abc')).toBe(false);
    expect(isSignedInDocumentRequest('GET', '/_root.data', 'authToken=abc')).toBe(false);
    expect(isSignedInDocumentRequest('GET', '/catalog/?token=abc', 'authToken=abc')).toBe(false);
  });
});

describe('the Cookie header a kept page is rendered with', () => {
  it('keeps every cookie but the session’s', () => {
    expect(withoutSessionCookies('cid=1; authToken=abc; __at=abc; city=77')).toBe('cid=1; city=77');
    expect(withoutSessionCookies('__Host-authToken=abc;__Host-__at=abc;cid=1')).toBe('cid=1');
    expect(withoutSessionCookies('authToken=abc')).toBe('');
  });

  it('keeps cookies whose names only end like the session’s', () => {
    expect(withoutSessionCookies('myauthToken=1; x__at=2')).toBe('myauthToken=1; x__at=2');
  });
});

describe('the mark of a kept page answered to a signed-in visitor', () => {
  it('goes on <html> and nowhere else', () => {
    const page = Buffer.from('<!DOCTYPE html><html lang="ru"><body><p>Войти</p></body></html>');
    expect(markedSignedIn(page).toString()).toBe(
      `<!DOCTYPE html><html ${SIGNED_IN_MARK}="" lang="ru"><body><p>Войти</p></body></html>`,
    );
  });

  it('leaves a body without <html> alone', () => {
    const body = Buffer.from('{"error":true}');
    expect(markedSignedIn(body)).toBe(body);
  });
});
