/** Console: operator accounts, their sessions (log-in, first-operator set-up, log-out, password) and the audit log. */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './operator.runtime.ts';
import { AreaIdParamsSchema, AreaParamsSchema, ConsoleAreaSchema, ConsoleRoleSchema, EmailSchema, PageQuerySchema, defineConsoleRoute, operatorText, pageOf } from '../shared/console.ts';
import { safeText } from '../shared/http.ts';

export const PasswordSchema = z.string().min(PASSWORD_MIN_LENGTH, `at least ${PASSWORD_MIN_LENGTH} characters`).max(PASSWORD_MAX_LENGTH);

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

