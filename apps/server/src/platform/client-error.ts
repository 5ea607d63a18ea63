/**
 * Requests Node's HTTP parser refuses before any route sees them. The one a visitor can reach is a
 * link too long for the header limit (a 5,000-character search shared in a chat): Node answers it
 * with a bare JSON 431. A page link goes to the app's own "link not usable" screen instead; an API
 * call keeps a JSON answer the client can act on.
 */
import type { Socket } from 'node:net';
import { clientErrorHandler } from './errors.ts';

/** `#direct`: the app's first navigation keeps the visitor on this screen instead of home. */
const LINK_ERROR_PATH = '/linkError#direct';

interface ParserError extends Error {
  code?: string;
  /** The bytes parsed so far (a Buffer at run time): the request line, when it arrived. */
  rawPacket?: unknown;
}

function requestPath(error: ParserError): string | null {
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : null;
  const firstLine = raw?.subarray(0, 512).toString('latin1').split('\r\n', 1)[0] ?? '';
  return /^[A-Z]+ (\/\S*)/.exec(firstLine)?.[1] ?? null;
}

/** Fastify's `clientErrorHandler`: answers on the raw socket, then closes it. */
export function handleClientError(error: ParserError, socket: Socket): void {
  // Nothing to answer on a socket that is gone or half-answered already.
  if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
    socket.destroy(error);
    return;
  }
  const path = error.code === 'HPE_HEADER_OVERFLOW' ? requestPath(error) : null;
  if (path && !path.startsWith('/api/') && !isHead(error)) {
    // A page: the app explains that this link cannot be used (303: the next request is a GET).
    socket.end(`HTTP/1.1 303 See Other\r\nLocation: ${LINK_ERROR_PATH}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    return;
  }
  // The API (a JSON 431 the client can act on), HEAD (no body) and every other parser refusal.
  clientErrorHandler(error as Parameters<typeof clientErrorHandler>[0], socket);
}

function isHead(error: ParserError): boolean {
  return Buffer.isBuffer(error.rawPacket) && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
}
