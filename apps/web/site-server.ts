/**
 * The composition root (ARCHITECTURE.md §1): one Fastify instance serving the gateway under
 * /srv, health and metrics, the built client assets, and every other path through React
 * Router's SSR. Loaders call the gateway in process (Fastify inject: no network hop), or over
 * HTTP when GATEWAY_URL points at a separately deployed gateway.
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { createGatewayClient, httpTransport, sessionTokenFromCookieHeader } from '@agrolease/contracts';
import { type DatabaseHandle, openDatabase, prepareDatabase } from '@agrolease/db';
import {
  accountPageVersion,
  analyticsIntakePlugin,
  captchaWarning,
  catalogueGeneration,
  connectionDrainPlugin,
  cookiesSecure,
  createAdapters,
  cspNonceOf,
  gatewayPlugin,
  healthPlugin,
  isCrossSite,
  loadConfig,
  logFormatOf,
  MESSAGE_CROSS_SITE,
  metricsAccess,
  metricsPlugin,
  parseBracketedQuery,
  publicUrlWarning,
  registerSecurityHeaders,
  requestIdHeaderPlugin,
  serverOptions,
  trustProxyOption,
  UNFINISHED_REQUESTS_GRACE_MS,
  unfinishedRequestsPlugin,
} from '@agrolease/gateway';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { accountPageKey, createAccountPageCache, isAccountPageRequest } from './account-page-cache.ts';
import { wholePage } from './app/lib/page-body.server.ts';
import { createGuestPageCache, type GuestPage, isGuestRequest } from './guest-page-cache.ts';
import { backgroundTransport, inProcessTransport } from './in-process-gateway.ts';
import { chosenEncoding, encodedPage, policyWithHashes } from './kept-page-answer.ts';
import { optionalUrl } from './optional-url.ts';
import { createPageCacheAddress } from './page-cache-key.ts';
import { createPageDrain } from './page-drain.ts';
import { createPageIndex } from './page-index.ts';
import { createRenderGate, type RenderGate, RenderRefused, refusedAnswer } from './page-render-guard.ts';
import { sendPage, toWebRequest } from './page-request.ts';
import { createRenderVisitors } from './render-visitor.ts';
import { isSignedInDocumentRequest, markedSignedIn, withoutSessionCookies } from './shared-page.ts';
import { requestOrigin, siteOrigin } from './site-origin.ts';
import { DATABASE_PREPARED_ENV } from './site-workers.ts';
import {
  clientIdSetCookie,
  ensureClientIdCookie,
  missingSessionTwin,
  withCookies,
} from './visitor-cookies.ts';

const webRoot = dirname(fileURLToPath(import.meta.url));
const clientDir = join(webRoot, 'build', 'client');
const serverBuildPath = join(webRoot, 'build', 'server', 'index.js');

export interface SiteServerOptions {
  /** Vite in middleware mode with hot reload instead of the production build. */
  dev?: boolean;
  /** A database opened and prepared already (tests); the site closes it when it closes. */
  database?: DatabaseHandle;
}

export interface SiteServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** How often a render held back by the event loop's lag looks again (under-pressure samples every 250 ms). */
const LAG_RECHECK_MS = 125;

/** Whom a page request's renders are counted for, and the session it carries (page-render-guard.ts). */
interface Visitor {
  kind: 'address' | 'account';
  key: string;
  sessionToken: string | undefined;
}

type PageCache = ReturnType<typeof createGuestPageCache>;

