/**
 * The map and navigation in a phone-sized Chromium against the demo area: a marker per place,
 * the class filter keeping placeType 6, the visitor's emulated (WGS-84) position drawn where the
 * area's GCJ-02 coordinates put it, a place's sheet from `?place=`, and a walking route with its
 * distance.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toDatum } from '@youlan/geo';
import { phonesForTests } from './browser.ts';

let context: BrowserContext;
let page: Page;
const openPhone = phonesForTests();

/** 东宫门 in the demo area (GCJ-02). */
const EAST_GATE = { name: '东宫门', longitude: 116.2786, latitude: 39.999 };

async function openMap(path = '/home/draw-map', at: { longitude: number; latitude: number } | null = null): Promise<Page> {
  context = await openPhone();
  if (at) {
    // The phone reports WGS-84: put it at the WGS-84 spot of the GCJ-02 point.
    const { longitude, latitude } = toDatum({ ...at, datum: 'gcj02' }, 'wgs84');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ longitude, latitude, accuracy: 12 });
  }
  page = await context.newPage();
  await page.goto(path);
  await page.getByTestId('map-marker').first().waitFor({ timeout: 20_000 });
  return page;
}

/** A row of the place list by its exact name (other rows may mention it in their introduction). */
const placeRow = (name: string) => page.getByTestId('place-item').filter({ has: page.getByTestId('place-name').filter({ hasText: new RegExp(`^${name}$`) }) });

const placeTypes = () => page.getByTestId('map-marker').evaluateAll((markers) => markers.map((m) => Number((m as HTMLElement).dataset.placeType)));

async function centreOf(selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('the map (/home/draw-map)', () => {
  it('draws one marker per place over the illustrated map', async () => {
    await openMap();
    // The folded list's rows are made just after the first screen (draw-map-page.tsx).
    await expect.poll(() => page.getByTestId('place-item').count()).toBeGreaterThanOrEqual(20);
    const places = await page.getByTestId('place-item').count();
    await expect.poll(() => page.getByTestId('map-marker').count()).toBe(places);
    await page.locator('img.yl-map-canvas__picture').waitFor();
    expect(await page.locator('img.yl-map-canvas__picture').getAttribute('src')).toContain('summer-palace');
    await expect.poll(() => page.locator('img.yl-map-canvas__picture').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.getByTestId('weather-today').waitFor();
    // Each marker stands where its place's coordinates lie on the picture (the picture spans the
    // map's bounds, in Web Mercator like the map).
    const offsets = await page.evaluate(() => {
      // The places and the map as the server answered them, from the document's start data.
      const start = JSON.parse(document.getElementById('start-data')!.textContent!) as {
        map: { bounds: { southWest: { longitude: number; latitude: number }; northEast: { longitude: number; latitude: number } } };
        places: { list: Array<{ id: number; longitude: number; latitude: number }> };
      };
      const { map, places: { list } } = start;
      const picture = document.querySelector('img.yl-map-canvas__picture')!.getBoundingClientRect();
      const mercator = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));
      const { southWest, northEast } = map.bounds;
      return list.map((place) => {
        const pin = document.querySelector(`[data-testid=map-marker][data-place-id="${place.id}"]`)!.getBoundingClientRect();
        const x = picture.left + ((place.longitude - southWest.longitude) / (northEast.longitude - southWest.longitude)) * picture.width;
        const y = picture.top + ((mercator(northEast.latitude) - mercator(place.latitude)) / (mercator(northEast.latitude) - mercator(southWest.latitude))) * picture.height;
        return Math.hypot(pin.left + pin.width / 2 - x, pin.top + pin.height / 2 - y);
      });
    });
    expect(offsets).toHaveLength(places);
    expect(Math.max(...offsets)).toBeLessThan(3);
  });

  for (const width of [320, 375]) {
    it(`folds its header to the title and search when the map is dragged or a place is open, and back on a tap (${width} px)`, async () => {
      await openMap();
      await page.setViewportSize({ width, height: 720 });
      const top = page.getByTestId('map-top');
      await page.getByTestId('home-entries').waitFor();
      await page.getByTestId('class-filter').waitFor();
      const coveredShare = async () => ((await top.boundingBox())?.height ?? 0) / 720;
      const unfolded = await coveredShare();
      // The visitor's hand on the map: a drag.
      const canvas = await page.getByTestId('map-canvas').boundingBox();
      if (!canvas) throw new Error('no map canvas');
      const [x, y] = [canvas.x + canvas.width / 2, canvas.y + canvas.height * 0.6];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 40, y + 60, { steps: 8 });
      await page.mouse.up();
      await expect.poll(() => top.getAttribute('data-folded')).toBe('true');
      expect(await page.getByTestId('home-entries').isVisible()).toBe(false);
      expect(await page.getByTestId('class-filter').isVisible()).toBe(false);
      expect(await page.getByTestId('home-search').isVisible()).toBe(true);
      const folded = await coveredShare();
      expect(folded).toBeLessThan(0.2);
      expect(folded).toBeLessThan(unfolded / 2);
      // The chevron brings the rows back, the filter as it was.
      await page.getByTestId('map-top-fold').click();
      await page.getByTestId('home-entries').waitFor();
      expect(await page.getByTestId('map-top-fold').getAttribute('aria-expanded')).toBe('true');
      // A place's sheet folds it again (chosen from the list: after a drag a marker may be off screen).
      await page.getByTestId('place-list-toggle').click();
      await placeRow(EAST_GATE.name).click();
      await expect.poll(() => top.getAttribute('data-folded')).toBe('true');
      await page.screenshot({ path: `${process.env['TMPDIR'] ?? '/tmp'}/youlan-map-folded-${width}.png` });
      // It only borrowed the room: closed, the sheet gives it back.
      await page.getByTestId('place-sheet-close').click();
      await expect.poll(() => top.getAttribute('data-folded')).toBe('false');
    });
  }

  it('keeps placeType 6 places when filtering by another class', async () => {
    await openMap();
    const all = await placeTypes();
    const serviceCount = all.filter((type) => type === 6).length;
    expect(serviceCount).toBeGreaterThan(0);
    await page.getByTestId('class-filter-option').filter({ hasText: '宫殿建筑' }).click();
    await expect.poll(async () => (await placeTypes()).length).toBeLessThan(all.length);
    const filtered = await placeTypes();
    expect(filtered.filter((type) => type === 6)).toHaveLength(serviceCount);
    expect(filtered.some((type) => type !== 6)).toBe(true);
    await expect.poll(() => page.getByTestId('place-item').count()).toBe(filtered.length);
  });

  it("shows the visitor's position where the area's own coordinates put it", async () => {
    await openMap('/home/draw-map', EAST_GATE);
    await page.getByTestId('visitor-marker').waitFor({ timeout: 15_000 });
    await page.getByTestId('locate-button').click();
    await expect.poll(() => page.locator('.yl-visitor-accuracy').count()).toBe(1);
    // Converted WGS-84 → GCJ-02, the visitor sits on the gate's marker; unconverted it would be ~600 m off.
    await expect
      .poll(
        async () => {
          const visitor = await centreOf('[data-testid=visitor-marker]');
          const gate = await centreOf(`[data-testid=map-marker][data-place-type="1"] >> xpath=ancestor::div[contains(@class,"leaflet-marker-icon") and @title="${EAST_GATE.name}"]`);
          return Math.hypot(visitor.x - gate.x, visitor.y - gate.y);
        },
        { timeout: 10_000 },
      )
      .toBeLessThan(6);
  });

  it("opens a place's sheet from ?place= and leads to its route", async () => {
    await openMap('/home/draw-map#direct');
    await page.getByTestId('place-list-toggle').click();
    await placeRow('佛香阁').click();
    await page.getByTestId('place-sheet').waitFor();
    expect(await page.getByTestId('place-sheet-name').textContent()).toBe('佛香阁');
    const placeId = new URL(page.url()).searchParams.get('place');
    expect(placeId).toMatch(/^\d+$/);

    await page.goto(`/home/draw-map?place=${placeId}#direct`);
    await page.getByTestId('place-sheet').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('place-sheet-name').textContent()).toBe('佛香阁');
    await page.getByTestId('place-navigate').click();
    await page.waitForURL((url) => url.pathname === '/home/draw-map/navigation' && url.searchParams.get('to') === placeId);
  });

  it('says so when ?place= names a place the area no longer has, and frames the area as on any visit', async () => {
    await openMap('/home/draw-map?place=99999#direct');
    await page.getByText('这个景点已不在地图上').waitFor({ timeout: 10_000 });
    await page.waitForURL((url) => url.pathname === '/home/draw-map' && !url.searchParams.has('place'));
    expect(await page.getByTestId('place-sheet').count()).toBe(0);
    // Framed, the area's places are on screen (the map's first view at the link's place showed a few).
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () =>
        (await page.getByTestId('map-marker').evaluateAll((markers) => markers.map((m) => m.getBoundingClientRect()))).filter(
          (box) => box.left >= 0 && box.top >= 0 && box.right <= viewport.width && box.bottom <= viewport.height,
        ).length,
      )
      .toBeGreaterThanOrEqual(20);
  });
});

