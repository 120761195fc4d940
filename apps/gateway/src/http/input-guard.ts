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
  // A callback hook: an async one costs a promise and a microtask on every call.
  app.addHook('preValidation', (request, _reply, done) => {
    const refused = queryRefusal(request.query);
    if (refused) return done(refused);
    const key = prototypeKeyPath(request.query) ?? prototypeKeyPath(request.body);
    done(key ? new AppError('BAD_REQUEST', prototypeKeyMessage(key)) : undefined);
  });
}
