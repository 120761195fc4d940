#!/usr/bin/env node
// `npm start`: build the web app and its server when there is no build yet (or their sources
// are newer than the build), then start the whole site — gateway, SSR and the embedded database with demo
// data — in one process. Plain JS so it runs before anything is compiled.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The server bundles the gateway and the packages too (decision 0158): their sources count.
const buildMarker = join(root, 'apps/web/build/site/server.js');
const sourceDirs = [
  'apps/web/app',
  'apps/web/public',
  'apps/gateway/src',
  'packages/contracts/src',
  'packages/db/src',
  'packages/domain/src',
];
const webServerFiles = readdirSync(join(root, 'apps/web'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => `apps/web/${name}`);
const sourceFiles = [...webServerFiles, 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsStale() {
  if (!existsSync(buildMarker)) return true;
  const builtAt = statSync(buildMarker).mtimeMs;
  const paths = [...sourceDirs, ...sourceFiles].map((path) => join(root, path));
  return paths.some((path) => newestMtime(path) > builtAt);
}

if (buildIsStale()) {
  console.log('Building the web application (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed: see the messages above.');
    process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, [buildMarker], {
  cwd: root,
  stdio: 'inherit',
  // The demo's forms take the local captcha's test token unless reCAPTCHA is configured; at a
  // terminal the log is one short line per request, JSON otherwise (issue 40).
  env: {
    NODE_ENV: 'production',
    ...(process.env.RECAPTCHA_SECRET ? {} : { LOCAL_CAPTCHA: '1' }),
    ...(process.stdout.isTTY ? { LOG_FORMAT: 'lines' } : {}),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
