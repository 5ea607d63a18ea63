import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { localDate } from '../../platform/area-time.ts';
import { loadDemoArea } from '../../area-file/area.file.ts';
import { dateDemoWeather } from '../../area-file/area.seed.ts';

/** A weather word as a visitor reading the main language gets it. */
const zh = (text: string) => ({ text, lang: 'zh-CN' });

describe('GET /api/weather with operator-set weather (the default)', () => {
  let t: TestApp;
  let stale: { code: string };
  let current: { code: string };
  const today = localDate(new Date());
  beforeAll(async () => {
    t = await createTestApp();
    stale = await t.createTenant((area) => {
      area.weather = [
        { date: '2020-01-01', dayWeather: '雪', nightWeather: '阴', dayTemp: -3, nightTemp: -9 },
        { date: '2020-01-02', dayWeather: '晴', nightWeather: '晴', dayTemp: 2, nightTemp: -6 },
      ];
    });
    current = await t.createTenant((area) => {
      area.weather = [
        { date: localDate(new Date(), 1), dayWeather: '多云', nightWeather: '阴', dayTemp: 8, nightTemp: 0 },
        { date: localDate(new Date(), -1), dayWeather: '雪', nightWeather: '阴', dayTemp: -3, nightTemp: -9 },
        { date: today, dayWeather: '晴', nightWeather: '晴', dayTemp: 10, nightTemp: 1 },
      ];
    });
  });
  afterAll(() => t.close());

  it('serves the days from today on, today first, with the dates the operator gave', async () => {
    const body = (await t.call(current.code, { method: 'GET', url: '/api/weather' })).json();
    expect(body.status).toBe(200);
    expect(body.data).toEqual([
      { date: today, dayWeather: '晴', nightWeather: '晴', dayWeatherText: zh('晴'), nightWeatherText: zh('晴'), dayTemp: 10, nightTemp: 1 },
      { date: localDate(new Date(), 1), dayWeather: '多云', nightWeather: '阴', dayWeatherText: zh('多云'), nightWeatherText: zh('阴'), dayTemp: 8, nightTemp: 0 },
    ]);
  });

  it('serves nothing once every day is past, never old weather as today\'s', async () => {
    const body = (await t.call(stale.code, { method: 'GET', url: '/api/weather' })).json();
    expect(body).toMatchObject({ status: 200, data: [] });
  });

  it('dates the demo area\'s sample weather from the day the demo is loaded', () => {
    const loadedAt = new Date('2026-11-22T17:00:00Z');
    const dated = dateDemoWeather(loadDemoArea(), loadedAt).weather.map((day) => day.date);
    expect(dated).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('dates follow Beijing time', () => {
    expect(localDate(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
    expect(localDate(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
  });
});

describe('GET /api/weather with the AMap provider', () => {
  let t: TestApp;
  let tenant: { code: string };
  let amap: Server;
  const calls: string[] = [];
  let answer: object = {};

  beforeAll(async () => {
    // A stand-in for AMap's weather API on loopback, answering in its documented format.
    amap = createServer((request, response) => {
      calls.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => amap.listen(0, '127.0.0.1', resolve));
    const { port } = amap.address() as AddressInfo;
    t = await createTestApp({ WEATHER_PROVIDER: 'amap', AMAP_KEY: 'test-key', AMAP_API_BASE: `http://127.0.0.1:${port}` });
    tenant = await t.createTenant();
  });
  afterAll(async () => {
    await t.close();
    amap.close();
  });

  it('reports an upstream refusal as 502, then maps and caches a real forecast', async () => {
    answer = { status: '0', info: 'INVALID_USER_KEY' };
    const refused = await t.call(tenant.code, { method: 'GET', url: '/api/weather' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'UPSTREAM_FAILED', message: expect.stringContaining('INVALID_USER_KEY') });

    answer = {
      status: '1',
      forecasts: [{ casts: [{ date: '2026-11-22', week: '7', dayweather: '多云', nightweather: '晴', daytemp: '9', nighttemp: '-2' }] }],
    };
    const first = (await t.call(tenant.code, { method: 'GET', url: '/api/weather' })).json();
    expect(first.data).toEqual([{ date: '2026-11-22', dayWeather: '多云', nightWeather: '晴', dayWeatherText: zh('多云'), nightWeatherText: zh('晴'), dayTemp: 9, nightTemp: -2 }]);
    expect(calls.at(-1)).toContain('city=110108');
    expect(calls.at(-1)).toContain('key=test-key');
    const before = calls.length;
    await t.call(tenant.code, { method: 'GET', url: '/api/weather' });
    expect(calls.length).toBe(before);
  });
});
