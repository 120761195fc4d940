import { describe, expect, it } from 'vitest';
import { siteProcessCount } from './site-workers.ts';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432/agrolease';

describe('siteProcessCount', () => {
  it('runs one process per core on PostgreSQL unless WEB_WORKERS says how many', () => {
    expect(siteProcessCount({ DATABASE_URL: POSTGRES, WEB_WORKERS: 0 }, { dev: false, cores: 4 })).toBe(4);
    expect(siteProcessCount({ DATABASE_URL: POSTGRES, WEB_WORKERS: 3 }, { dev: false, cores: 4 })).toBe(3);
    expect(siteProcessCount({ DATABASE_URL: POSTGRES, WEB_WORKERS: 1 }, { dev: false, cores: 4 })).toBe(1);
  });

  it('keeps the embedded database and development in one process', () => {
    expect(siteProcessCount({ DATABASE_URL: undefined, WEB_WORKERS: 4 }, { dev: false, cores: 4 })).toBe(1);
    expect(siteProcessCount({ DATABASE_URL: POSTGRES, WEB_WORKERS: 4 }, { dev: true, cores: 4 })).toBe(1);
  });

  it('lets pages of a split deployment (GATEWAY_URL, no database) use the cores', () => {
    expect(
      siteProcessCount(
        { DATABASE_URL: undefined, WEB_WORKERS: 0 },
        { dev: false, cores: 2, gatewayUrl: 'http://gateway:3000' },
      ),
    ).toBe(2);
  });
});
