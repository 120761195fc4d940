import { publicUrlWarning } from '@agrolease/gateway';
import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin.ts';

describe('the site origin of canonical links and the sitemap (decision 0155)', () => {
  it('is PUBLIC_URL when it is set', () => {
    expect(siteOrigin({ PUBLIC_URL: 'https://www.agrolease.ru/', HOST: '0.0.0.0', PORT: 3000 })).toBe(
      'https://www.agrolease.ru',
    );
  });

  it('is the configured address without it, never anything a request says', () => {
    expect(siteOrigin({ HOST: '127.0.0.1', PORT: 3000 })).toBe('http://127.0.0.1:3000');
    expect(siteOrigin({ HOST: '::', PORT: 8080 })).toBe('http://[::]:8080');
    expect(() => new URL(siteOrigin({ HOST: '::1', PORT: 8080 }))).not.toThrow();
  });

  it('warns in production only, and only without PUBLIC_URL', () => {
    const base = { HOST: '0.0.0.0', PORT: 3000 };
    expect(publicUrlWarning({ ...base, NODE_ENV: 'production' })).toMatch(
      /^PUBLIC_URL is not set: .* name http:\/\/0\.0\.0\.0:3000\./,
    );
    expect(publicUrlWarning({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://a.ru' })).toBeUndefined();
    expect(publicUrlWarning({ ...base, NODE_ENV: 'development' })).toBeUndefined();
  });
});
