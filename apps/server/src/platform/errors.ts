/**
 * One error shape and one error handler: every failure leaves as the envelope with a code the web
 * app acts on. Bad input names the field; 5xx details stay in the log.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, type ErrorEnvelope } from '@youlan/contract';
import { isDatabaseUnavailable } from './db/unavailable.ts';

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

/** Seconds a client is asked to wait when the database is down or the server sheds load. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;
/** An outage is logged once per this interval, not once per request (2,000 stack traces a second). */
const OUTAGE_LOG_INTERVAL_MS = 30_000;

export function registerErrorHandling(app: FastifyInstance): void {
  let lastOutageLogAt = 0;
  let outagesSinceLog = 0;
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // Database down or too slow, or load shed by under-pressure: a fast 503 the client may retry.
    if (isDatabaseUnavailable(error) || (!(error instanceof AppError) && error.statusCode === 503)) {
      outagesSinceLog += 1;
      const now = Date.now();
      if (now - lastOutageLogAt >= OUTAGE_LOG_INTERVAL_MS) {
        request.log.error({ reason: error.message, requestsRefused: outagesSinceLog }, 'service unavailable: answering 503');
        lastOutageLogAt = now;
        outagesSinceLog = 0;
      }
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      return reply.code(503).send(envelope(503, ErrorCode.UNAVAILABLE, 'The service is busy or briefly unavailable; please try again in a few seconds.'));
    }
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

/**
 * Requests Node's parser refuses before Fastify sees them (headers too large, garbage, slow
 * clients): the envelope with the status, except that a HEAD answer never carries a body.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? 'The request headers are too large' : status === 408 ? 'The request took too long to arrive' : 'Malformed HTTP request';
  // Node hands over the bytes it had read (typed by Fastify as a serialized Buffer).
  const raw: unknown = error.rawPacket;
  const isHead = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString('latin1') === 'HEAD ';
  const body = isHead ? '' : JSON.stringify(envelope(status, CODE_BY_STATUS[status] ?? ErrorCode.BAD_REQUEST, message));
  if (socket.writable) {
    const type = isHead ? '' : 'Content-Type: application/json; charset=utf-8\r\n';
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\n${type}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
