/**
 * The one HTTP client of the app, typed from the contract's route definitions:
 * `call(endpoints.getPlace, { params: { id } })` resolves to that route's envelope `data`.
 * Every call carries the tenant, WebP, token and language headers and gives up after 15 s.
 */
import type { ApiRoute, RouteData, RouteInput } from '@youlan/contract';
import { AUTH_HEADER, ErrorCode, REQUEST_TIMEOUT_MS, TENANT_HEADER, WEBP_HEADER, fillPath } from '@youlan/contract/runtime';
import { i18n } from './i18n/index.ts';
import { contentLanguage } from './content-language.ts';
import { getToken, removeToken } from './storage.ts';
import { tenantCode } from './tenant.ts';
import { supportsWebp } from './webp.ts';

/** Failures the phone sees before any answer from the server arrives. */
export const ClientErrorCode = { TIMEOUT: 'TIMEOUT', NETWORK: 'NETWORK', BAD_RESPONSE: 'BAD_RESPONSE' } as const;
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

/** A failed call. Screens act on `code`, never on `message`, which is for people. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode | ClientErrorCode;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** For BAD_REQUEST: the request field that was wrong (`query.size`). */
  readonly field: string | undefined;

  constructor(code: ErrorCode | ClientErrorCode, message: string, status: number, field?: string) {
    super(message);
    this.code = code;
    this.status = status;
    this.field = field;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;

/** The route's path with its parameters filled in and the query appended (undefined values left out). */
export function buildRequestUrl(path: string, params?: Record<string, string | number>, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return `${fillPath(path, params)}${text ? `?${text}` : ''}`;
}

export interface HeaderInput {
  tenant: string;
  /** The language operator content is asked in. */
  language: string;
  webp: boolean;
  token: string | null;
  json: boolean;
}

export function requestHeaders({ tenant, language, webp, token, json }: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = { [TENANT_HEADER]: tenant, [WEBP_HEADER]: String(webp), 'accept-language': language };
  if (token) headers[AUTH_HEADER] = `Bearer ${token}`;
  if (json) headers['content-type'] = 'application/json';
  return headers;
}

/** Headers of every call, read fresh each time (the token changes at login and expiry). */
export function currentHeaders(json: boolean): Record<string, string> {
  return requestHeaders({ tenant: tenantCode(), language: contentLanguage(), webp: supportsWebp(navigator.userAgent), token: getToken(), json });
}

let loginExpiredListener: ((message: string) => void) | null = null;

/** Spec section 8: who shows the message and sends the visitor to log in when the token expires. */
export function onLoginExpired(listener: (message: string) => void): void {
  loginExpiredListener = listener;
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  field?: unknown;
}

function isKnownErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (Object.values(ErrorCode) as string[]).includes(code);
}

export interface CallOptions {
  /** Cancels the call (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Headers a route asks for beyond the common ones (the punch's idempotency key). */
  headers?: Record<string, string>;
}

export async function call<R extends ApiRoute>(route: R, input: RouteInput<R> = {}, options: CallOptions = {}): Promise<RouteData<R>> {
  const url = buildRequestUrl(
    route.path,
    input.params as Record<string, string | number> | undefined,
    input.query as Record<string, QueryValue> | undefined,
  );
  const hasBody = input.body !== undefined;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  // AbortSignal.any is missing from the older WebViews WeChat runs in, so follow the caller by hand.
  const followCaller = () => controller.abort();
  options.signal?.addEventListener('abort', followCaller, { once: true });

  try {
    let response: Response;
    let payload: unknown;
    try {
      response = await fetch(url, {
        method: route.method,
        headers: { ...currentHeaders(hasBody), ...options.headers },
        body: hasBody ? JSON.stringify(input.body) : undefined,
        signal: controller.signal,
      });
      payload = await response.json();
    } catch (error) {
      if (timedOut) throw new ApiError(ClientErrorCode.TIMEOUT, i18n.t('http.timeout'), 0);
      if (options.signal?.aborted) throw error;
      if (error instanceof SyntaxError) throw new ApiError(ClientErrorCode.BAD_RESPONSE, i18n.t('http.badResponse'), 0);
      throw new ApiError(ClientErrorCode.NETWORK, i18n.t('http.network'), 0);
    }

    const body = (payload ?? {}) as ErrorBody & { data?: unknown };
    if (response.ok && body.code === undefined) return body.data as RouteData<R>;

    const message = typeof body.message === 'string' && body.message ? body.message : i18n.t('http.badResponse');
    const code = isKnownErrorCode(body.code) ? body.code : ClientErrorCode.BAD_RESPONSE;
    if (code === ErrorCode.LOGIN_EXPIRED) {
      removeToken();
      loginExpiredListener?.(message);
    }
    throw new ApiError(code, message, response.status, typeof body.field === 'string' ? body.field : undefined);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', followCaller);
  }
}
