import type { TErrorReply, TFieldError } from '@agrolease/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.ts';

/** Turns a validation path (["wrapper", "field"]) into the form's name for it: wrapper[field]. */
export function formFieldName(path: readonly (string | number)[]): string {
  const [first, ...rest] = path.map(String);
  return (first ?? '') + rest.map((part) => `[${part}]`).join('');
}

/** A validation failure as fastify-type-provider-zod reports it: the Zod issue code is the keyword. */
interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
}

/** A readable Russian message for a Zod issue (spec 1 §5: 'Поле не может быть пустым'). */
function russianMessage(issue: ValidationIssue): string {
  const message = issue.message ?? '';
  // Messages we wrote in Russian in the contracts are already meant for the user.
  if (/[а-яё]/i.test(message)) return message;
  if (issue.keyword === 'invalid_type' && /received undefined/.test(message))
    return 'Поле не может быть пустым';
  switch (issue.keyword) {
    case 'invalid_type':
      return 'Неверный формат значения';
    case 'too_small':
      return 'Слишком короткое или малое значение';
    case 'too_big':
      return 'Слишком длинное или большое значение';
    case 'invalid_format':
      return 'Неверный формат';
    case 'invalid_value':
      return 'Недопустимое значение';
    default:
      return 'Неверное значение';
  }
}

function validationFieldErrors(issues: readonly ValidationIssue[]): TFieldError[] {
  return issues.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    return { prop: formFieldName(path), error: russianMessage(issue) };
  });
}

/** Fastify's own client errors (body parsing, content type, size) in Russian. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Тело запроса не является корректным JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса при типе application/json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого запроса',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Неверная длина тела запроса',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос',
  FST_ERR_CTP_INVALID_TYPE: 'Неверный тип содержимого запроса',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Запрос должен быть multipart/form-data',
  FST_REQ_FILE_TOO_LARGE: 'Файл слишком большой',
  FST_FILES_LIMIT: 'Слишком много файлов в одном запросе',
  FST_FIELDS_LIMIT: 'Слишком много полей в одном запросе',
  FST_PARTS_LIMIT: 'Слишком много частей в одном запросе',
};

/** The spec's error shape; the request id travels in the X-Request-Id header of every reply. */
export function errorReply(message: string, fieldErrors: TFieldError[] = [], errcode?: string): TErrorReply {
  return {
    success: false,
    error_message: message,
    errors_list: fieldErrors,
    ...(errcode ? { errcode } : {}),
  };
}

function send(reply: FastifyReply, status: number, body: TErrorReply): FastifyReply {
  // The reply schema of a route describes success only: send the error shape as plain JSON.
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

/**
 * The one error handler (STYLE.md §5): AppError codes, validation failures and Fastify's
 * client errors become the spec's error shape with a 4xx status; anything else is a 500
 * whose details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return send(reply, error.status, errorReply(error.message, error.fieldErrors, error.errcode));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = validationFieldErrors(error.validation as unknown as ValidationIssue[]);
      return send(reply, 400, errorReply(fieldErrors[0]?.error ?? 'Неверные параметры запроса', fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, errorReply(error.message));
    }
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_CLIENT_ERRORS[error.code]) || 'Некорректный запрос';
      return send(reply, status, errorReply(message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, errorReply('Внутренняя ошибка сервиса. Попробуйте повторить запрос позже.'));
  });
}

/**
 * Any unknown path under the gateway's prefix: a JSON 404, never the web page. A catch-all
 * route (not only a not-found handler) so that it wins over the site's own catch-all when
 * the web server mounts the gateway under /srv.
 */
export function registerNotFoundHandler(app: FastifyInstance): void {
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    send(reply, 404, errorReply(`Метод ${request.method} ${request.url.split('?')[0]} не найден`));
  app.setNotFoundHandler(notFound);
  app.all('/*', { schema: { hide: true } }, notFound);
}
