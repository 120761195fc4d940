import { reference } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { getCategories, getMain } from './service.ts';

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  // The same tree for every visitor (the header's menus fetch it when first opened, decision
  // 0119): a browser may keep it for a minute, as the process keeps it for 30 s.
  registerCall(app, reference.getCategories, (_input, _request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return getCategories(app.db);
  });
  registerCall(app, reference.main, () => getMain(app.db));
}
