/**
 * Rate limits with their counters in a real Redis that freezes: stopped with SIGSTOP, its socket
 * stays open and nothing answers (docs/hardening.md, "Dependencies that stall").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_BUDGETS } from './rate-limit.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { freePort } from '../test/free-port.ts';


/** Guest logins without a proof count on the address (the test's one). */
const LOGIN_BUDGET = RATE_BUDGETS.loginH5!.perAddress;
/** Longer than any bound the server keeps (the command timeout, 500 ms), far shorter than a hang. */
const HANG_GUARD_MS = 10_000;

describe('rate limits on a Redis that freezes', () => {
  let redis: ChildProcess;
  let t: TestApp;
  let tenant: { code: string; id: number };

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    t = await createTestApp({ RATE_LIMITS: 'on', REDIS_URL: `redis://127.0.0.1:${port}/0` });
    tenant = await t.createTenant();
  });
  afterAll(async () => {
    redis.kill('SIGCONT');
    redis.kill('SIGKILL');
    await t.close();
  });

  const login = () => t.call(tenant.code, { method: 'POST', url: '/api/visitor/login/h5', payload: { deviceId: randomUUID().replaceAll('-', '') } });
  const countedLeft = async () => Number((await login()).headers['x-ratelimit-remaining']);
  /** Logins in parallel, each either answered or reported as still hanging after the guard. */
  const burst = (count: number) =>
    Promise.all(Array.from({ length: count }, () => Promise.race([login().then((response) => response.statusCode), new Promise((resolve) => setTimeout(resolve, HANG_GUARD_MS, 'hung'))])));

  it('serves every request while Redis is frozen (none hangs), then counts in Redis again once it answers', async () => {
    // Positive control: Redis counts (a request served without it reports the whole budget left).
    await expect.poll(countedLeft).toBeLessThan(LOGIN_BUDGET);

    redis.kill('SIGSTOP');
    try {
      // Before the probe notices (each request waits at most the command timeout) and after it.
      expect(await burst(10)).toEqual(Array.from({ length: 10 }, () => 200));
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await burst(10)).toEqual(Array.from({ length: 10 }, () => 200));
    } finally {
      redis.kill('SIGCONT');
    }
    await expect.poll(countedLeft).toBeLessThan(LOGIN_BUDGET);
  });
});
