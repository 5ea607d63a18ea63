import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signpostPath } from '@youlan/contract';
import { consoleCall, openConsoleAreas, type ConsoleLogin, type TestArea } from '../../test/console.ts';
import type { TestApp } from '../../test/harness.ts';
import { readSignposts } from '../../test/pdf-qr.ts';
import { place } from '../../entities/place/place.table.ts';
import { secondLanguage, signpostOrigin } from './signpost.console.ts';
import { tour } from './tour.table.ts';

let t: TestApp;
let area: TestArea;
let other: TestArea;
let viewer: ConsoleLogin;

beforeAll(async () => {
  ({ t, area, other, viewer } = await openConsoleAreas());
});
afterAll(() => t.close());

const download = (query: string, code = area.code) => consoleCall(t, viewer, { method: 'GET', url: `/api/console/areas/${code}/signposts.pdf?${query}` });

describe('printable signposts', () => {
  it("makes a place's A6 sheet whose QR code opens the app at the place, playing", async () => {
    const [first] = await t.ctx.db.select().from(place).where(eq(place.tenantId, area.id)).orderBy(asc(place.sort), asc(place.id));
    const response = await download(`placeId=${first!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`signposts-${area.code}-place-${first!.id}-a6.pdf`);
    const pages = await readSignposts(response.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(297.64, 1);
    // The test's requests come to localhost, one of the area's hosts.
    expect(pages[0]!.qr).toBe(`http://localhost:80${signpostPath(first!.id)}`);
  });

  it("makes an A4 sheet for each stop of a tour, in the tour's order", async () => {
    const [highlights] = await t.ctx.db.select().from(tour).where(eq(tour.tenantId, area.id)).orderBy(asc(tour.sort));
    const response = await download(`tourId=${highlights!.id}&size=a4`);
    expect(response.statusCode).toBe(200);
    const pages = await readSignposts(response.rawPayload);
    expect(pages.map((page) => page.qr)).toEqual(highlights!.placeIds.map((id) => `http://localhost:80${signpostPath(id)}`));
    expect(pages[0]!.height).toBeCloseTo(841.89, 1);
  });

  it("refuses a bad request with the field named, and another area's place or tour (404)", async () => {
    for (const [query, field] of [['', 'query.placeId'], ['placeId=1&tourId=1', 'query.placeId'], ['placeId=1&size=a3', 'query.size'], ['placeId=abc', 'query.placeId'], ['placeId=1&colour=red', 'query']] as const) {
      const response = await download(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe(field);
    }
    const [foreignPlace] = await t.ctx.db.select().from(place).where(eq(place.tenantId, other.id));
    const [foreignTour] = await t.ctx.db.select().from(tour).where(eq(tour.tenantId, other.id));
    expect((await download(`placeId=${foreignPlace!.id}`)).statusCode).toBe(404);
    expect((await download(`tourId=${foreignTour!.id}`)).statusCode).toBe(404);
    expect((await t.call(area.code, { method: 'GET', url: `/api/console/areas/${area.code}/signposts.pdf?placeId=1` })).statusCode).toBe(401);
  });
});

describe('signpost rules', () => {
  it("prints English beside the area's language when offered, else its next language, else none", () => {
    expect(secondLanguage({ mainLanguage: 'zh-CN', languages: ['zh-CN', 'ja', 'en'] })).toBe('en');
    expect(secondLanguage({ mainLanguage: 'zh-CN', languages: ['zh-CN', 'ko'] })).toBe('ko');
    expect(secondLanguage({ mainLanguage: 'zh-CN', languages: ['zh-CN'] })).toBeNull();
  });

  it("opens the area's own host: the request's when it is one, else the area's first domain", () => {
    expect(signpostOrigin({ protocol: 'https', host: 'yhy.example:8443' }, ['yhy.example'])).toBe('https://yhy.example:8443');
    expect(signpostOrigin({ protocol: 'http', host: 'console.example' }, ['yhy.example', 'www.yhy.example'])).toBe('https://yhy.example');
    expect(signpostOrigin({ protocol: 'http', host: 'console.example' }, [])).toBe('http://console.example');
  });
});
