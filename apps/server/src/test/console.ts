/** Console test helpers: operator accounts made directly, log-ins through the API, calls with the session cookie and CSRF token. */
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { CONSOLE_SESSION_COOKIE, CSRF_HEADER } from '@youlan/contract/console';
import { createOperatorAccount } from '../entities/operator/accounts.ts';
import { createTestApp, type TestApp } from './harness.ts';

export interface TestOperator {
  id: number;
  email: string;
  password: string;
}

export interface ConsoleLogin {
  cookie: string;
  csrfToken: string;
}

export async function makeOperator(t: TestApp, role: 'platform' | 'admin' | 'editor' | 'viewer', tenantId: number | null): Promise<TestOperator> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `pw-${randomUUID()}`;
  const row = await createOperatorAccount(t.ctx.db, { email, displayName: `${role} tester`, role, tenantId, password });
  return { id: row.id, email, password };
}

export function consoleLoginCall(t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1'): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/console/session', payload: { email, password }, remoteAddress });
}

export async function logInOperator(t: TestApp, operator: TestOperator): Promise<ConsoleLogin> {
  const response = await consoleLoginCall(t, operator.email, operator.password);
  if (response.statusCode !== 200) throw new Error(`console log-in failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return { cookie: cookie.value, csrfToken: (response.json() as { data: { csrfToken: string } }).data.csrfToken };
}

/** A console call with the session cookie, and its CSRF token unless `csrf: false`. */
export function consoleCall(t: TestApp, login: ConsoleLogin | null, options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
  const { csrf = true, headers, ...rest } = options;
  return t.app.inject({
    ...rest,
    headers: { ...(login && csrf ? { [CSRF_HEADER]: login.csrfToken } : {}), ...headers },
    cookies: login ? { [CONSOLE_SESSION_COOKIE]: login.cookie } : {},
  });
}

export type TestArea = Awaited<ReturnType<TestApp['createTenant']>>;

export interface ConsoleAreas {
  t: TestApp;
  area: TestArea;
  other: TestArea;
  editor: ConsoleLogin;
  viewer: ConsoleLogin;
}

/** Operators a test file may ask for besides the editor and the viewer: an admin of the first area, an editor of the other. */
export type ExtraOperator = 'admin' | 'otherEditor';

/**
 * What most console route tests start from: a fresh app, two areas, and an editor and a viewer of
 * the first, logged in; with `extra`, those operators too.
 */
export async function openConsoleAreas<E extends ExtraOperator = never>(...extra: E[]): Promise<ConsoleAreas & Record<E, ConsoleLogin>> {
  const t = await createTestApp();
  const area = await t.createTenant();
  const other = await t.createTenant();
  const editor = await logInOperator(t, await makeOperator(t, 'editor', area.id));
  const viewer = await logInOperator(t, await makeOperator(t, 'viewer', area.id));
  const made: Partial<Record<ExtraOperator, ConsoleLogin>> = {};
  if (extra.includes('admin' as E)) made.admin = await logInOperator(t, await makeOperator(t, 'admin', area.id));
  if (extra.includes('otherEditor' as E)) made.otherEditor = await logInOperator(t, await makeOperator(t, 'editor', other.id));
  return { t, area, other, editor, viewer, ...(made as Record<E, ConsoleLogin>) };
}
