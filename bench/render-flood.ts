/**
 * A short flood of catalogue addresses with unique query strings against a running production
 * build, while /healthz is asked once every 100 ms: how long health takes under the flood, and
 * what the flood got (decision 0078).
 *
 *   FLOOD_URL=http://127.0.0.1:3000 node --import tsx bench/render-flood.ts
 *
 * FLOOD_PARAM names the unique parameter: `r` (default) is one no page reads, `q` (the
 * catalogue search) one the page reads, so every request is a render. FLOOD_SECONDS (8) and
 * FLOOD_CONNECTIONS (60) keep it short on a shared machine.
 */
import autocannon from 'autocannon';

const base = process.env.FLOOD_URL ?? 'http://127.0.0.1:3000';
const param = process.env.FLOOD_PARAM ?? 'r';
const seconds = Number(process.env.FLOOD_SECONDS ?? 8);
const connections = Number(process.env.FLOOD_CONNECTIONS ?? 60);

async function pollHealth(until: () => boolean): Promise<number[]> {
  const took: number[] = [];
  while (!until()) {
    const started = performance.now();
    await fetch(`${base}/healthz`).then((response) => response.arrayBuffer());
    took.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return took;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

let counter = 0;
let done = false;
const statuses = new Map<number, number>();
const flood = autocannon({
  url: base,
  connections,
  duration: seconds,
  requests: [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `/catalog/?${param}=${Date.now()}-${counter++}` }),
      onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
    },
  ],
});
const health = pollHealth(() => done);
const result = await flood;
done = true;
const took = await health;
console.log(
  JSON.stringify({
    param,
    connections,
    seconds,
    requests: result.requests.total,
    statuses: Object.fromEntries(statuses),
    healthz: {
      samples: took.length,
      p50: Math.round(percentile(took, 50)),
      p99: Math.round(percentile(took, 99)),
      max: Math.round(Math.max(...took)),
    },
  }),
);