describe('navigation (/home/draw-map/navigation)', () => {
  it('draws a walking route from the visitor to the place with its distance and time', async () => {
    await openMap('/home/draw-map', EAST_GATE);
    await page.getByTestId('place-list-toggle').click();
    await placeRow('佛香阁').click();
    await page.getByTestId('place-navigate').click();
    const distance = page.getByTestId('route-distance');
    await distance.waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('route-from').locator('option').first().textContent()).toBe('我的位置');
    // East gate → Long Corridor → Tower of Buddhist Incense: about 1.1 km on the trails.
    const text = (await distance.textContent()) ?? '';
    const match = /([\d.]+)\s*(米|公里)/.exec(text);
    expect(match).not.toBeNull();
    const metres = Number(match![1]) * (match![2] === '公里' ? 1000 : 1);
    expect(metres).toBeGreaterThan(900);
    expect(metres).toBeLessThan(1600);
    expect(text).toMatch(/步行约 \d+ 分钟/);
    expect(await page.locator('path.yl-route-line').count()).toBe(1);
    expect(await page.getByTestId('route-start').count()).toBe(1);
  });

  it('starts from a place when the visitor cannot be located, and hands the place to a map app in a new tab', async () => {
    await openMap();
    await page.getByTestId('place-list-toggle').click();
    await placeRow('十七孔桥').click();
    await page.getByTestId('place-navigate').click();
    await page.getByTestId('route-distance').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('route-note').count()).toBe(1);
    const requested = context.waitForEvent('request', (request) => request.url().startsWith('https://uri.amap.com/marker'));
    await context.route('https://uri.amap.com/**', (route) => route.fulfill({ status: 200, body: 'ok' }));
    const appUrl = page.url();
    const opened = context.waitForEvent('page');
    await page.getByTestId('open-in-map-app').click();
    await opened;
    // Outside WeChat the map page opens beside the app, which stays where it was.
    expect(page.url()).toBe(appUrl);
    const url = new URL((await requested).url());
    expect(url.searchParams.get('position')?.split(',').map(Number)).toEqual([116.2777, 39.9896]);
    expect(url.searchParams.get('coordinate')).toBe('gaode');
    expect(url.searchParams.get('name')).toBe('十七孔桥');
  });
});
