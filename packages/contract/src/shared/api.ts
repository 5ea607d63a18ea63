/**
 * An API route as plain data: method, path, who may call it and the zod schema of every part.
 * The server registers its routes from these; the web client is typed from them; OpenAPI comes
 * from them. Paths use Fastify's `:param` form.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `none`: anyone; `optional`: a valid token is used when present; `required`: 401 without one. */
export type AuthMode = 'none' | 'optional' | 'required';

export interface ApiRoute<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: AuthMode;
  /** False only for calls that find the tenant another way (the page-view beacon carries it in the body). */
  tenantHeader?: boolean;
  query?: Q;
  params?: P;
  body?: B;
  /** Schema of the envelope's `data`. */
  data: D;
}

export function defineRoute<
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
>(route: ApiRoute<Q, P, B, D>): ApiRoute<Q, P, B, D> {
  return route;
}

type InferOr<T, F> = T extends z.ZodType ? z.infer<T> : F;
type InputOr<T, F> = T extends z.ZodType ? z.input<T> : F;

export type RouteQuery<R> = R extends ApiRoute<infer Q, infer _P, infer _B, infer _D> ? InferOr<Q, undefined> : never;
export type RouteParams<R> = R extends ApiRoute<infer _Q, infer P, infer _B, infer _D> ? InferOr<P, undefined> : never;
export type RouteBody<R> = R extends ApiRoute<infer _Q, infer _P, infer B, infer _D> ? InferOr<B, undefined> : never;
export type RouteData<R> = R extends ApiRoute<infer _Q, infer _P, infer _B, infer D> ? z.infer<D> : never;

/** What a client sends: schema inputs (before coercion and defaults). */
export interface RouteInput<R> {
  query?: R extends ApiRoute<infer Q, infer _P, infer _B, infer _D> ? InputOr<Q, undefined> : never;
  params?: R extends ApiRoute<infer _Q, infer P, infer _B, infer _D> ? InputOr<P, undefined> : never;
  body?: R extends ApiRoute<infer _Q, infer _P, infer B, infer _D> ? InputOr<B, undefined> : never;
}
