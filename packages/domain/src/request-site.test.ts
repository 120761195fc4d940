import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest, type RequestProvenance } from './request-site.ts';

const SITE = 'https://agrolease.example';

describe('where a request comes from (decision 0079)', () => {
  const rows: [string, RequestProvenance, boolean][] = [
    ['Fetch Metadata same-origin', { secFetchSite: 'same-origin' }, false],
    ['Fetch Metadata none (the address bar)', { secFetchSite: 'none' }, false],
    ['Fetch Metadata same-site (a sibling subdomain or port)', { secFetchSite: 'same-site' }, true],
    ['Fetch Metadata cross-site', { secFetchSite: 'cross-site' }, true],
    ['Fetch Metadata in capitals', { secFetchSite: 'Cross-Site' }, true],
    ['Fetch Metadata first, whatever Origin says', { secFetchSite: 'cross-site', origin: SITE }, true],
    ['Origin of the site', { origin: SITE }, false],
    ['Origin of the site with its default port', { origin: 'https://agrolease.example:443' }, false],
    ['Origin of another scheme', { origin: 'http://agrolease.example' }, true],
    ['Origin of a subdomain', { origin: 'https://evil.agrolease.example' }, true],
    ['Origin null', { origin: 'null' }, true],
    ['Origin unparsable', { origin: '%%%' }, true],
    ['Referer of the site', { referer: `${SITE}/cabinet/v2/info/` }, false],
    ['Referer of another site', { referer: 'https://evil.example/agrolease.example' }, true],
    ['no provenance at all', {}, false],
  ];
  it.each(rows)('%s', (_name, provenance, crossSite) => {
    expect(isCrossSiteRequest(provenance, SITE)).toBe(crossSite);
  });
});
