export {};

/**
 * Issue 40's burst (decision 0170): BURST_PAGES (50) product pages nobody has asked before, from
 * one address, BURST_CONNECTIONS (16) at a time, against a running production build; prints the
 * statuses, the time the burst took and its slowest answer. With the guards of decision 0170 every
 * one is answered 200 (the part beyond a visitor's allowance waits in its queue).
 *
 *   BURST_URL=http://127.0.0.1:3000 node --import tsx bench/render-burst.ts
 *
 * BURST_FIRST_ID picks the first product id (random by default, so the pages are not kept yet).
 */
const base = process.env.BURST_URL ?? 'http://127.0.0.1:3000';
const pages = Number(process.env.BURST_PAGES ?? 50);
const connections = Number(process.env.BURST_CONNECTIONS ?? 16);
const firstId = Number(process.env.BURST_FIRST_ID ?? 1 + Math.floor(Math.random() * 15_000));

const statuses = new Map<number, number>();
const took: number[] = [];
let next = 0;
const started = performance.now();
async function connection(): Promise<void> {
  while (next < pages) {
    const id = firstId + next++;
    const asked = performance.now();
    const response = await fetch(`${base}/catalog/item/${id}/`);
    await response.arrayBuffer();
    took.push(performance.now() - asked);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
}
await Promise.all(Array.from({ length: connections }, connection));
console.log(
  JSON.stringify({
    pages,
    connections,
    firstId,
    statuses: Object.fromEntries(statuses),
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    slowestMs: Math.round(Math.max(...took)),
  }),
);
