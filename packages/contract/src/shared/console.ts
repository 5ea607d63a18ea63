/**
 * How a console route is defined, and the building blocks every console feature's schemas share
 * (area params, pages, operator texts, content rows). Console routes are plain data like the
 * visitor API's, with an `access` level instead of a visitor auth mode: an operator is known by the
 * console session cookie (never by a visitor token), changes carry the session's CSRF token in
 * `x-csrf-token`, and area routes name the area in their path (`:area`).
 */
import { z } from 'zod';
import { CONSOLE_ROLES } from './console.runtime.ts';
import type { HttpMethod } from './api.ts';
import { IdParamsSchema, safeText } from './http.ts';

export const ConsoleRoleSchema = z.enum(CONSOLE_ROLES);
export type ConsoleRole = z.infer<typeof ConsoleRoleSchema>;

/**
 * Who may call a console route: `public` (log-in), `signedIn` (any operator), an area role or
 * stronger (the platform administrator counts as an admin of every area), or `platform` alone.
 */
export type ConsoleAccess = 'public' | 'signedIn' | ConsoleRole | 'platform';

/** A console route that answers a file rather than JSON: its content type. */
export const CONSOLE_DOWNLOAD_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;
export type ConsoleDownload = keyof typeof CONSOLE_DOWNLOAD_TYPES;

export interface ConsoleRoute<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
  A extends ConsoleAccess = ConsoleAccess,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  access: A;
  query?: Q;
  params?: P;
  body?: B;
  /** Schema of the envelope's `data`; a file download says which (`download`) and sends the file instead. */
  data: D;
  download?: ConsoleDownload;
  /** An upload: the body is a file's bytes, not JSON, in one of these content types. */
  rawBody?: readonly string[];
  /** With rawBody: the handler gets the body unread, as a stream (a file too large to hold in memory). */
  streamBody?: boolean;
}

export function defineConsoleRoute<
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
  A extends ConsoleAccess = ConsoleAccess,
>(route: ConsoleRoute<Q, P, B, D, A>): ConsoleRoute<Q, P, B, D, A> {
  return route;
}

type Parsed<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;
export type ConsoleQuery<R> = R extends ConsoleRoute<infer Q, infer _P, infer _B, infer _D> ? Parsed<Q> : never;
export type ConsoleParams<R> = R extends ConsoleRoute<infer _Q, infer P, infer _B, infer _D> ? Parsed<P> : never;
export type ConsoleBody<R> = R extends ConsoleRoute<infer _Q, infer _P, infer B, infer _D> ? Parsed<B> : never;
export type ConsoleData<R> = R extends ConsoleRoute<infer _Q, infer _P, infer _B, infer D> ? z.infer<D> : never;
export interface ConsoleInput<R> {
  query?: R extends ConsoleRoute<infer Q, infer _P, infer _B, infer _D> ? Input<Q> : never;
  params?: R extends ConsoleRoute<infer _Q, infer P, infer _B, infer _D> ? Input<P> : never;
  body?: R extends ConsoleRoute<infer _Q, infer _P, infer B, infer _D> ? Input<B> : never;
}

/** Area code in console paths: the same form as the tenant header's value. */
export const AreaCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'an area code (letters, digits, - and _)');
export const AreaParamsSchema = z.object({ area: AreaCodeSchema });
export const AreaIdParamsSchema = AreaParamsSchema.extend(IdParamsSchema.shape);

export const EmailSchema = z.string().trim().toLowerCase().max(254).email('an e-mail address');
/** Text an operator types; NUL and lone surrogates are refused (a 400, not a database error): PostgreSQL text and jsonb cannot hold them. */
export const operatorText = (max: number) => safeText().trim().max(max);

export const ConsoleAreaSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The operator's role in it; `admin` for the platform administrator. */
  role: ConsoleRoleSchema,
});
export type ConsoleArea = z.infer<typeof ConsoleAreaSchema>;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

/** A day a console list or report is filtered by (YYYY-MM-DD), from 1970 on: PostgreSQL has no year 0, so 0000-02-29 was a 500. */
export const DayFilterSchema = z.iso.date().refine((value) => value >= '1970-01-01', 'a day from 1970 on');

/** When a notice or an article shows (ahead: scheduled): ISO with an offset, from 1970 on (a year like 0018 came back from the database as an invalid date, a 500). */
export const PublishedAtSchema = z.iso.datetime({ offset: true }).refine((value) => Date.parse(value) >= 0, 'a time from 1970 on');

/** Operator HTML of at most `max` characters (sanitized by the server on save). */
export const operatorHtml = (max: number) => safeText().max(max);

/** A required operator text of at most `max` characters. */
export const requiredText = (max: number, what: string) => operatorText(max).pipe(z.string().min(1, what));

/**
 * The three routes that edit one kind of an area's content rows (`path` is the list's): add one,
 * change any of its fields (at least one; the same rules on the result), remove one. Editors and
 * admins only; another area's id is 404.
 */
export function defineContentRoutes<S extends z.ZodRawShape, D extends z.ZodType>(spec: { path: string; tag: string; noun: string; fields: S; data: D; removeNote?: string }) {
  const fields = z.object(spec.fields);
  return {
    create: defineConsoleRoute({
      method: 'POST',
      path: spec.path,
      summary: `Add ${spec.noun}`,
      tag: spec.tag,
      access: 'editor',
      params: AreaParamsSchema,
      body: fields.strict(),
      data: spec.data,
    }),
    update: defineConsoleRoute({
      method: 'PATCH',
      path: `${spec.path}/:id`,
      summary: `Change any of ${spec.noun}'s fields (the same rules as adding one, on the result)`,
      tag: spec.tag,
      access: 'editor',
      params: AreaIdParamsSchema,
      body: fields
        .partial()
        .strict()
        .refine((body) => Object.keys(body).length > 0, 'nothing to change'),
      data: spec.data,
    }),
    remove: defineConsoleRoute({
      method: 'DELETE',
      path: `${spec.path}/:id`,
      summary: `Remove ${spec.noun}${spec.removeNote ? `: ${spec.removeNote}` : ''}`,
      tag: spec.tag,
      access: 'editor',
      params: AreaIdParamsSchema,
      data: z.object({ deleted: z.literal(true) }),
    }),
  };
}
