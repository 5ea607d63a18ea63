/**
 * The operator console's API: accounts, sessions, areas and the audit log. Console routes are
 * plain data like the visitor API's, with an `access` level instead of a visitor auth mode: an
 * operator is known by the console session cookie (never by a visitor token), changes carry the
 * session's CSRF token in `x-csrf-token`, and area routes name the area in their path (`:area`).
 */
import { z } from 'zod';
import { CONSOLE_ROLES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './runtime/console.ts';
import type { HttpMethod } from './api.ts';
import { IdParamsSchema, safeText } from './http.ts';

export const ConsoleRoleSchema = z.enum(CONSOLE_ROLES);
export type ConsoleRole = z.infer<typeof ConsoleRoleSchema>;

/**
 * Who may call a console route: `public` (log-in), `signedIn` (any operator), an area role or
 * stronger (the platform administrator counts as an admin of every area), or `platform` alone.
 */
export type ConsoleAccess = 'public' | 'signedIn' | ConsoleRole | 'platform';

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
  /** Schema of the envelope's `data`; a CSV download says so with `csv` and sends text instead. */
  data: D;
  csv?: boolean;
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

export const PasswordSchema = z.string().min(PASSWORD_MIN_LENGTH, `at least ${PASSWORD_MIN_LENGTH} characters`).max(PASSWORD_MAX_LENGTH);
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

export const ConsoleSessionSchema = z.object({
  operator: z.object({ id: z.number().int(), email: z.string(), displayName: z.string(), isPlatformAdmin: z.boolean() }),
  /** The areas the operator works in (every area for the platform administrator). */
  areas: z.array(ConsoleAreaSchema),
  /** Repeat in `x-csrf-token` on every change. */
  csrfToken: z.string(),
  /** ISO time the session ends unless used before. */
  expiresAt: z.string(),
});
export type ConsoleSession = z.infer<typeof ConsoleSessionSchema>;

export const consoleLogin = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/session',
  summary: 'Log in with e-mail and password; sets the session cookie. 429 RATE_LIMITED with Retry-After (seconds) while the account or address is locked out',
  tag: 'console',
  access: 'public',
  body: z.object({ email: EmailSchema, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) }).strict(),
  data: ConsoleSessionSchema,
});

/** The set-up link's token: in the link's fragment (`/console/setup#<token>`), so it never reaches a server log. */
export const SetupBodySchema = z
  .object({ token: safeText().min(1).max(200), email: EmailSchema, displayName: operatorText(60).pipe(z.string().min(1, 'a name')), password: PasswordSchema })
  .strict();
export const consoleSetup = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/setup',
  summary:
    "Make the first operator (the platform administrator) with the one-time token of the set-up link the server prints at start while no operator exists; logs them in. 403 for a wrong token, 409 once any operator exists",
  tag: 'console',
  access: 'public',
  body: SetupBodySchema,
  data: ConsoleSessionSchema,
});

export const getConsoleSession = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/session',
  summary: 'The logged-in operator, their areas and the CSRF token; 401 OPERATOR_LOGIN_REQUIRED without a session',
  tag: 'console',
  access: 'signedIn',
  data: ConsoleSessionSchema,
});

export const consoleLogout = defineConsoleRoute({
  method: 'DELETE',
  path: '/api/console/session',
  summary: 'Log out this browser',
  tag: 'console',
  access: 'signedIn',
  data: z.object({ ended: z.number().int() }),
});

export const consoleLogoutEverywhere = defineConsoleRoute({
  method: 'DELETE',
  path: '/api/console/sessions',
  summary: "Log out everywhere: ends every session of the calling operator",
  tag: 'console',
  access: 'signedIn',
  data: z.object({ ended: z.number().int() }),
});

export const ChangePasswordBodySchema = z.object({ currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH), newPassword: PasswordSchema }).strict();
export const changeConsolePassword = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/password',
  summary: "Change the calling operator's password; ends their other sessions",
  tag: 'console',
  access: 'signedIn',
  body: ChangePasswordBodySchema,
  data: z.object({ changed: z.literal(true) }),
});

export const OperatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  role: ConsoleRoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
  /** Last successful log-in, ISO; null before the first. */
  lastLoginAt: z.string().nullable(),
});
export type Operator = z.infer<typeof OperatorSchema>;

export const listOperators = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/operators',
  summary: "The area's operator accounts",
  tag: 'console',
  access: 'admin',
  params: AreaParamsSchema,
  data: z.array(OperatorSchema),
});

export const CreateOperatorBodySchema = z
  .object({ email: EmailSchema, displayName: operatorText(60).pipe(z.string().min(1, 'a name')), role: ConsoleRoleSchema, password: PasswordSchema })
  .strict();
export const createOperator = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/operators',
  summary: 'Create an operator account in the area; 409 when the e-mail is taken',
  tag: 'console',
  access: 'admin',
  params: AreaParamsSchema,
  body: CreateOperatorBodySchema,
  data: OperatorSchema,
});

export const UpdateOperatorBodySchema = z
  .object({ displayName: operatorText(60).pipe(z.string().min(1, 'a name')).optional(), role: ConsoleRoleSchema.optional(), disabled: z.boolean().optional(), password: PasswordSchema.optional() })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'nothing to change');
export const updateOperator = defineConsoleRoute({
  method: 'PATCH',
  path: '/api/console/areas/:area/operators/:id',
  summary: 'Change an account: name, role, disabled, or a new password (disabling or a new password ends its sessions). An admin cannot demote or disable themself',
  tag: 'console',
  access: 'admin',
  params: AreaIdParamsSchema,
  body: UpdateOperatorBodySchema,
  data: OperatorSchema,
});

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO time. */
  at: z.string(),
  operatorEmail: z.string(),
  /** What was done, `<thing>.<verb>`: `opinion.reply`, `operator.create`, … */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

export const listAudit = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/audit',
  summary: "The area's audit log, newest first",
  tag: 'console',
  access: 'admin',
  params: AreaParamsSchema,
  query: PageQuerySchema.extend({ action: safeText().max(60).optional() }),
  data: pageOf(AuditEntrySchema),
});

/** English texts are optional: '' or null both mean "none" (the visitor app then shows the Chinese, tagged). */
export const englishText = (max: number) =>
  operatorText(max)
    .nullable()
    .transform((value) => (value ? value : null));

/** A day a console list or report is filtered by (YYYY-MM-DD), from 1970 on: PostgreSQL has no year 0, so 0000-02-29 was a 500. */
export const DayFilterSchema = z.iso.date().refine((value) => value >= '1970-01-01', 'a day from 1970 on');

/** When a notice or an article shows (ahead: scheduled): ISO with an offset, from 1970 on (a year like 0018 came back from the database as an invalid date, a 500). */
export const PublishedAtSchema = z.iso.datetime({ offset: true }).refine((value) => Date.parse(value) >= 0, 'a time from 1970 on');

/** Operator HTML of at most `max` characters (sanitized by the server on save). */
export const operatorHtml = (max: number) => safeText().max(max);

/** The English version of operator HTML: optional; '' or null mean none (visitors then read the Chinese). */
export const englishHtml = (max: number) =>
  operatorHtml(max)
    .nullable()
    .transform((value) => (value?.trim() ? value : null));

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
