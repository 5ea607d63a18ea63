/**
 * What the access log writes about a request: the landing URL `/?token=…` (and the beacon's
 * `token`) must not put a credential into log files, so token-like query values are redacted.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMETERS = /([?&](?:token|access_token|code|state|binding)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]');
}

/** Pino's request serializer with the URL redacted (Fastify's default otherwise). */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
