import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { BoundedCache } from './cache.ts';
import { tenant } from './db/schema.ts';
import type { AppError } from './errors.ts';
import { TENANT_CACHE, TenantResolver } from './tenant.ts';
import { buildApp } from '../app.ts';
import { countingDatabase } from '../test/counting-database.ts';

describe('BoundedCache', () => {
  it('keeps at most its bound, dropping the least recently used', async () => {
    const cache = new BoundedCache<string, number>({ max: 2, ttlMs: 60_000 });
    let loads = 0;
    const load = (value: number) => async () => {
      loads += 1;
      return value;
    };
    await cache.getOrLoad('a', load(1));
    await cache.getOrLoad('b', load(2));
    expect(await cache.getOrLoad('a', load(9))).toBe(1);
    await cache.getOrLoad('c', load(3));
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('b', load(4))).toBe(4);
    expect(loads).toBe(4);
  });

  it('shares one load between requests that miss together, and forgets a failed one', async () => {
    const cache = new BoundedCache<string, string | null>({ max: 10, ttlMs: 60_000 });
    let loads = 0;
    const slow = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return null;
    };
    expect(await Promise.all([cache.getOrLoad('x', slow), cache.getOrLoad('x', slow)])).toEqual([null, null]);
    expect(loads).toBe(1);
    await expect(cache.getOrLoad('y', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('y', async () => 'up')).toBe('up');
  });

  it('trusts an entry only for its time', async () => {
    const cache = new BoundedCache<string, number>({ max: 10, ttlMs: 20 });
    await cache.getOrLoad('a', async () => 1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.getOrLoad('a', async () => 2)).toBe(2);
  });
});

describe('caches keyed by what clients send', () => {
  const dist = mkdtempSync(join(tmpdir(), 'youlan-dist-'));
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    mkdirSync(join(dist, 'assets'));
    t = await createTestApp({ WEB_DIST: dist, DEFAULT_TENANT: 'fallback-area' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** Runs `count` calls of `request(i)`, a few at a time; returns the answers seen. */
  async function send<T>(count: number, request: (i: number) => Promise<T>): Promise<Set<T>> {
    const seen = new Set<T>();
    const lanes = 8;
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        for (let i = lane; i < count; i += lanes) seen.add(await request(i));
      }),
    );
    return seen;
  }

  it('remember unknown tenant codes sent over HTTP (the entries that used to grow)', async () => {
    const before = t.ctx.tenants.cache.size;
    expect(await send(1_000, async (i) => (await t.call(`junk-${i}`, { method: 'GET', url: '/api/getIp' })).statusCode)).toEqual(new Set([404]));
    expect(t.ctx.tenants.cache.size - before).toBe(1_000);
  });

  it("answer documents for made-up Host headers with the default area's start data: no internal request and no database query after the first", async () => {
    const area = await t.createTenant();
    const counted = countingDatabase(t.database);
    const { app, ctx } = await buildApp({ env: { ...t.ctx.env, DEFAULT_TENANT: area.code }, database: counted.database, logger: false });
    // Every request the app serves, the start data's internal reads of its own routes included.
    let requests = 0;
    app.addHook('onRequest', async () => {
      requests += 1;
    });
    const document = async (host: string) => (await app.inject({ method: 'GET', url: '/', headers: { host } })).body;
    try {
      expect(await document('first.example.com')).toContain('id="start-data"');
      const before = counted.queries();
      const requestsBefore = requests;
      const documents = await send(1_000, async (i) => {
        const html = await document(`h${i}.example.com`);
        return html.includes(`content="${area.code}"`) && html.includes('id="start-data"');
      });
      expect(documents).toEqual(new Set([true]));
      expect(counted.queries() - before).toBe(0);
      expect(requests - requestsBefore).toBe(1_000);
      // Positive control: the counter sees the reads of start data not kept yet (an operator's change).
      ctx.content.bump(area.code);
      await document('again.example.com');
      expect(counted.queries()).toBeGreaterThan(before);
      expect(requests - requestsBefore).toBeGreaterThan(1_001);
    } finally {
      await app.close();
    }
  });

  // 100,000 database lookups take minutes on the shared CI machine, so this run answers them from
  // a list of areas: what is measured is the resolver's caches, which are the app's own.
  it('stay at their bound after 100,000 distinct unknown tenant codes; 100,000 distinct Host headers cost one lookup', async () => {
    const rows = await t.ctx.db.select({ id: tenant.id, code: tenant.code, name: tenant.name, domains: tenant.domains, mainLanguage: tenant.mainLanguage, languages: tenant.languages }).from(tenant);
    let domainReads = 0;
    const resolver = new TenantResolver({
      byCode: async (code) => rows.find((row) => row.code === code) ?? null,
      areaDomains: async () => {
        domainReads += 1;
        return new Map(rows.flatMap((row) => row.domains.map((domain) => [domain, row.code] as const)));
      },
    });
    const codes = await send(100_000, async (i) => (await resolver.require(`junk-${i}`).catch((error: AppError) => error.statusCode)) as number);
    expect(codes).toEqual(new Set([404]));
    expect(resolver.cache.size).toBe(TENANT_CACHE.max);
    expect(await send(100_000, (i) => resolver.codeForHost(`h${i}.example.com`))).toEqual(new Set([null]));
    expect(domainReads).toBe(1);
  });
});
