import type { TFieldError } from '@agrolease/contracts';

/**
 * The gateway's one error type. A service throws it with a code; the error handler
 * (plugins/error-handler.ts) turns the code into an HTTP status and the spec's error shape.
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors: TFieldError[];
  /** Machine-readable reason passed to the client as errcode (e.g. "agreements"). */
  readonly errcode?: string;
  readonly headers: Record<string, string>;

  constructor(
    code: AppErrorCode,
    message: string,
    options: {
      fieldErrors?: TFieldError[];
      errcode?: string;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options.fieldErrors ?? [];
    this.errcode = options.errcode;
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}
