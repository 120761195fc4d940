import { analytics, isClientId, withInputRules } from '@agrolease/contracts';
import {
  ANALYTICS_INTAKE_PATH,
  UTM_COOKIE,
  UTM_MAX_AGE_SECONDS,
  ZAnalyticsEvent,
} from '@agrolease/contracts/analytics';
import type { Database } from '@agrolease/db';
import { EXPERIMENTS_COOKIE, EXPERIMENTS_MAX_AGE_SECONDS } from '@agrolease/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayAdapters } from '../../adapters/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireClientId } from '../../http/client-id.ts';
import { registerInputGuard } from '../../http/input-guard.ts';
import { registerCall } from '../../http/register-call.ts';
import { errorReply, formFieldName } from '../../plugins/error-handler.ts';
import { acceptAnalyticsEvent, experimentsOf, storeUtm, writeAnalyticsEvent } from './service.ts';

/** SetUTM and GetExperiments under /srv, and the consumer that writes bus events to the table. */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const bus = app.adapters.analyticsBus;
  const consuming = bus.consume((event) => writeAnalyticsEvent(app.db, event));
  if (bus.kind === 'table') await consuming;
  else
    consuming.catch((error: unknown) =>
      app.log.error({ err: error }, 'analytics: NATS consumer did not start'),
    );
  app.addHook('onClose', () => bus.close());

  registerCall(app, analytics.setUTM, async (input, request, reply) => {
    const clientId = requireClientId(request);
    const { uid, marks } = await storeUtm(app.db, clientId, input);
    reply.setCookie(UTM_COOKIE, JSON.stringify(marks), {
      path: '/',
      maxAge: UTM_MAX_AGE_SECONDS,
      sameSite: 'lax',
    });
    return { success: true as const, uid };
  });

  registerCall(app, analytics.getExperiments, async (_input, request, reply) => {
    const result = experimentsOf(requireClientId(request));
    reply.setCookie(EXPERIMENTS_COOKIE, result.experiments.map((item) => item.code).join(','), {
      path: '/',
      maxAge: EXPERIMENTS_MAX_AGE_SECONDS,
      sameSite: 'lax',
    });
    return result;
  });
}

/** An event as the site posts it, under the input rules of every call (no NUL in its text). */
const ZAnalyticsIntake = withInputRules(ZAnalyticsEvent);

function clientOf(request: FastifyRequest): string | undefined {
  const cookie = request.headers.cookie?.match(/(?:^|;\s*)client_id=([^;]*)/)?.[1];
  return isClientId(cookie) ? cookie : undefined;
}

/**
 * POST /api/nats/ (outside /srv, spec 2 §7): the site's analytics intake. Registered at the
 * root of the site's server (apps/web/site-server.ts) and of the stand-alone gateway, sharing the
 * gateway's analytics bus.
 */
export async function analyticsIntakePlugin(
  app: FastifyInstance,
  options: { db: Database; adapters: GatewayAdapters },
): Promise<void> {
  app.setErrorHandler((error, _request, reply) => {
    const status =
      error instanceof AppError ? error.status : ((error as { statusCode?: number }).statusCode ?? 500);
    if (status >= 500) {
      app.log.error({ err: error }, 'analytics intake failed');
      return reply.code(500).send(errorReply('Внутренняя ошибка сервера'));
    }
    return reply.code(status).send(errorReply('Тело запроса не является корректным событием аналитики'));
  });
  registerInputGuard(app);
  app.post(ANALYTICS_INTAKE_PATH, { bodyLimit: 65_536 }, async (request, reply) => {
    const parsed = ZAnalyticsIntake.safeParse(request.body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({
        prop: formFieldName(issue.path as (string | number)[]),
        error: issue.message,
      }));
      return reply.code(400).send(errorReply('Неверное событие аналитики', errors));
    }
    // The client id of the event is the visitor's own when the cookie is there.
    const event = { ...parsed.data, clientId: clientOf(request) ?? parsed.data.clientId };
    return acceptAnalyticsEvent(options.db, options.adapters.analyticsBus, event, (line) =>
      app.log.warn(line),
    );
  });
}
