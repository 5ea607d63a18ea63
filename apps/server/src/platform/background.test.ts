import Fastify from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { IN_PROCESS, registerBackgroundWork } from './background.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

afterEach(() => vi.useRealTimers());

describe('background work', () => {
  it('runs every everyMs once the app is ready, survives a failed round, and stops when the app closes', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const run = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(3);
    registerBackgroundWork(app, IN_PROCESS).every({ name: 'test', everyMs: 1000, run });
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();

    await app.ready();
    await vi.advanceTimersByTimeAsync(2500);
    expect(run).toHaveBeenCalledTimes(2);

    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never starts a round while the previous one of the same task still runs', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    let release = () => {};
    const run = vi.fn(() => new Promise<number>((resolve) => (release = () => resolve(0))));
    registerBackgroundWork(app, IN_PROCESS).every({ name: 'slow', everyMs: 100, run });
    await app.ready();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    release();
    await app.close();
  });
});

describe('background work on two instances of one database', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  // On PostgreSQL the task's advisory lock lets one instance at a time run it; PGlite is one process.
  it.runIf(process.env.TEST_DB === 'pg')('runs a sweep on one instance at a time; an instance task runs on each', async () => {
    apps.push(await createTestApp(), await createTestApp());
    let sweeping = 0;
    let sweeps = 0;
    const ownRounds = [0, 0];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    for (const [index, t] of apps.entries()) {
      t.ctx.background.every({
        name: 'two-instance test sweep',
        everyMs: 20,
        run: async () => {
          sweeping += 1;
          sweeps += 1;
          await released;
          sweeping -= 1;
          return 0;
        },
      });
      t.ctx.background.every({ name: 'two-instance test own work', everyMs: 20, scope: 'instance', run: async () => ((ownRounds[index]! += 1), 0) });
    }
    // Both instances tried many rounds meanwhile: the first holds the lock, the other skips.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sweeps).toBe(1);
    expect(sweeping).toBe(1);
    expect(Math.min(...ownRounds)).toBeGreaterThan(10);
    release();
    // Once released, the next round (on either instance) may take it again.
    await expect.poll(() => sweeps).toBeGreaterThan(1);
  });
});
