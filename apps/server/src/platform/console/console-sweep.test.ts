// The sweeper removes console rows past their use: log-in attempts older than KEEP_ATTEMPTS_MS
// (a log-in prunes only its own account's and address's) and sessions that ended.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeOperator } from '../../test/console.ts';
import { operatorLoginAttempt, operatorSession } from './console.table.ts';
import { KEEP_ATTEMPTS_MS, sweepLoginAttempts } from '../../features/operator/operator.lockout.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sweepEndedSessions } from './session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the console sweep', () => {
  it('deletes log-in attempts older than KEEP_ATTEMPTS_MS of every account and address, and keeps newer ones', async () => {
    const now = new Date();
    const at = (msAgo: number) => ({ email: `${randomUUID()}@example.com`, ip: '10.0.0.1', succeeded: false, createdAt: new Date(now.getTime() - msAgo) });
    const rows = await t.ctx.db
      .insert(operatorLoginAttempt)
      .values([at(KEEP_ATTEMPTS_MS + 60_000), at(KEEP_ATTEMPTS_MS + 3600_000), at(KEEP_ATTEMPTS_MS - 60_000), at(1000)])
      .returning({ id: operatorLoginAttempt.id });
    const ids = rows.map((row) => row.id);
    const kept = async () => (await t.ctx.db.select({ id: operatorLoginAttempt.id }).from(operatorLoginAttempt).where(inArray(operatorLoginAttempt.id, ids))).map((row) => row.id).sort((a, b) => a - b);
    // Positive control: a day earlier, nothing of these is due.
    await sweepLoginAttempts(t.ctx.db, new Date(now.getTime() - 2 * 3600_000));
    expect(await kept()).toEqual(ids);

    expect(await sweepLoginAttempts(t.ctx.db, now)).toBeGreaterThanOrEqual(2);
    expect(await kept()).toEqual(ids.slice(2));
  });

  it('deletes sessions past their idle deadline or their absolute life, and keeps live ones', async () => {
    const operator = await makeOperator(t, 'admin', (await t.createTenant()).id);
    const now = new Date();
    const session = (name: string, createdMsAgo: number, expiresInMs: number) => ({
      idHash: `${name}-${randomUUID()}`,
      operatorId: operator.id,
      csrfToken: 'csrf',
      createdAt: new Date(now.getTime() - createdMsAgo),
      expiresAt: new Date(now.getTime() + expiresInMs),
    });
    const rows = [session('idle', 3600_000, -1000), session('too-old', SESSION_ABSOLUTE_MS + 60_000, SESSION_IDLE_MS), session('live', 3600_000, SESSION_IDLE_MS)];
    await t.ctx.db.insert(operatorSession).values(rows);
    const kept = async () => (await t.ctx.db.select({ idHash: operatorSession.idHash }).from(operatorSession).where(inArray(operatorSession.idHash, rows.map((row) => row.idHash)))).map((row) => row.idHash).sort();
    // Positive control: an hour earlier, the idle one was still live and the old one still young enough.
    await sweepEndedSessions(t.ctx.db, new Date(now.getTime() - 3600_000));
    expect(await kept()).toEqual(rows.map((row) => row.idHash).sort());

    expect(await sweepEndedSessions(t.ctx.db, now)).toBeGreaterThanOrEqual(2);
    expect(await kept()).toEqual([rows[2]!.idHash]);
  });
});
