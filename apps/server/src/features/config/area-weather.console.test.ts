import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, logInOperator, makeOperator, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { localDate } from '../../platform/area-time.ts';
import { tenantConfig } from './config.table.ts';

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
const day = (date: string, extra: object = {}) => ({ date, dayWeather: '晴', dayWeatherEn: 'Sunny', nightWeather: '多云', nightWeatherEn: 'Cloudy', dayTemp: 12, nightTemp: 2, ...extra });

describe('console weather', () => {
  it('replaces the days, stored by date; visitors get today on at once; audited with before and after', async () => {
    const before = (await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data;
    expect(before.days.length).toBeGreaterThan(0); // the area file's days, all past by now
    expect(await visitorWeather()).toEqual([]); // and the visitors' answer is now cached
    const days = [day(tomorrow, { dayWeather: '小雨', dayWeatherEn: '', dayTemp: 8, nightTemp: -1 }), day(today), day('2020-01-01', { dayWeather: '雪' })];
    const response = await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { days } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.days.map((d: { date: string }) => d.date)).toEqual(['2020-01-01', today, tomorrow]);
    expect(response.json().data.days[2]).toEqual({ date: tomorrow, dayWeather: '小雨', dayWeatherEn: null, nightWeather: '多云', nightWeatherEn: 'Cloudy', dayTemp: 8, nightTemp: -1 });
    expect(await visitorWeather()).toEqual([
      { date: today, dayWeather: '晴', dayWeatherEn: 'Sunny', nightWeather: '多云', nightWeatherEn: 'Cloudy', dayTemp: 12, nightTemp: 2 },
      { date: tomorrow, dayWeather: '小雨', dayWeatherEn: null, nightWeather: '多云', nightWeatherEn: 'Cloudy', dayTemp: 8, nightTemp: -1 },
    ]);
    expect((await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data).toEqual(response.json().data);
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'weather.replace'), eq(auditLog.tenantId, area.id)));
    expect(entry).toMatchObject({ targetType: 'weather', targetId: area.code, before: { days: before.days }, after: response.json().data });
  });

  it("lets an admin replace them too, English left out as none; an empty list shows visitors no weather", async () => {
    const { dayWeatherEn: _d, nightWeatherEn: _n, ...chinese } = day(today, { dayWeather: '阴' });
    const saved = (await consoleCall(t, admin, { method: 'PUT', url: url(), payload: { days: [chinese] } })).json().data;
    expect(saved.days).toEqual([{ ...chinese, dayWeatherEn: null, nightWeatherEn: null }]);
    expect((await visitorWeather())[0]).toMatchObject({ dayWeather: '阴', dayWeatherEn: null });
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
      [{ days: [day(today, { dayWeatherEn: 'a\u0000' })] }, 'body.days.0.dayWeatherEn'],
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
