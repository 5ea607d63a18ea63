import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const dist = mkdtempSync(join(tmpdir(), 'youlan-dist-'));
let t: TestApp;
let tenant: { code: string };
// Unique: on PostgreSQL the test files share one database.
const domain = `park-${randomUUID().slice(0, 8)}.example.com`;
const otherDomain = `lake-${randomUUID().slice(0, 8)}.example.com`;

/** The start data block of a served document, parsed; null when there is none. */
function startDataOf(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/json" id="start-data">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title><link data-first-screen-rel="modulepreload" crossorigin href="/assets/map-page-abc123.js"></head><body><div id="root">' +
      '<div class="yl-shell" data-first-screen hidden><img data-start-src="mapPicture" alt=""><h1 data-start-text="title"></h1></div>' +
      '<div class="splash"></div></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: dist, DEFAULT_TENANT: 'fallback-area' });
  tenant = await t.createTenant((area) => {
    area.tenant.domains = [domain];
    // A title that would end the JSON block if it were written into the document unescaped.
    area.config.title = 'Lake </script><script>alert(1)</script> park';
    // One picture whatever the hour and weather, stored below.
    area.map!.imageKey = 'map/test.svg';
    area.map!.skins = { timePeriod: {}, weather: {} };
  });
  await t.ctx.storage.put(`${tenant.code}/map/test.svg`, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
  await t.createTenant((area) => {
    area.tenant.domains = [otherDomain];
    area.map = null;
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it("writes the tenant of the Host's domain into index.html, else the default, never cached", async () => {
    const own = await t.app.inject({ method: 'GET', url: '/', headers: { host: domain } });
    expect(own.body).toContain(`<meta name="youlan-tenant" content="${tenant.code}">`);
    expect(own.headers['cache-control']).toBe('no-cache');
    expect(own.headers['etag']).toMatch(/^"[\w-]+"$/);
    const other = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'elsewhere.example.com' } });
    expect(other.body).toContain('<meta name="youlan-tenant" content="fallback-area">');
  });

  it("answers a screen's path with index.html, so deep links and reloads work", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/home/draw-map/notice/info/3?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for good and answers a missing asset or API path with a 404, not the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("carries the area's start data: what the first navigation's calls answer, as JSON that does not run", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/home/draw-map', headers: { host: domain, accept: 'text/html,image/webp,*/*' } })).body;
    const start = startDataOf(html);
    expect(start).not.toBeNull();
    const answer = async (url: string) => ((await t.call(tenant.code, { method: 'GET', url })).json() as { data: unknown }).data;
    expect(start!['config']).toEqual(await answer('/api/config/h5'));
    expect(start!['permissions']).toEqual(await answer('/api/getH5Permission'));
    expect(start!['weather']).toEqual(await answer('/api/weather'));
    expect(start!['places']).toEqual(await answer('/api/h5/place?page=1&size=9999'));
    expect(start!['map']).toEqual(await answer('/api/h5/map'));
    expect(start!['newestNotice']).toEqual(await answer('/api/h5/notice?page=1&size=1'));
    expect(start!['sceneCodes']).toMatchObject({ timePeriodCode: expect.any(Number), weatherCode: expect.any(Number) });
    // The escaped title stays inside the block: the document has no script the title opened.
    expect(html).not.toContain('<script>alert(1)</script>');
    expect((start!['config'] as { title: { text: string } }).title.text).toBe('Lake </script><script>alert(1)</script> park');
    expect(start!['language']).toBe('zh-CN');
    // The map picture is announced with its signed URL, the same the app shows.
    const picture = start!['mapPicture'] as { key: string; url: string };
    expect(picture.key).toBe('map/test.svg');
    const preload = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html);
    expect(preload?.[1]?.replace(/&#38;/g, '&')).toBe(picture.url);
    // First of the head's fetches: the scripts' preloads must not hold the picture back.
    expect(html.indexOf(preload![0])).toBeLessThan(html.indexOf('<title>'));
    expect(html.indexOf(preload![0])).toBeLessThan(html.indexOf('modulepreload'));
    const image = await t.app.inject({ method: 'GET', url: new URL(picture.url).pathname + new URL(picture.url).search });
    expect(image.statusCode).toBe(200);
  });

  it("reads the start data in the visitor's language: the app's cookie first, then Accept-Language; the document varies by both", async () => {
    const documentIn = async (headers: Record<string, string>) => {
      const response = await t.app.inject({ method: 'GET', url: '/home/draw-map', headers: { host: domain, accept: 'text/html', ...headers } });
      expect(response.headers['vary']).toContain('Accept-Language');
      expect(response.headers['vary']).toContain('Cookie');
      return startDataOf(response.body)!;
    };
    const english = await documentIn({ 'accept-language': 'en-US,en;q=0.9' });
    expect(english['language']).toBe('en');
    const answer = async (url: string) => ((await t.call(tenant.code, { method: 'GET', url, headers: { 'accept-language': 'en' } })).json() as { data: unknown }).data;
    expect(english['config']).toEqual(await answer('/api/config/h5'));
    expect((await documentIn({ 'accept-language': 'en', cookie: 'youlan-lang=zh-CN' }))['language']).toBe('zh-CN');
    // A language the area does not offer reads the main one (and shares its entry).
    expect((await documentIn({ 'accept-language': 'de', cookie: 'youlan-lang=fr' }))['language']).toBe('zh-CN');
  });

  it('gives each area its own start data; an area without a map announces no picture; an unknown area gets none', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/', headers: { host: otherDomain } })).body;
    const start = startDataOf(html);
    expect((start!['config'] as { title: string }).title).not.toContain('Lake');
    expect(start!['map']).toBeNull();
    expect(html).not.toContain('rel="preload"');
    const unknown = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'elsewhere.example.com' } });
    expect(unknown.statusCode).toBe(200);
    expect(startDataOf(unknown.body)).toBeNull();
  });

  it('serves another origin of the area the same start data, with the map picture signed on the origin it reached', async () => {
    const pictureOf = async (host: string) => {
      const start = startDataOf((await t.app.inject({ method: 'GET', url: '/', headers: { host } })).body);
      return (start!['mapPicture'] as { url: string }).url;
    };
    const here = await pictureOf(domain);
    const there = await pictureOf(`${domain}:8443`);
    expect(here.startsWith(`http://${domain}/media/`)).toBe(true);
    expect(there).toBe(here.replace(`http://${domain}/`, `http://${domain}:8443/`));
    const image = await t.app.inject({ method: 'GET', url: new URL(there).pathname + new URL(there).search });
    expect(image.statusCode).toBe(200);
  });

  it('answers 304 to a revalidation with the same ETag, and the full document to another area or an old ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/', headers: { host: domain } });
    const etag = first.headers['etag'] as string;
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { host: domain, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({ method: 'GET', url: '/', headers: { host: domain, 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    const otherArea = await t.app.inject({ method: 'GET', url: '/', headers: { host: otherDomain, 'if-none-match': etag } });
    expect(otherArea.statusCode).toBe(200);
    expect(otherArea.headers['etag']).not.toBe(etag);
  });

  it('sends the document gzipped to a browser that accepts it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { host: domain, 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('id="start-data"');
  });

  it('paints the map screen before the script on the map paths, and keeps the splash elsewhere', async () => {
    const map = (await t.app.inject({ method: 'GET', url: '/home/draw-map', headers: { host: domain } })).body;
    expect(map).toContain('<div class="yl-shell" data-first-screen>');
    expect(map).toContain('<div class="splash" hidden>');
    expect(map).toContain('<h1 data-start-text="title">Lake &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; park</h1>');
    expect(map).toMatch(/<img data-start-src="mapPicture" src="[^"]+map\/test\.svg\?[^"]+" alt="">/);
    // The map screen's chunk is fetched with the entry.
    expect(map).toContain('<link rel="modulepreload" crossorigin href="/assets/map-page-abc123.js">');
    const article = (await t.app.inject({ method: 'GET', url: '/article?id=1', headers: { host: domain } })).body;
    expect(article).toContain('data-first-screen hidden');
    expect(article).toContain('<div class="splash">');
    expect(article).toContain('<link data-first-screen-rel="modulepreload"');
    expect(article).not.toContain('<link rel="modulepreload"');
    // Elsewhere the picture is fetched once the page has loaded: the screen opened does not share its bandwidth.
    expect(map).toContain('<link rel="preload" as="image" fetchpriority="high" href=');
    expect(article).not.toContain('rel="preload"');
    expect(article).toMatch(/<link rel="prefetch" href="[^"]+map\/test\.svg\?[^"]+">/);
  });
});
