import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  count: number;
  sum: number;
  buckets: number[];
}

function label(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface MetricsOptions {
  /** From config's metricsAccess: absent, /metrics does not exist; with a token, only its bearer reads it. */
  access?: { token?: string };
}

/**
 * Prometheus text metrics at /metrics: requests by method, route pattern and status, and
 * a duration histogram. Kept per process; Prometheus sums the instances. In production only
 * with METRICS_TOKEN, to its bearer (decision 0079).
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const access = options.access;
  if (!access) return;
  const series = new Map<string, Series>();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `method="${label(request.method)}",route="${label(route)}",status="${reply.statusCode}"`;
    const seconds = reply.elapsedTime / 1000;
    let entry = series.get(key);
    if (!entry) {
      entry = { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
      series.set(key, entry);
    }
    entry.count++;
    entry.sum += seconds;
    BUCKETS.forEach((bound, index) => {
      if (seconds <= bound && entry) entry.buckets[index] = (entry.buckets[index] ?? 0) + 1;
    });
  });
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (access.token && !bearerMatches(request, access.token)) {
      // At the root, outside the gateway's error handler: the spec's error shape by hand.
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ success: false, error_message: 'Нужен токен метрик (METRICS_TOKEN)', errors_list: [] });
    }
    const lines = [
      '# HELP http_requests_total Requests answered, by method, route and status.',
      '# TYPE http_requests_total counter',
      ...[...series].map(([key, entry]) => `http_requests_total{${key}} ${entry.count}`),
      '# HELP http_request_duration_seconds Time to answer a request.',
      '# TYPE http_request_duration_seconds histogram',
    ];
    for (const [key, entry] of series) {
      for (const [index, bound] of BUCKETS.entries()) {
        lines.push(`http_request_duration_seconds_bucket{${key},le="${bound}"} ${entry.buckets[index]}`);
      }
      lines.push(`http_request_duration_seconds_bucket{${key},le="+Inf"} ${entry.count}`);
      lines.push(`http_request_duration_seconds_sum{${key}} ${entry.sum.toFixed(6)}`);
      lines.push(`http_request_duration_seconds_count{${key}} ${entry.count}`);
    }
    return reply.type('text/plain; version=0.0.4').send(`${lines.join('\n')}\n`);
  });
});
