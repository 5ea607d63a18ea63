/**
 * The console's HTTP client, typed by the contract's console routes: the session cookie goes by
 * itself (same origin, httpOnly), changes carry the session's CSRF token, and failures become
 * ConsoleApiError with the contract's error code (the screens act on the code, never the text).
 */
import { CSRF_HEADER, fillPath, type ErrorCode } from '@youlan/contract/runtime';
import type { ConsoleData, ConsoleInput, ConsoleRoute } from '@youlan/contract/console';

export class ConsoleApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  readonly field: string | undefined;
  /** From Retry-After on a lock-out, seconds. */
  readonly retryAfterSeconds: number | null;
  constructor(status: number, code: ErrorCode | 'NETWORK', message: string, field?: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** `body.name` → ['name'], `body.poses.0.poseId` → ['poses', 0, 'poseId']: where a form shows the server's refusal. */
export function formPathOf(field: string | undefined): (string | number)[] | null {
  if (!field?.startsWith('body.')) return null;
  return field
    .slice('body.'.length)
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

let csrfToken: string | null = null;

/** Set from every session answer; the header every change repeats. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function consoleUrl<R extends ConsoleRoute>(route: R, input: ConsoleInput<R> = {}): string {
  const path = fillPath(route.path, input.params as Record<string, string | number> | undefined);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A file for an upload route (`rawBody`): its bytes go as the body, with `contentType`. */
export interface ConsoleFile {
  bytes: Blob;
  contentType: string;
}

export async function callConsole<R extends ConsoleRoute>(route: R, input: ConsoleInput<R> & { file?: ConsoleFile } = {}): Promise<ConsoleData<R>> {
  const headers: Record<string, string> = {};
  if (input.file) headers['content-type'] = input.file.contentType;
  else if (input.body !== undefined) headers['content-type'] = 'application/json';
  if (route.method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  let response: Response;
  try {
    response = await fetch(consoleUrl(route, input), {
      method: route.method,
      headers,
      credentials: 'same-origin',
      body: input.file ? input.file.bytes : input.body === undefined ? null : JSON.stringify(input.body),
    });
  } catch (error) {
    throw new ConsoleApiError(0, 'NETWORK', (error as Error).message);
  }
  const envelope = (await response.json().catch(() => null)) as { data?: unknown; message?: string; code?: ErrorCode; field?: string } | null;
  if (!response.ok || !envelope) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ConsoleApiError(response.status, envelope?.code ?? 'INTERNAL', envelope?.message ?? response.statusText, envelope?.field, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  return envelope.data as ConsoleData<R>;
}

/**
 * An upload route's call with its progress: XMLHttpRequest, because fetch reports no upload
 * progress. `onProgress` gets the bytes sent and the total as the browser sends them; `signal` aborts.
 */
export function uploadConsoleFile<R extends ConsoleRoute>(
  route: R,
  input: ConsoleInput<R> & { file: ConsoleFile },
  onProgress: (sentBytes: number, totalBytes: number) => void,
  signal?: AbortSignal,
): Promise<ConsoleData<R>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, consoleUrl(route, input));
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', input.file.contentType);
    if (csrfToken) xhr.setRequestHeader(CSRF_HEADER, csrfToken);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : input.file.bytes.size);
    xhr.onload = () => {
      const envelope = xhr.response as { data?: unknown; message?: string; code?: ErrorCode; field?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && envelope) resolve(envelope.data as ConsoleData<R>);
      else reject(new ConsoleApiError(xhr.status, envelope?.code ?? (xhr.status === 0 ? 'NETWORK' : 'INTERNAL'), envelope?.message ?? xhr.statusText, envelope?.field));
    };
    // A 413 or 415 the server sends before the whole file arrived may reach the browser as a broken connection.
    xhr.onerror = () => reject(new ConsoleApiError(0, 'NETWORK', 'the upload was interrupted'));
    xhr.onabort = () => reject(new ConsoleApiError(0, 'NETWORK', 'the upload was cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(input.file.bytes);
  });
}
