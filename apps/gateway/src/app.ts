import type { Database } from '@agrolease/db';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { createAdapters, type GatewayAdapters } from './adapters/index.ts';
import {
  apiDocsEnabled,
  cookiesSecure,
  type GatewayConfig,
  type GuestUploadLimits,
  guestUploadLimits,
  loadConfig,
  metricsAccess,
  type PaymentTerms,
  paymentTermsOf,
  siteAddress,
  trustProxyOption,
} from './config.ts';
import { AppError } from './errors/app-error.ts';
import { createDomainEvents, type DomainEvents } from './events/domain-events.ts';
import { healthPlugin } from './health/health-plugin.ts';
import { metricsPlugin } from './health/metrics-plugin.ts';
import { registerCrossSiteGuard } from './http/cross-site.ts';
import { parseBracketedQuery, parseFormEncoded } from './http/form-body.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { attemptCounterRateLimitStore } from './http/rate-limit-store.ts';
import { replySerializerCompiler } from './http/reply-serializer.ts';
import { analyticsIntakePlugin } from './modules/analytics/routes.ts';
import { registerModules } from './modules/index.ts';
import { messageDeliveryRoutes } from './modules/message-delivery/routes.ts';
import { reminderRoutes } from './modules/reminders/routes.ts';
import { subscribeModules } from './modules/subscriptions.ts';
import { connectionDrainPlugin } from './plugins/connection-drain.ts';
import { registerErrorHandler, registerNotFoundHandler } from './plugins/error-handler.ts';
import { type LogFormat, requestIdHeaderPlugin, serverOptions } from './plugins/logging.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { unfinishedRequestsPlugin } from './plugins/unfinished-requests.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    adapters: GatewayAdapters;
    /** The domain events between modules, subscribed when the gateway is built (decision 0178). */
    events: DomainEvents;
    /** Session cookies are Secure with the __Host- prefix (config COOKIE_SECURE, decision 0079). */
    secureCookies: boolean;
    /** The site's public address, before the paths of links sent by SMS or letter (config PUBLIC_URL). */
    siteAddress: string;
    /** Quotas and keeping of files sent without signing in (config GUEST_UPLOAD_*, decision 0152). */
    guestUploads: GuestUploadLimits;
    /** The requisites clients pay to and the penalty's rate (config PAYEE_*, PAYMENT_PENALTY_*, decision 0168). */
    paymentTerms: PaymentTerms;
  }
}

/** Upload limit (spec 2 §9: 15728640 bytes). */
export const UPLOAD_LIMIT_BYTES = 15_728_640;

export interface GatewayOptions {
  db: Database;
  /** Outside services; each defaults to its configured implementation. */
  adapters?: Partial<GatewayAdapters>;
  /** Settings; read from the environment by default (tests pass production ones). */
  config?: GatewayConfig;
  /** The domain modules to mount; every module by default (tests add throwaway calls). */
  modules?: (app: FastifyInstance) => Promise<void>;
}

/** The OpenAPI document of the calls and its viewer at /srv/docs. */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Agrolease service gateway',
        description:
          'Calls of the site and cabinet (../shared/spec/calls.tsv). Errors: {success:false, error_message, errors_list}.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  // Its own policy, with the hashes of its inline scripts: the calls' one forbids everything
  // (decision 0143). The viewer sets style attributes as it draws, which hashes cannot allow.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (policy) => policy.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
}

/**
 * The gateway as a Fastify plugin: every call under /srv. The web server registers it with
 * prefix /srv inside the site's Fastify; buildGateway() wraps it for split deployments and
 * tests. Load order: wire format, outside plugins, docs, error handling, then the modules.
 */
export async function gatewayPlugin(app: FastifyInstance, options: GatewayOptions): Promise<void> {
  app.decorate('db', options.db);
  app.decorate('adapters', createAdapters(options.db, options.adapters, options.config));
  app.decorate('events', createDomainEvents());
  subscribeModules(app.events);
  app.addHook('onClose', () => app.adapters.attempts.close());
  app.addHook('onReady', async () => app.adapters.files.check?.());
  app.addHook('onClose', async () => app.adapters.files.close?.());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);

  await app.register(formbody, { parser: parseFormEncoded, bodyLimit: 1_048_576 });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 10 } });
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: attemptCounterRateLimitStore(app.adapters.attempts),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('RATE_LIMITED', `Слишком много запросов. Повторите через ${seconds} сек.`, {
        headers: { 'retry-after': String(seconds) },
      });
    },
  });
  const config = options.config ?? loadConfig();
  app.decorate('secureCookies', cookiesSecure(config));
  app.decorate('siteAddress', siteAddress(config));
  app.decorate('guestUploads', guestUploadLimits(config));
  app.decorate('paymentTerms', paymentTermsOf(config));
  // The OpenAPI reference only where it is wanted: off in production unless API_DOCS=1.
  if (apiDocsEnabled(config)) await registerApiDocs(app);

  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  registerErrorHandler(app);
  registerInputGuard(app);
  registerNotFoundHandler(app);
  registerCrossSiteGuard(app);
  await (options.modules ?? registerModules)(app);
  await app.register(messageDeliveryRoutes(config.MESSAGE_DELIVERY_EVERY_MS));
  await app.register(reminderRoutes(config.REMINDER_SWEEP_EVERY_MS));
}

export interface BuildGatewayOptions extends GatewayOptions {
  logLevel?: string;
  logFormat?: LogFormat;
  /** Proxies whose X-Forwarded-* headers are believed; TRUSTED_PROXIES by default. */
  trustedProxies?: string[];
}

/** A stand-alone gateway server: health and metrics at the root, the calls under /srv. */
export async function buildGateway(options: BuildGatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverOptions({ level: options.logLevel ?? 'silent', format: options.logFormat ?? 'json' }),
    routerOptions: { querystringParser: parseBracketedQuery },
    trustProxy: trustProxyOption({ TRUSTED_PROXIES: options.trustedProxies ?? loadConfig().TRUSTED_PROXIES }),
  });
  await app.register(requestIdHeaderPlugin);
  await app.register(unfinishedRequestsPlugin);
  await app.register(connectionDrainPlugin);
  await registerSecurityHeaders(app, { mode: 'api' });
  await app.register(healthPlugin, { db: options.db });
  const config = options.config ?? loadConfig();
  await app.register(metricsPlugin, { access: metricsAccess(config) });
  // One set of adapters for the calls under /srv and the analytics intake beside them.
  const adapters = createAdapters(options.db, options.adapters, config);
  await app.register(gatewayPlugin, {
    db: options.db,
    adapters,
    config,
    modules: options.modules,
    prefix: '/srv',
  });
  await app.register(analyticsIntakePlugin, { db: options.db, adapters });
  return app;
}
