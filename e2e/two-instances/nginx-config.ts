/**
 * Writes the harness's nginx.conf: deploy/nginx/agrolease.conf as it is, but with the two
 * instances as upstream servers, a plain-HTTP loopback listen address in place of TLS and of the
 * HTTPS redirect, and folders under the harness's data folder. Prints the path of the written file.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HARNESS } from './harness.ts';

const root = resolve(import.meta.dirname, '../..');
const dir = resolve(root, HARNESS.dataDir, 'nginx');
for (const sub of ['cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
  mkdirSync(join(dir, sub), { recursive: true });

const site = readFileSync(join(root, 'deploy/nginx/agrolease.conf'), 'utf8');
const servers = [HARNESS.ports.first, HARNESS.ports.second]
  .map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`)
  .join('\n');
const rendered = site
  .replace(/(upstream agrolease_app \{\n)(?:\s*server [^\n]+\n)+/, `$1${servers}\n`)
  // The journeys speak plain HTTP to one loopback port: no redirecting server, no TLS.
  .replace(/^# Plain HTTP only sends visitors to HTTPS\.\nserver \{[^}]*\}\n\n/m, '')
  .replace(/^(\s*)listen 443 ssl;/m, `$1listen 127.0.0.1:${HARNESS.ports.nginx};`)
  .replace(/^\s*(http2 on|ssl_[a-z_]+ [^;]+);\n/gm, '')
  .replace('/var/cache/nginx/agrolease', join(dir, 'cache'));
if (
  !rendered.includes(`127.0.0.1:${HARNESS.ports.second}`) ||
  !rendered.includes(`listen 127.0.0.1:${HARNESS.ports.nginx};`) ||
  /listen 80;|ssl_certificate/.test(rendered) ||
  !rendered.includes(join(dir, 'cache'))
) {
  throw new Error(
    'deploy/nginx/agrolease.conf no longer has the upstream, listen or cache lines the harness replaces',
  );
}
writeFileSync(join(dir, 'agrolease.conf'), rendered);

const main = `# Written by e2e/two-instances/nginx-config.ts
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  # Which instance answered each request: the journey checks that both did.
  log_format upstreams '$upstream_addr $status $request';
  access_log ${join(dir, 'access.log')} upstreams;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  include ${join(dir, 'agrolease.conf')};
}
`;
writeFileSync(join(dir, 'nginx.conf'), main);
console.log(join(dir, 'nginx.conf'));