/** A page action posted by a page of another site (decision 0079): refused, with a way back. */
const CROSS_SITE_PAGE = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Действие отклонено</title></head><body><h1>Действие отклонено</h1><p>${MESSAGE_CROSS_SITE}.</p><p><a href="/">На главную</a></p></body></html>`;

export async function buildSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const config = loadConfig();
  const gatewayUrl = optionalUrl('GATEWAY_URL');
  const dev = options.dev ?? false;
  const secureCookies = cookiesSecure(config);

  const app = Fastify({
    ...serverOptions({ level: config.LOG_LEVEL, format: logFormatOf(config, dev) }),
    routerOptions: { querystringParser: parseBracketedQuery },
    // X-Forwarded-For/-Proto only from TRUSTED_PROXIES (decision 0078); X-Forwarded-Host never.
    trustProxy: trustProxyOption(config),
    // Loading the server build (or Vite in development) can outlast Fastify's 10 s default on
    // a busy two-core machine; a slow start is not a failed one.
    pluginTimeout: 60_000,
  });

  let database: DatabaseHandle | undefined = options.database;
  if (!gatewayUrl && !database) {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite') });
    // A worker of the primary process (site-workers.ts) finds it prepared already.
    if (process.env[DATABASE_PREPARED_ENV] !== '1')
      await prepareDatabase(database, { seed: config.SEED, log: (line) => console.log(line) });
  }

  await app.register(requestIdHeaderPlugin);
  // Stopping, the handlers that have started answer before the database is closed.
  await app.register(unfinishedRequestsPlugin);
  // Stopping, the open connections are served to their end before anything is refused (0176).
  await app.register(connectionDrainPlugin);
  // Pages and JSON compressed on the fly (brotli at a level cheap enough per request); the
  // hashed assets are served from their build-time .br/.gz twins (precompress-assets.ts).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerSecurityHeaders(app, {
    mode: 'site',
    yandexMaps: Boolean(process.env.YANDEX_MAPS_API_KEY?.trim()),
    recaptcha: Boolean(config.RECAPTCHA_SITE_KEY),
    // Inline scripts by nonce only; Vite's development scripts carry none.
    scriptNonces: !dev,
  });
  await app.register(metricsPlugin, { access: metricsAccess(config) });
  if (database) {
    // One set of adapters for the calls under /srv and the analytics intake at /api/nats/.
    const adapters = createAdapters(database.db, {}, config);
    await app.register(healthPlugin, { db: database.db });
    await app.register(gatewayPlugin, { db: database.db, adapters, config, prefix: '/srv' });
    await app.register(analyticsIntakePlugin, { db: database.db, adapters });
  } else {
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async () => ({ status: 'ready' }));
  }

  // Page requests in progress (queued ones too), and whether the site is draining them to stop.
  const drain = createPageDrain();

  const pages = createPageIndex(
    createGatewayClient(gatewayUrl ? httpTransport(gatewayUrl) : backgroundTransport(app)),
    (line) => app.log.warn(line),
  );
  app.addHook('onClose', async () => pages.stop());

  await app.register(async (web) => {
    // React Router reads the body itself: hand it the untouched stream.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));

    // Production hands React Router the build itself: given a function (development's
    // hot reload), it derives its routes and static handler again for every request.
    let build: ServerBuild | (() => Promise<ServerBuild>);
    // The address guests' copies of a page are kept under (production only, like the cache).
    let pageCacheAddress: (url: string) => string | undefined = () => undefined;
    // The address an account's own copy of a signed-in page is kept under (decision 0131).
    let accountPageAddress: (url: string) => string | undefined = () => undefined;
    if (dev) {
      const { createServer } = await import('vite');
      const vite = await createServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });
      await web.register((await import('@fastify/middie')).default);
      web.use(vite.middlewares);
      web.addHook('onClose', () => vite.close());
      build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    } else {
      if (!existsSync(serverBuildPath))
        throw new Error('No production build: run `npm run build` first (npm start does it).');
      const productionBuild = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
      build = productionBuild;
      pageCacheAddress = createPageCacheAddress(productionBuild.routes);
      accountPageAddress = createPageCacheAddress(productionBuild.routes, 'accountPageCache');
      await web.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        preCompressed: true,
        // Our own header below, not @fastify/static's max-age=0 that would override it.
        cacheControl: false,
        setHeaders: (response, path) => {
          // The body is brotli, gzip or plain as the request's Accept-Encoding asks: a shared
          // cache (nginx's proxy_cache, a CDN) must keep one copy per encoding, or it hands the
          // brotli one to a client that cannot read it (decision 0128).
          response.setHeader('vary', 'accept-encoding');
          response.setHeader(
            'cache-control',
            path.includes(`${resolve(clientDir, 'assets')}`)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=3600',
          );
        },
      });
    }

    const handle = createRequestHandler(build, dev ? 'development' : 'production');
    // Render guards (decisions 0078, 0170): renders in flight and a second per account for a
    // signed-in visitor, per address for a guest, a short queue before any 429; and the event
    // loop's lag measured for this scope only, so health, metrics and /srv never answer 503 for it.
    const queue = { size: config.PAGE_RENDER_QUEUE, waitMs: config.PAGE_RENDER_WAIT_MS };
    const gates: Record<'address' | 'account', RenderGate> = {
      address: createRenderGate(
        { inFlight: config.PAGE_RENDERS_PER_IP, perSecond: config.PAGE_RENDER_RATE_PER_IP },
        queue,
      ),
      account: createRenderGate(
        { inFlight: config.PAGE_RENDERS_PER_ACCOUNT, perSecond: config.PAGE_RENDER_RATE_PER_ACCOUNT },
        queue,
      ),
    };
    const visitors = createRenderVisitors();
    const rendersInFlight = () => gates.address.inFlight + gates.account.inFlight;
    await web.register(underPressure, {
      // Vite's on-demand compiling lags by design in development.
      maxEventLoopDelay: dev ? 0 : config.PAGE_RENDER_MAX_LAG_MS,
      sampleInterval: 250,
      // Not the whole scope: a guest's kept page costs nothing, so only renders are shed (below).
      pressureHandler: () => undefined,
    });
    // Lag while other page requests are running is theirs: this render waits for it to pass, as
    // long as a queued one may (a cold process's first burst), and is shed past that. Lag without
    // them (start-up, a garbage collection) is not a reason to refuse anyone.
    const overloaded = () => rendersInFlight() > 1 && web.isUnderPressure();
    const renderOrShed = async <T>(visitor: Visitor, render: () => Promise<T>): Promise<T> => {
      await gates[visitor.kind].take(visitor.key);
      const waitUntil = performance.now() + queue.waitMs;
      while (overloaded()) {
        if (performance.now() >= waitUntil) throw new RenderRefused(10, 'overloaded');
        await new Promise((resolve) => setTimeout(resolve, LAG_RECHECK_MS));
      }
      return render();
    };
    // Pages every guest gets alike, keyed by the catalogue generation (split deployments,
    // without the database at hand, rely on the pages' s-maxage alone).
    const db = database?.db;
    const guestPages =
      config.PAGE_CACHE_MB > 0 && !dev
        ? createGuestPageCache({
            maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
            version: db ? () => catalogueGeneration(db) : async () => 0,
          })
        : undefined;
    // Pages an account gets again until its data, the catalogue or the day changes: only with
    // the database at hand, whose generations key them (decision 0131).
    const accountPages =
      config.ACCOUNT_PAGE_CACHE_MB > 0 && !dev && db
        ? createAccountPageCache({ maxBytes: config.ACCOUNT_PAGE_CACHE_MB * 1024 * 1024 })
        : undefined;
    // A kept page is answered in the encoding the request takes, compressed once, with its
    // scripts allowed by hash instead of this answer's nonce (decision 0161), and its own cookies.
    // `signedIn`: the guests' copy for a signed-in visitor, marked for the browser to fill in the
    // account and kept by nobody on the way (decision 0157).
    const answerKept = async (
      cache: PageCache,
      request: FastifyRequest,
      reply: FastifyReply,
      found: GuestPage,
      cookies: readonly string[],
      signedIn = false,
    ) => {
      if (!('page' in found)) {
        reply.header('x-cache', found.outcome);
        if (!signedIn) return reply.send(withCookies(found.response, cookies));
        // Not kept (an error page): marked all the same, the render's own cookies were a guest's.
        const { response } = found;
        const own = [...response.headers].filter(
          ([name]) => name !== 'set-cookie' && name !== 'content-length',
        );
        reply
          .code(response.status)
          .headers(Object.fromEntries(own))
          .header('cache-control', 'private, no-cache');
        for (const cookie of cookies) reply.header('set-cookie', cookie);
        return reply.send(markedSignedIn(Buffer.from(await response.arrayBuffer())));
      }
      const { page } = found;
      const encoding = chosenEncoding(request.headers['accept-encoding']);
      const body = cache.variant(page, `${signedIn ? 'signed-in ' : ''}${encoding}`, () =>
        encodedPage(signedIn ? markedSignedIn(page.body) : page.body, encoding),
      );
      reply.code(page.status).headers(Object.fromEntries(page.headers));
      const policy = reply.raw.getHeader('content-security-policy');
      const nonce = cspNonceOf(reply);
      if (typeof policy === 'string' && nonce)
        reply.header('content-security-policy', policyWithHashes(policy, nonce, page.scriptHashes));
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      reply.header('vary', 'accept-encoding');
      if (signedIn) reply.header('cache-control', 'private, no-cache');
      reply.header('age', found.age).header('x-cache', found.outcome);
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return reply.send(body);
    };
    // Links meant for others name this origin, never the request's Host (decision 0155).
    const origin = siteOrigin(config);
    const render = async (request: FastifyRequest, reply: FastifyReply, visitor: Visitor) => {
      // React Router actions change things: never for a page of another site (decision 0079).
      if (request.method !== 'GET' && request.method !== 'HEAD' && isCrossSite(request))
        return reply.code(403).type('text/html; charset=utf-8').send(CROSS_SITE_PAGE);
      const newClientId = ensureClientIdCookie(request);
      const transport = visitors.observing(
        gatewayUrl ? httpTransport(gatewayUrl) : inProcessTransport(app, request),
        visitor.sessionToken,
      );
      const cspNonce = cspNonceOf(reply);
      const respond = (url = request.url) =>
        renderOrShed(visitor, () =>
          handle(toWebRequest(request, requestOrigin(request, config.PUBLIC_URL), url), {
            gateway: createGatewayClient(transport),
            origin,
            pages,
            captchaSiteKey: config.RECAPTCHA_SITE_KEY,
            secureCookies,
            cspNonce,
          }),
        );
      const visitorCookies = [
        ...(newClientId ? [clientIdSetCookie(newClientId)] : []),
        // Spec 1 §10: if one of the session cookies authToken and __at exists, the other is set to match.
        ...[missingSessionTwin(request.headers.cookie, secureCookies)].filter(
          (cookie): cookie is string => cookie !== undefined,
        ),
      ];
      const shared =
        guestPages && isGuestRequest(request.method, request.url, request.headers.cookie)
          ? pageCacheAddress(request.url)
          : undefined;
      if (guestPages && shared) {
        const found = await guestPages.serve(`${origin}${shared}`, () => respond(shared).then(wholePage));
        return answerKept(guestPages, request, reply, found, visitorCookies);
      }
      // A page the same for every visitor is the guests' copy for a signed-in one too, marked so
      // that the browser fills in the account (decision 0157).
      const sharedWithAccount =
        guestPages && isSignedInDocumentRequest(request.method, request.url, request.headers.cookie)
          ? pageCacheAddress(request.url)
          : undefined;
      if (guestPages && sharedWithAccount) {
        request.headers.cookie = withoutSessionCookies(request.headers.cookie ?? '');
        const found = await guestPages.serve(`${origin}${sharedWithAccount}`, () =>
          respond(sharedWithAccount).then(wholePage),
        );
        return answerKept(guestPages, request, reply, found, visitorCookies, true);
      }
      const own =
        accountPages && db && isAccountPageRequest(request.method, request.url, request.headers.cookie)
          ? accountPageAddress(request.url)
          : undefined;
      const token = own
        ? sessionTokenFromCookieHeader(request.headers.cookie, { secure: secureCookies })
        : undefined;
      const version = db && token ? await accountPageVersion(db, token) : undefined;
      if (token && version) visitors.vouch(token, Number.parseInt(version, 10));
      if (accountPages && own && version) {
        const key = accountPageKey(version, `${origin}${own}`);
        const found = await accountPages.serve(key, () => respond(own).then(wholePage));
        return answerKept(accountPages, request, reply, found, visitorCookies);
      }
      return sendPage(reply, withCookies(await respond(), visitorCookies));
    };
    const guarded = async (request: FastifyRequest, reply: FastifyReply) => {
      if (drain.draining && (request.method === 'GET' || request.method === 'HEAD')) {
        // Stopping: this instance finishes the pages it has started; nginx retries a GET elsewhere.
        // A page action is served (the gateway still takes its calls): nginx never resends a POST.
        const answer = refusedAnswer(new RenderRefused(1, 'overloaded'));
        return reply
          .code(answer.status)
          .headers(answer.headers)
          .header('connection', 'close')
          .send(answer.body);
      }
      return drain.track(() => guardedPage(request, reply));
    };
    const guardedPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const sessionToken = sessionTokenFromCookieHeader(request.headers.cookie, { secure: secureCookies });
      const visitor = { ...visitors.of(request.ip, sessionToken), sessionToken };
      try {
        // Counted from the start: even a kept page asks the database for the generation first.
        return await gates[visitor.kind].run(visitor.key, () => render(request, reply, visitor));
      } catch (error) {
        if (!(error instanceof RenderRefused)) throw error;
        const answer = refusedAnswer(error);
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      }
    };
    web.all('/', guarded);
    web.all('/*', guarded);
  });

  await app.ready();
  // Only once the server is ready: the refresh calls the gateway in process (inject).
  pages.start();
  let closed: Promise<void> | undefined;
  return {
    app,
    url: `http://${config.HOST}:${config.PORT}`,
    close() {
      // Connections first: nginx's open ones are served to their end and closed (decision 0176).
      // Then pages: once Fastify starts closing it refuses the renders' in-process gateway calls
      // (inject), so the pages started (and queued) are finished while it still takes them.
      closed ??= (async () => {
        await app.handBackConnections(UNFINISHED_REQUESTS_GRACE_MS);
        await drain.finish(UNFINISHED_REQUESTS_GRACE_MS, (left) =>
          app.log.warn({ pages: left }, 'stopping with page renders still running'),
        );
        await app.close();
        await database?.close();
      })();
      return closed;
    },
  };
}

/**
 * Builds the site and serves it on the configured port until SIGTERM or SIGINT: the whole site in
 * one process, or one worker of the primary (site-workers.ts). The entry is server.ts.
 */
export async function serveSite(options: { dev: boolean }): Promise<void> {
  const config = loadConfig();
  const server = await buildSiteServer({ dev: options.dev });
  // Ctrl-C reaches a cluster's workers twice (from the terminal and from the primary).
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await server.app.listen({ port: config.PORT, host: config.HOST });
  if (cluster.isPrimary) console.log(`Agrolease is running at ${server.url}`);
  // Once per site, not per worker: production without PUBLIC_URL names the listening address,
  // without RECAPTCHA_SECRET refuses every captcha (or takes the test token with LOCAL_CAPTCHA=1).
  if (cluster.isPrimary || cluster.worker?.id === 1) {
    for (const warning of [publicUrlWarning(config), captchaWarning(config)]) {
      if (warning) server.app.log.warn(warning);
    }
  }
}
