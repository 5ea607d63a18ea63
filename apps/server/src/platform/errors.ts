/**
 * One error shape and one error handler: every failure leaves as the envelope with a code the web
 * app acts on. Bad input names the field; 5xx details stay in the log.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, type ErrorEnvelope } from '@youlan/contract';

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, code: ErrorCode, message: string, options: { field?: string; headers?: Record<string, string> } = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, ErrorCode.BAD_REQUEST, message, field ? { field } : {});
export const notFound = (message: string) => new AppError(404, ErrorCode.NOT_FOUND, message);
/** Spec section 8: the message the web app reacts to by sending the visitor to log in again. */
export const loginExpired = (reason: string) => new AppError(401, ErrorCode.LOGIN_EXPIRED, `Login expired or not logged in: ${reason}`);

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.BAD_REQUEST,
  401: ErrorCode.LOGIN_EXPIRED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.RATE_LIMITED,
};

function envelope(status: number, code: ErrorCode, message: string, field?: string): ErrorEnvelope {
  return field ? { status, data: null, message, code, field } : { status, data: null, message, code };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send(envelope(error.statusCode, error.code, error.message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const context = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const field = path ? `${context}.${path}` : context;
      return reply.code(400).send(envelope(400, ErrorCode.BAD_REQUEST, `Invalid ${field}: ${first?.message ?? 'bad value'}`, field));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const code = CODE_BY_STATUS[status] ?? ErrorCode.BAD_REQUEST;
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Malformed JSON body' : error.message;
      return reply.code(status).send(envelope(status, code, message, status === 400 ? 'body' : undefined));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(envelope(500, ErrorCode.INTERNAL, 'Something went wrong on our side; please try again.'));
  });

}

/**
 * Unknown paths: a GET that is not an API, media or asset path is a screen of the web app
 * (`spaFallback`, when the build is served); anything else is a 404 envelope.
 */
export function registerNotFound(app: FastifyInstance, spaFallback: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isScreen = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/media/') && !/\.[a-z0-9]+$/i.test(path);
    if (isScreen && spaFallback) return spaFallback(request, reply);
    return reply.code(404).send(envelope(404, ErrorCode.NOT_FOUND, `No route ${request.method} ${path}`));
  });
}
