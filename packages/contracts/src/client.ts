import type { CallDef, TCallInput, TCallReply } from './call.ts';
import type { TErrorReply } from './error-reply.ts';
import { toFormParams } from './form-encoding.ts';

export interface TransportRequest {
  method: CallDef['method'];
  /** Full path including /srv and, for GET, the query string. */
  url: string;
  /** Form-encoded body for non-GET calls. */
  body?: string;
  headers: Record<string, string>;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: unknown;
}

/** How a request reaches the gateway: in process (Fastify inject) or over HTTP (GATEWAY_URL). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** A gateway reply with a non-2xx status, carrying the spec's error shape. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly reply: TErrorReply,
  ) {
    super(reply.error_message);
    this.name = 'GatewayError';
  }
}

/**
 * Whether an error is a GatewayError. Use this rather than instanceof: the web server and the
 * built route modules each hold their own copy of this class.
 */
export function isGatewayError(error: unknown): error is GatewayError {
  return (
    error instanceof Error &&
    error.name === 'GatewayError' &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { reply?: unknown }).reply === 'object'
  );
}

export interface CallOptions {
  /** Cookies and forwarding headers of the visitor's request (auth token, client id, IP). */
  headers?: Record<string, string>;
}

export interface GatewayClient {
  call<C extends CallDef>(def: C, input?: TCallInput<C>, options?: CallOptions): Promise<TCallReply<C>>;
}

export const GATEWAY_BASE = '/srv';

/** The one typed client the web tier uses for every call. */
export function createGatewayClient(transport: Transport): GatewayClient {
  return {
    async call(def, input, options) {
      const params = toFormParams((input ?? {}) as Record<string, unknown>);
      const isGet = def.method === 'GET';
      const query = isGet && [...params.keys()].length > 0 ? `?${params}` : '';
      const response = await transport({
        method: def.method,
        url: `${GATEWAY_BASE}${def.path}${query}`,
        body: isGet ? undefined : params.toString(),
        headers: {
          ...(isGet ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
          ...options?.headers,
        },
      });
      if (response.status >= 400) {
        const reply = response.body as Partial<TErrorReply> | undefined;
        throw new GatewayError(response.status, {
          success: false,
          error_message: reply?.error_message ?? 'Сервис временно недоступен',
          errors_list: reply?.errors_list ?? [],
          errcode: reply?.errcode,
        });
      }
      return response.body as TCallReply<typeof def>;
    },
  };
}

/** Transport over HTTP to a separately deployed gateway. */
export function httpTransport(baseUrl: string, timeoutMs = 50_000): Transport {
  return async (request) => {
    const response = await fetch(new URL(request.url, baseUrl), {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: text ? JSON.parse(text) : undefined,
    };
  };
}
