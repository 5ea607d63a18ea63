import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, logInOperator, makeOperator, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { localDate } from '../../platform/area-time.ts';
import { textDigest } from '../../entities/translation/translation.ts';
import { tenantConfig, weatherWord } from './config.table.ts';

let t: TestApp, area: TestArea, other: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin, admin: ConsoleLogin;
beforeAll(async () => {
  ({ t, area, other, editor, viewer, admin } = await openConsoleAreas('admin'));
});
afterAll(() => t.close());

const url = (code = area.code) => `/api/console/areas/${code}/weather`;
const visitorWeather = async (code = area.code) => (await t.call(code, { method: 'GET', url: '/api/weather' })).json().data;
const weatherRow = async (tenantId: number) => (await t.ctx.db.select({ weather: tenantConfig.weather }).from(tenantConfig).where(eq(tenantConfig.tenantId, tenantId)))[0]!.weather;
const today = localDate(new Date());
const tomorrow = localDate(new Date(), 1);
const day = (date: string, extra: object = {}) => ({ date, dayWeather: '晴', nightWeather: '多云', dayTemp: 12, nightTemp: 2, ...extra });
/** A day as answered: its words also as texts, here in the main language. */
const shown = <T extends { dayWeather: string; nightWeather: string }>(fields: T) => ({ ...fields, dayWeatherText: { text: fields.dayWeather, lang: 'zh-CN' }, nightWeatherText: { text: fields.nightWeather, lang: 'zh-CN' } });

describe('console weather', () => {
  it('replaces the days, stored by date; visitors get today on at once; audited with before and after', async () => {
    const before = (await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data;
    expect(before.days.length).toBeGreaterThan(0); // the area file's days, all past by now
    expect(await visitorWeather()).toEqual([]); // and the visitors' answer is now cached
    const days = [day(tomorrow, { dayWeather: '小雨', dayTemp: 8, nightTemp: -1 }), day(today), day('2020-01-01', { dayWeather: '雪' })];
    const response = await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { days } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.days.map((d: { date: string }) => d.date)).toEqual(['2020-01-01', today, tomorrow]);
    expect(response.json().data.days[2]).toEqual(shown({ date: tomorrow, dayWeather: '小雨', nightWeather: '多云', dayTemp: 8, nightTemp: -1 }));
    expect(await visitorWeather()).toEqual([
      shown({ date: today, dayWeather: '晴', nightWeather: '多云', dayTemp: 12, nightTemp: 2 }),
      shown({ date: tomorrow, dayWeather: '小雨', nightWeather: '多云', dayTemp: 8, nightTemp: -1 }),
    ]);
    expect((await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data).toEqual(response.json().data);
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'weather.replace'), eq(auditLog.tenantId, area.id)));
    // The audit keeps the days as stored: the words, not the texts shown.
    const stored = (days: Record<string, unknown>[]) => days.map(({ dayWeatherText: _d, nightWeatherText: _n, ...rest }) => rest);
    expect(entry).toMatchObject({ targetType: 'weather', targetId: area.code, before: { days: stored(before.days) }, after: { days: stored(response.json().data.days) } });
  });

  it('lets an admin replace them too; a word keeps its translations day after day; an empty list shows visitors no weather', async () => {
    const [sunny] = await t.ctx.db.select().from(weatherWord).where(and(eq(weatherWord.tenantId, area.id), eq(weatherWord.word, '晴')));
    expect(sunny).toBeDefined(); // every word a day used has its row
    await t.ctx.db.update(weatherWord).set({ translations: { en: { word: { text: 'Sunny', source: textDigest('晴') } } } }).where(eq(weatherWord.id, sunny!.id));
    const saved = (await consoleCall(t, admin, { method: 'PUT', url: url(), payload: { days: [day(today, { dayWeather: '扬沙', nightWeather: '晴' })] } })).json().data;
    expect(saved.days).toEqual([shown(day(today, { dayWeather: '扬沙', nightWeather: '晴' }))]);
    const english = (await t.call(area.code, { method: 'GET', url: '/api/weather', headers: { 'accept-language': 'en' } })).json().data;
    expect(english[0]).toMatchObject({ dayWeather: '扬沙', dayWeatherText: { text: '扬沙', lang: 'zh-CN' }, nightWeather: '晴', nightWeatherText: { text: 'Sunny', lang: 'en' } });
    expect((await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { days: [] } })).json()).toMatchObject({ status: 200, data: { days: [] } });
    expect(await visitorWeather()).toEqual([]);
    expect((await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { days: [day(today)] } })).statusCode).toBe(200);
  });

  it('refuses a viewer, a call without its session or CSRF token, and bad input, and changes nothing', async () => {
    const before = await weatherRow(area.id);
    expect((await consoleCall(t, viewer, { method: 'PUT', url: url(), payload: { days: [day(today)] } })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { days: [day(today)] }, csrf: false })).statusCode).toBe(403);
    expect((await consoleCall(t, null, { method: 'PUT', url: url(), payload: { days: [day(today)] } })).statusCode).toBe(401);
    const month = Array.from({ length: 32 }, (_, i) => day(localDate(new Date(), i)));
    for (const [payload, field] of [
      [{ days: month }, 'body.days'],
      [{ days: [day(today), day(tomorrow), day(today)] }, 'body.days.2.date'],
      [{ days: [day('2026-02-30')] }, 'body.days.0.date'],
      [{ days: [day('26-1-1')] }, 'body.days.0.date'],
      [{ days: [day(today, { dayTemp: 61 })] }, 'body.days.0.dayTemp'],
      [{ days: [day(today, { nightTemp: 1.5 })] }, 'body.days.0.nightTemp'],
      [{ days: [day(today, { dayWeather: '  ' })] }, 'body.days.0.dayWeather'],
      [{ days: [day(today, { nightWeather: 'x'.repeat(21) })] }, 'body.days.0.nightWeather'],
      [{ days: [day(today, { dayWeatherEn: 'Sunny' })] }, 'body.days.0'],
      [{ days: [day(today, { wind: '北风' })] }, 'body.days.0'],
      [{ days: [day(today)], city: '110108' }, 'body'],
      [{}, 'body.days'],
    ] as const) {
      const response = await consoleCall(t, editor, { method: 'PUT', url: url(), payload });
      expect(response.json(), field).toMatchObject({ status: 400, field: expect.stringContaining(field) });
    }
    expect(await weatherRow(area.id)).toEqual(before);
  });

  it("keeps areas apart: one area's editor cannot read or replace another's weather", async () => {
    const foreign = await weatherRow(other.id);
    expect(foreign.length).toBeGreaterThan(0); // positive control: the other area has its days
    expect((await consoleCall(t, editor, { method: 'GET', url: url(other.code) })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'PUT', url: url(other.code), payload: { days: [day(today)] } })).statusCode).toBe(403);
    expect(await weatherRow(other.id)).toEqual(foreign);
    expect(await visitorWeather(other.code)).toEqual([]);
    const platform = await logInOperator(t, await makeOperator(t, 'platform', null));
    expect((await consoleCall(t, platform, { method: 'GET', url: url('no-such-area') })).statusCode).toBe(404);
  });
});
