import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chosenEncoding, encodedPage, inlineScriptHashes, policyWithHashes } from './kept-page-answer.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the inline scripts a kept page is answered with', () => {
  it('are hashed as the browser hashes them: the exact text between the tags', () => {
    const page =
      '<head><script nonce="x">window.a = "Тракторы";\n</script>' +
      '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script></head>' +
      '<body><script type="module" src="/assets/entry.js"></script><SCRIPT>b()</SCRIPT>' +
      '<script nonce="x">window.a = "Тракторы";\n</script></body>';
    expect(inlineScriptHashes(page)).toEqual([
      sha256('window.a = "Тракторы";\n'),
      sha256('{"@type":"BreadcrumbList"}'),
      sha256('b()'),
    ]);
  });

  it('take the place of the answer’s nonce in its policy, and nothing else changes', () => {
    const policy =
      "default-src 'self';script-src 'self' 'nonce-AbC' https://www.cryptopro.ru;style-src 'self'";
    expect(policyWithHashes(policy, 'AbC', ["'sha256-1'", "'sha256-2'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-1' 'sha256-2' https://www.cryptopro.ru;style-src 'self'",
    );
    expect(policyWithHashes(policy, 'AbC', [])).toBe(
      "default-src 'self';script-src 'self' https://www.cryptopro.ru;style-src 'self'",
    );
  });
});

describe('the encoding of a kept page', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ])('for Accept-Encoding %j is %s', (header, encoding) => {
    expect(chosenEncoding(header)).toBe(encoding);
  });

  it('decodes to the page', () => {
    const page = Buffer.from('<p>Колёсные тракторы</p>'.repeat(200));
    expect(brotliDecompressSync(encodedPage(page, 'br')).equals(page)).toBe(true);
    expect(gunzipSync(encodedPage(page, 'gzip')).equals(page)).toBe(true);
    expect(encodedPage(page, 'identity')).toBe(page);
    expect(encodedPage(page, 'br').byteLength).toBeLessThan(page.byteLength / 10);
  });
});
