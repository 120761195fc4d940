import { z } from 'zod';
import { defineCall } from './call.ts';

export {
  ANALYTICS_INTAKE_PATH,
  ANALYTICS_VERSION_RELEASE,
  deviceTypeOf,
  UTM_COOKIE,
  UTM_MAX_AGE_SECONDS,
} from './analytics-values.ts';

/** The analytics event of spec 2 §3, posted as JSON to /api/nats/. */
export const ZAnalyticsEvent = z.object({
  guid: z.string().uuid('guid должен быть UUID'),
  clientId: z.string().min(1).max(64),
  sessionId: z.string().min(1).max(64),
  location: z.string().min(1).max(2000),
  userAgent: z.string().max(1000).default(''),
  screen: z.object({ width: z.number().int().nonnegative(), height: z.number().int().nonnegative() }),
  deviceType: z.enum(['desktop', 'tablet', 'mobile']),
  eventType: z.string().min(1).max(60),
  eventName: z.string().min(1).max(120),
  eventCategory: z.string().max(120).default(''),
  versionRelease: z.string().min(1).max(20),
  environment: z.string().max(20).default('prod'),
  params: z.record(z.string(), z.unknown()).default({}),
  performance: z
    .object({
      domContentLoaded: z.number().nonnegative().optional(),
      load: z.number().nonnegative().optional(),
      ttfb: z.number().nonnegative().optional(),
    })
    .optional(),
  exp_groups: z.array(z.string().max(120)).max(50).default([]),
});
export type TAnalyticsEvent = z.input<typeof ZAnalyticsEvent>;

const ZUtmField = z.string().trim().max(200).default('');

export const setUTM = defineCall({
  method: 'GET',
  path: '/SetUTM',
  changesState: true,
  access: 'client',
  group: 'analytics',
  summary: 'Stores the UTM marks of a visit and sets the UTM cookie for 30 days',
  query: z.object({
    utm_source: ZUtmField,
    utm_medium: ZUtmField,
    utm_campaign: ZUtmField,
    utm_content: ZUtmField,
    utm_term: ZUtmField,
    uid: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{8,64}$/, 'Неверный uid')
      .optional(),
  }),
  reply: z.object({ success: z.literal(true), uid: z.string() }),
});

export const getExperiments = defineCall({
  method: 'GET',
  path: '/GetExperiments',
  access: 'client',
  group: 'analytics',
  summary: "The visitor's experiment groups, stable per client id; also set in the experiments cookie",
  query: z.object({ token: z.string().max(200).optional() }),
  reply: z.object({
    experiments: z.array(z.object({ code: z.string(), experiment: z.string(), group: z.string() })),
  }),
});
