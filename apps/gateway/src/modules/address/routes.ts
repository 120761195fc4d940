import { geo } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { listRegions } from '../geo/service.ts';

/** The address reference (FIAS/KLADR). Regions are owned by the geo module and read through its service. */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, geo.listRegions, async () => ({ items: await listRegions(app.db) }));
}
