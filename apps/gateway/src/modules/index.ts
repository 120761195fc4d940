import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes.ts';
import { addressRoutes } from './address/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { geoRoutes } from './geo/routes.ts';
import { referenceRoutes } from './reference/routes.ts';
import { registrationRoutes } from './registration/routes.ts';

/** Every domain module of the gateway, in calls.tsv group order. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(geoRoutes);
  await app.register(referenceRoutes);
  await app.register(addressRoutes);
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(accountRoutes);
}
