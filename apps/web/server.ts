/**
 * The site's entry: built by `npm run build` into build/site/server.js, which production, npm
 * start, the journeys and the benches run with plain node (decision 0158); `node --import tsx
 * apps/web/server.ts --dev` in development. With more than one process (PostgreSQL, decision 0085) this process is the primary: it
 * prepares the database in a child process and supervises the workers, and never loads the site
 * itself, which would keep some 300 MB it does not use (decision 0151). Otherwise, and in each
 * worker, it serves the whole site (site-server.ts).
 */
import cluster from 'node:cluster';
import { loadConfig } from '@agrolease/gateway/config';
import { limitHeapGrowth } from './heap-growth.ts';
import { optionalUrl } from './optional-url.ts';
import { runSitePrimary, siteProcessCount } from './site-workers.ts';

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const config = loadConfig();
  if (cluster.isPrimary) {
    const processes = siteProcessCount(config, { dev, gatewayUrl: optionalUrl('GATEWAY_URL') });
    if (processes > 1) return runSitePrimary(config, processes);
  }
  limitHeapGrowth(config.HEAP_GROWTH_PERCENT);
  const { serveSite } = await import('./site-server.ts');
  await serveSite({ dev });
}

main().catch((error: unknown) => {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
