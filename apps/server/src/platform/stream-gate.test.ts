import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.ts';
import { parseEnv } from './env.ts';
import { registerLoadShedding } from './load-shedding.ts';
import { DescriptorWatch, openDescriptorCount, softDescriptorLimit } from './descriptors.ts';
import type { AppError } from './errors.ts';
import { StreamGate, streamBounds } from './stream-gate.ts';

const refusal = (admit: () => unknown) => {
  try {
    admit();
  } catch (error) {
    return { status: (error as AppError).statusCode, retryAfter: (error as AppError).headers['retry-after'] };
  }
  return null;
};

describe('the stream gate', () => {
  it('admits up to the instance bound, then answers 503 with Retry-After; a release (once) makes room', () => {
    const gate = new StreamGate({ perVisitor: 10, perAddress: 10, perInstance: 3 }, new DescriptorWatch(1_000, () => 10));
    const releases = [1, 2, 3].map((i) => gate.admit({ visitor: `v${i}`, address: `a${i}` }));
    expect(refusal(() => gate.admit({ visitor: 'v9', address: 'a9' }))).toEqual({ status: 503, retryAfter: '10' });
    releases[0]!();
    releases[0]!();
    expect(gate.open).toBe(2);
    expect(refusal(() => gate.admit({ visitor: 'v9', address: 'a9' }))).toBeNull();
    expect(refusal(() => gate.admit({ visitor: 'v8', address: 'a8' }))).toEqual({ status: 503, retryAfter: '10' });
  });

  it('refuses new streams with 503 while descriptors run short, and admits again once they are back', () => {
    let open = 800;
    const descriptors = new DescriptorWatch(1_000, () => open);
    const gate = new StreamGate({ perVisitor: 10, perAddress: 10, perInstance: 100 }, descriptors);
    expect(refusal(() => gate.admit({ visitor: 'v', address: 'a' }))).toEqual({ status: 503, retryAfter: '10' });
    open = 100;
    descriptors.sample();
    expect(refusal(() => gate.admit({ visitor: 'v', address: 'a' }))).toBeNull();
  });

  it('keys visitors and addresses apart: one full address does not stop another', () => {
    const gate = new StreamGate({ perVisitor: 1, perAddress: 2, perInstance: 100 }, new DescriptorWatch(null, () => null));
    gate.admit({ visitor: 'v1', address: 'nat' });
    expect(refusal(() => gate.admit({ visitor: 'v1', address: 'nat' }))?.status).toBe(429);
    gate.admit({ visitor: 'v2', address: 'nat' });
    expect(refusal(() => gate.admit({ visitor: 'v3', address: 'nat' }))?.status).toBe(429);
    expect(refusal(() => gate.admit({ visitor: 'v3', address: 'home' }))).toBeNull();
  });

  it('sizes its bounds from the descriptor limit unless MAX_OPEN_STREAMS says: one address may take half', () => {
    expect(streamBounds(undefined, 1_024)).toMatchObject({ perInstance: 256, perAddress: 128 });
    expect(streamBounds(40, 1_024)).toMatchObject({ perInstance: 40, perAddress: 20 });
  });
});

describe('descriptors', () => {
  it("read the soft limit from the process's limits, and count what is open", () => {
    const dir = mkdtempSync(join(tmpdir(), 'youlan-limits-'));
    try {
      const file = join(dir, 'limits');
      writeFileSync(file, 'Limit                     Soft Limit           Hard Limit           Units     \nMax open files            1024                 524288               files     \n');
      expect(softDescriptorLimit(file)).toBe(1024);
      expect(softDescriptorLimit(join(dir, 'missing'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    if (process.platform === 'linux') expect(openDescriptorCount()).toBeGreaterThan(0);
  });
});

describe('descriptor shedding', () => {
  it('keeps descriptors from client connections, and answers new work 503 while they run short, until they are back', async () => {
    let open = 900;
    const app = Fastify();
    registerErrorHandling(app);
    await registerLoadShedding(app, parseEnv({ MAX_EVENT_LOOP_DELAY_MS: '0' }), 'pglite', new DescriptorWatch(1_000, () => open));
    app.get('/x', async () => ({ ok: true }));
    try {
      expect(app.server.maxConnections).toBe(900);
      const shed = await app.inject({ method: 'GET', url: '/x' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      open = 100;
      // The health check samples once a second: a bounded wait for the next sample, not a timing under test.
      let status = 503;
      for (let round = 0; round < 40 && status === 503; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await app.inject({ method: 'GET', url: '/x' })).statusCode;
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
