import { providers } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { getAgent, getAgents, getSupplier, getSuppliers } from './service.ts';

export async function providerRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, providers.getSuppliers, (query) => getSuppliers(app.db, query));
  registerCall(app, providers.getSupplier, (query) => getSupplier(app.db, query));
  registerCall(app, providers.getAgent, (query) => getAgent(app.db, query.id));
  registerCall(app, providers.getAgents, (query) => getAgents(app.db, query.region));
}
