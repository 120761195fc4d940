import type { FastifyInstance } from 'fastify';
import { addressRoutes } from './address/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { geoRoutes } from './geo/routes.ts';
import { referenceRoutes } from './reference/routes.ts';
import { servicesRoutes } from './services/routes.ts';

/** Every domain module of the gateway, in calls.tsv group order. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(geoRoutes);
  await app.register(referenceRoutes);
  await app.register(contentRoutes);
  await app.register(addressRoutes);
  await app.register(servicesRoutes);
  await app.register(analyticsRoutes);
  await app.register(chatRoutes);
}
