import type { Transport } from '@agrolease/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The gateway reached in process, carrying the visitor's cookies, IP and request id. */
export function inProcessTransport(app: FastifyInstance, visitor: FastifyRequest): Transport {
  return async (call) => {
    const response = await app.inject({
      method: call.method,
      url: call.url,
      payload: call.body,
      remoteAddress: visitor.ip,
      headers: {
        ...call.headers,
        ...(visitor.headers.cookie ? { cookie: visitor.headers.cookie } : {}),
        ...(visitor.headers['user-agent'] ? { 'user-agent': visitor.headers['user-agent'] } : {}),
        'x-request-id': String(visitor.id),
      },
    });
    let body: unknown;
    try {
      body = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, headers: response.headers, body };
  };
}

/** The gateway in process for the server's own calls (no visitor behind them). */
export function backgroundTransport(app: FastifyInstance): Transport {
  return async (call) => {
    const response = await app.inject({
      method: call.method,
      url: call.url,
      payload: call.body,
      headers: call.headers,
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body ? JSON.parse(response.body) : undefined,
    };
  };
}
