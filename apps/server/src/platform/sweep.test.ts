import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerSweep } from './sweep.ts';

afterEach(() => vi.useRealTimers());

describe('registerSweep', () => {
  it('runs every everyMs once the app is ready, survives a failed round, and stops when the app closes', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const run = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(3);
    registerSweep(app, { name: 'test', everyMs: 1000, run });
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();

    await app.ready();
    await vi.advanceTimersByTimeAsync(2500);
    expect(run).toHaveBeenCalledTimes(2);

    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
