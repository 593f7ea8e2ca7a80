import {describe, expect, it} from 'vitest';
import {parseWrk, wrkMs} from '../nginx.mjs';

// A report as wrk 4.1 prints it with --latency.
const REPORT = `Running 8s test @ http://127.0.0.1:40000/llms-full.txt
  2 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.33ms    9.19ms  92.69ms   94.99%
    Req/Sec     4.88k   412.00     5.60k    70.00%
  Latency Distribution
     50%  830.00us
     75%    2.10ms
     90%    8.99ms
     99%    1.20s
  77640 requests in 8.00s, 25.21GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 4
Requests/sec:   9704.12
Transfer/sec:      3.15GB
`;

describe('wrkMs', () => {
  it('reads every unit wrk prints', () => {
    expect(wrkMs('830.00us')).toBeCloseTo(0.83);
    expect(wrkMs('8.99ms')).toBe(8.99);
    expect(wrkMs('1.20s')).toBe(1200);
    expect(wrkMs('2.00m')).toBe(120_000);
    expect(() => wrkMs('fast')).toThrow(/not a wrk duration/);
  });
});

describe('parseWrk', () => {
  it('takes the rate, the latency percentiles, errors, timeouts and non-2xx', () => {
    expect(parseWrk(REPORT)).toEqual({
      requests: 77640,
      requestsPerSecond: 9704.12,
      latencyMs: {p50: 0.83, p90: 8.99, p99: 1200, max: NaN},
      errors: 2,
      timeouts: 3,
      non2xx: 4,
    });
  });

  it('counts no errors when wrk reports none', () => {
    const clean = REPORT.replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, '');
    expect(parseWrk(clean)).toMatchObject({errors: 0, timeouts: 0, non2xx: 0});
  });
});
