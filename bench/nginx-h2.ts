/**
 * A local nginx in front of one site, as production serves it (docs/deploy.md): the repository's
 * deploy/nginx/agrolease.conf with HTTP/2 over TLS, a self-signed certificate made for the run,
 * and every folder (prefix, pid, logs, temp files, cache) in a temporary folder of its own, so it
 * never touches another nginx on the machine. Lighthouse measures through it what a visitor's
 * phone gets: one multiplexed connection instead of HTTP/1.1's six.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalNginx {
  url: string;
  /** Stops nginx and removes its folder. */
  stop(): Promise<void>;
}

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** nginx 1.25.1 replaced the `http2` parameter of `listen` with the `http2 on;` directive. */
function hasHttp2Directive(): boolean {
  // `nginx -v` prints to stderr.
  const { stderr } = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  const [major = 0, minor = 0, patch = 0] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(stderr) ?? [])
    .slice(1)
    .map(Number);
  return major > 1 || minor > 25 || (minor === 25 && patch >= 1);
}

/**
 * deploy/nginx/agrolease.conf with the upstream, the listen address, the certificate and the
 * cache folder replaced; throws if the file no longer has the lines replaced.
 */
export function renderSite(options: { dir: string; port: number; upstreamPort: number }): string {
  const { dir, port, upstreamPort } = options;
  const site = readFileSync(join(import.meta.dirname, '../deploy/nginx/agrolease.conf'), 'utf8');
  const modern = hasHttp2Directive();
  const rendered = site
    // Only the HTTPS server, on its own loopback port: the plain-HTTP redirect would take port 80.
    .replace(/^# Plain HTTP only sends visitors to HTTPS\.\nserver \{[^}]*\}\n\n/m, '')
    .replace(
      /(upstream agrolease_app \{\n)(?:\s*server [^\n]+\n)+/,
      `$1    server 127.0.0.1:${upstreamPort} max_fails=3 fail_timeout=10s;\n`,
    )
    .replace(/^(\s*)listen 443 ssl[^;]*;/m, `$1listen 127.0.0.1:${port} ssl${modern ? '' : ' http2'};`)
    .replace(/^(\s*)http2 on;/m, modern ? '$1http2 on;' : '')
    .replace(/^(\s*)ssl_certificate (\S+);/m, `$1ssl_certificate ${join(dir, 'site.crt')};`)
    .replace(/^(\s*)ssl_certificate_key (\S+);/m, `$1ssl_certificate_key ${join(dir, 'site.key')};`)
    .replace('/var/cache/nginx/agrolease', join(dir, 'cache'));
  if (
    !rendered.includes(`127.0.0.1:${upstreamPort}`) ||
    !rendered.includes(`127.0.0.1:${port} ssl`) ||
    /listen 80;/.test(rendered) ||
    !rendered.includes(join(dir, 'site.key')) ||
    !rendered.includes(join(dir, 'cache'))
  ) {
    throw new Error(
      'deploy/nginx/agrolease.conf no longer has the upstream, TLS listen, certificate or cache lines the bench replaces',
    );
  }
  return rendered;
}

export async function startNginx(options: { port: number; upstreamPort: number }): Promise<LocalNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'agrolease-nginx-h2-'));
  for (const sub of ['cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) mkdirSync(join(dir, sub));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      join(dir, 'site.key'),
      '-out',
      join(dir, 'site.crt'),
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(join(dir, 'agrolease.conf'), renderSite({ dir, ...options }));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `# Written by bench/nginx-h2.ts
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'logs/error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  include ${join(dir, 'agrolease.conf')};
}
`,
  );
  const nginx: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(nginx, 'exit');
  await Promise.race([
    new Promise((resolve) => setTimeout(resolve, 500)),
    exited.then(([code]) => {
      throw new Error(`nginx exited at start (${code}); see ${join(dir, 'logs/error.log')}`);
    }),
  ]);
  return {
    url: `https://127.0.0.1:${options.port}`,
    async stop() {
      if (nginx.exitCode === null) {
        nginx.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
