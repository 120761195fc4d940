import { prototypeKeyMessage, prototypeKeyPath } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { queryRefusal } from './form-body.ts';

/**
 * Before any handler or schema sees a request (decision 0076): a query string the router's
 * parser refused is 400, and so is a key __proto__, constructor or prototype at any depth of
 * the parsed query or body, whichever parser made it (form, JSON). Multipart fields are checked
 * as they are read (readMultipartForm).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const refused = queryRefusal(request.query);
    if (refused) throw refused;
    const key = prototypeKeyPath(request.query) ?? prototypeKeyPath(request.body);
    if (key) throw new AppError('BAD_REQUEST', prototypeKeyMessage(key));
  });
}
