/**
 * Where a page's first load spends the main thread: Chromium (Playwright's) opens the page at a
 * phone's width with the CPU slowed four times (as Lighthouse's mobile run assumes), records a
 * CPU profile from navigation until the page is idle, and prints the self time by script and by
 * function, the long tasks' total, and React's hydration marks. For reading what hydration does
 * on a page (decision 0186); the figures follow the machine's load, so compare builds side by side.
 *
 *   node --import tsx bench/hydration-profile.ts http://127.0.0.1:3500/catalog/item/100/ [cookie]
 */
import { chromium } from '@playwright/test';

const [url, cookie] = process.argv.slice(2);
if (!url) throw new Error('usage: hydration-profile.ts <url> [cookie header]');
const width = Number(process.env.PROFILE_WIDTH ?? 412);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const context = await browser.newContext({
  viewport: { width, height: 823 },
  ignoreHTTPSErrors: true,
  ...(cookie && { extraHTTPHeaders: { cookie } }),
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.addInitScript(() => {
  (window as unknown as { longTasks: number[] }).longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      (window as unknown as { longTasks: number[] }).longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
});
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(Number(process.env.PROFILE_SETTLE_MS ?? 6000));
const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
const marks = await page.evaluate(() =>
  performance.getEntriesByType('mark').map((mark) => `${mark.name} ${Math.round(mark.startTime)}`),
);
await browser.close();

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const byScript = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, us] of selfUs) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  const script = frame.url
    ? frame.url.replace(/^https?:\/\/[^/]+/, '')
    : `(${frame.functionName || 'native'})`;
  if (script === '(idle)' || script === '(program)') continue;
  byScript.set(script, (byScript.get(script) ?? 0) + us);
  const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
}
const top = (map: Map<string, number>, count: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`)
    .join('\n');
const total = [...byScript.values()].reduce((sum, us) => sum + us, 0);
const blocking = longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0);
console.log(`${url} at ${width} px, CPU ×4: ${(total / 1000).toFixed(0)} ms of script;`);
console.log(
  `${longTasks.length} long tasks (${longTasks.map((ms) => Math.round(ms)).join(', ')}), ${Math.round(blocking)} ms over 50 ms`,
);
console.log(`marks: ${marks.join(', ')}`);
console.log(`\nself time by script:\n${top(byScript, 15)}`);
console.log(`\nself time by function:\n${top(byFunction, Number(process.env.PROFILE_FUNCTIONS ?? 30))}`);
