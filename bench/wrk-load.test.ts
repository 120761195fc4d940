import { describe, expect, it } from 'vitest';
import { parseWrkReport } from './wrk-load.ts';

const wrkText = `Running 10s test @ http://127.0.0.1:3310/srv/getCategories
  1 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   812.11us  301.52us  12.04ms   91.20%
    Req/Sec    24.71k     1.02k   26.88k    71.00%
  245812 requests in 10.00s, 1.52GB read
Requests/sec:  24581.20
Transfer/sec:    155.70MB
`;

describe('parseWrkReport', () => {
  it('reads the summary line the reporter writes after wrk’s own text', () => {
    const result = parseWrkReport(
      `${wrkText}\n{"requests":245812,"durationUs":10000500,"p99Us":2349,"non2xx":3,"socketErrors":1}\n`,
    );
    expect(result.requestsPerSecond).toBeCloseTo(24_579.97, 1);
    expect(result.p99).toBe(2.3);
    expect(result.non2xx).toBe(3);
    expect(result.socketErrors).toBe(1);
  });

  it('refuses an output without the summary rather than reporting zero', () => {
    expect(() => parseWrkReport(wrkText)).toThrow(/no summary/);
  });
});
