/**
 * The first operator through the running server: the one-time set-up token, refused when wrong,
 * spent once, refused when an operator exists, bad input 400. On PostgreSQL each app gets a
 * database of its own: "no operator yet" cannot hold in the one other test files share.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSOLE_SESSION_COOKIE } from '@youlan/contract/console';
import { auditLog, operator } from '../../platform/console/console.table.ts';
import { createOperatorAccount } from '../../entities/operator/accounts.ts';
import { createTestAppOwnDatabase, type TestApp } from '../../test/harness.ts';
import { pendingSetupToken, setupUrl } from './first-operator.service.ts';

const apps: TestApp[] = [];

/** An app on a database with no operator at all. */
async function appWithoutOperators(suffix: string): Promise<TestApp> {
  const app = await createTestAppOwnDatabase(`setup_${suffix}`);
  apps.push(app);
  return app;
}
afterAll(async () => {
  for (const app of apps) await app.close();
});

const setUp = (t: TestApp, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/console/setup', payload: body });
const account = { email: 'First@Example.com', displayName: 'First operator', password: 'a long first password' };

describe('the first operator', () => {
  it('is made once with the set-up token, logged in, audited; the token is spent', async () => {
    const t = await appWithoutOperators('once');
    // Made at start (onReady), the same for every instance that asks.
    const token = await pendingSetupToken(t.ctx.db);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await pendingSetupToken(t.ctx.db)).toBe(token);
    expect(setupUrl('https://yl.example.com/', token!)).toBe(`https://yl.example.com/console/setup#${token}`);

    const wrong = await setUp(t, { ...account, token: `${token!.slice(0, -1)}x` });
    expect(wrong.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    for (const bad of [{ ...account, token, email: 'not an address' }, { ...account, token, password: 'short' }, { ...account, token, displayName: 'a\u0000b' }, { ...account, token, displayName: '\uD800' }, { ...account }, { ...account, token: 42 }]) {
      const response = await setUp(t, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).not.toBe('');
    }
    expect(await t.ctx.db.select().from(operator)).toEqual([]);

    const made = await setUp(t, { ...account, token });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.operator).toMatchObject({ email: 'first@example.com', displayName: 'First operator', isPlatformAdmin: true });
    const cookie = made.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    const session = await t.app.inject({ method: 'GET', url: '/api/console/session', cookies: { [CONSOLE_SESSION_COOKIE]: cookie!.value } });
    expect(session.json().data.operator.email).toBe('first@example.com');
    const [row] = await t.ctx.db.select().from(operator);
    expect(row).toMatchObject({ role: 'platform', tenantId: null });
    expect(await t.ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.operatorId, row!.id))).toEqual([{ action: 'operator.setup' }]);

    const again = await setUp(t, { ...account, email: 'second@example.com', token });
    expect(again.json()).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(await pendingSetupToken(t.ctx.db)).toBeNull();
    expect(await t.ctx.db.select().from(operator)).toHaveLength(1);
  });

  it('is made only once by links used together', async () => {
    const t = await appWithoutOperators('race');
    const token = await pendingSetupToken(t.ctx.db);
    const together = await Promise.all(['one', 'two', 'three'].map((name) => setUp(t, { ...account, email: `${name}@example.com`, token })));
    expect(together.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t.ctx.db.select().from(operator)).toHaveLength(1);
  });

  it('is refused once an operator exists, made another way', async () => {
    const t = await appWithoutOperators('exists');
    const token = await pendingSetupToken(t.ctx.db);
    await createOperatorAccount(t.ctx.db, { email: 'cli@example.com', displayName: 'cli', role: 'platform', tenantId: null, password: 'a long cli password' });
    expect((await setUp(t, { ...account, token })).json()).toMatchObject({ status: 409, code: 'CONFLICT' });
  });
});
