import { errorCatalogue, ErrorCode, errorMessage, type ErrorEnvelope } from '@srd/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { langOf } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';
import { takenError } from '../db/pg-errors.js';
import { AppError } from './app-error.js';
import { fieldErrors, RequestValidationError } from './validation.js';

/** Fastify's own client errors, rewritten as catalogue messages in the caller's language. */
function frameworkMessage(error: FastifyError, req: FastifyRequest, bodyLimit: number): string | undefined {
  const lang = langOf(req);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return t('invalidJson', lang);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return t('emptyBody', lang);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return t('unsupportedMediaType', lang);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return t('bodyTooLarge', lang, { limit: bodyLimit });
    default:
      return undefined;
  }
}

function send(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Every failure answers `{ code, message, data? }` with a fitting HTTP status; 500s carry a reference, never a stack.
 */
export function registerErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((raised: unknown, req, reply) => {
    const lang = langOf(req);
    const thrown = takenError(raised, lang) ?? raised;
    if (thrown instanceof AppError) {
      const error = thrown;
      if (error.code === ErrorCode.LoginLocked || error.code === ErrorCode.TooManyRequests) {
        const retry = error.data?.retryAfterSeconds;
        if (typeof retry === 'number') reply.header('retry-after', String(retry));
      }
      return send(reply, error.httpStatus, {
        code: error.code,
        message: errorMessage(error.code, lang, error.values),
        data: error.data,
      });
    }
    if (thrown instanceof RequestValidationError) {
      const fields = fieldErrors(thrown.issues, lang);
      const summary = fields.map((field) => `${field.field}: ${field.message}`).join('; ');
      return send(reply, 400, { code: 400, message: t('invalidFields', lang, { fields: summary }), data: { fields } });
    }
    const error = thrown as FastifyError;
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, { code: 429, message: errorMessage(ErrorCode.TooManyRequests, lang) });
    }
    if (status >= 400 && status < 500) {
      const known = Object.hasOwn(errorCatalogue, status)
        ? errorMessage(status as ErrorCode, lang)
        : errorMessage(400, lang);
      return send(reply, status, { code: status, message: frameworkMessage(error, req, bodyLimit) ?? known });
    }
    req.log.error({ err: error, ref: req.id }, 'unexpected error');
    return send(reply, 500, {
      code: ErrorCode.InternalError,
      message: errorMessage(ErrorCode.InternalError, lang, { ref: req.id }),
      data: { ref: req.id },
    });
  });
}

/** Unknown API routes answer 404 in the envelope. */
export function notFoundBody(req: FastifyRequest): ErrorEnvelope {
  const lang = langOf(req);
  return { code: 404, message: t('routeNotFound', lang, { method: req.method, url: req.url.split('?')[0]! }) };
}

/** A known API path called with a method it does not answer. */
export function methodNotAllowedBody(req: FastifyRequest): ErrorEnvelope {
  return { code: ErrorCode.MethodNotAllowed, message: errorMessage(ErrorCode.MethodNotAllowed, langOf(req)) };
}
