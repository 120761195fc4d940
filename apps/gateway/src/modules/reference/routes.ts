import { reference } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { getCategories, getMain } from './service.ts';

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, reference.getCategories, () => getCategories(app.db));
  registerCall(app, reference.main, () => getMain(app.db));
}
