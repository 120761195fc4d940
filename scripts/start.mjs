#!/usr/bin/env node
// `npm start`: build the web app when there is no build yet (or its sources are newer than
// the build), then start the whole site — gateway, SSR and the embedded database with demo
// data — in one process. Plain JS so it runs before anything is compiled.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const buildMarker = join(root, 'apps/web/build/server/index.js');
const sourceDirs = ['apps/web/app', 'apps/web/public', 'packages/contracts/src', 'packages/domain/src'];
const sourceFiles = ['apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'package-lock.json'];

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

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/web/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
