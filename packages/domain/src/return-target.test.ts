import { describe, expect, it } from 'vitest';
import { sameSiteReturnTarget } from './return-target.ts';

const SITE = 'http://127.0.0.1:3000';

describe('a return target after signing in (decision 0079)', () => {
  const refused: [string, string][] = [
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/cabinet'],
    ['backslash after the slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['tab between the slashes', '/\t/evil.example'],
    ['tab as %09 decoded by the query', decodeURIComponent('/%09/evil.example')],
    ['newline between the slashes', '/\n/evil.example'],
    ['CRLF and a header', '/cabinet\r\nSet-Cookie: x=1'],
    ['another origin', 'https://evil.example/'],
    ['the site over another scheme', 'https://127.0.0.1:3000/'],
    ['the site on another port', 'http://127.0.0.1:4000/'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals with a space', ' JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['user info before another host', 'http://127.0.0.1:3000@evil.example/'],
    ['empty', ''],
  ];
  it.each(refused)('refuses %s', (_name, value) => {
    expect(sameSiteReturnTarget(value, SITE)).toBeUndefined();
  });

  const kept: [string, string, string][] = [
    ['a cabinet page', '/cabinet/v2/client/apps', '/cabinet/v2/client/apps'],
    ['with its query and fragment', '/cabinet/v2/info/?step=2#contacts', '/cabinet/v2/info/?step=2#contacts'],
    ['an absolute address of the site', 'http://127.0.0.1:3000/backoffice/chat', '/backoffice/chat'],
    ['an encoded slash stays a path', '/%2F/evil.example', '/%2F/evil.example'],
    ['dot segments stay on the site', '/cabinet/../..//evil.example', '/evil.example'],
    ['a relative path', 'cabinet/v2/info', '/cabinet/v2/info'],
  ];
  it.each(kept)('keeps %s', (_name, value, path) => {
    expect(sameSiteReturnTarget(value, SITE)).toBe(path);
  });
});
