import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_AREA_PATH, areaBaseDir, loadDemoArea } from './area.file.ts';
import { importArea } from './area.import.ts';

const area = loadDemoArea();
const audioKeys = [...area.places.flatMap((place) => (place.audioKey ? [place.audioKey] : [])), ...(area.config.musicKey ? [area.config.musicKey] : [])];

let t: TestApp;
let code: string;

beforeAll(async () => {
  t = await createTestApp();
  const copy = loadDemoArea();
  code = `t-${randomUUID().slice(0, 8)}`;
  copy.tenant.code = code;
  await importArea(t.ctx, copy, areaBaseDir(DEMO_AREA_PATH));
});
afterAll(() => t.close());

describe('the demo area ships audio', () => {
  it('gives every sight an audio guide and the map background music, all listed in its media', () => {
    const sights = area.places.filter((place) => place.placeType !== 6);
    expect(sights.every((place) => place.audioKey)).toBe(true);
    expect(area.config.musicKey).toBe('audio/music.mp3');
    for (const key of audioKeys) expect(area.media[key], key).toBe(`media/${key}`);
  });

  it('keeps the files small: mono speech at 32 kbps, under 3 MB in all', () => {
    const sizes = audioKeys.map((key) => statSync(resolve(areaBaseDir(DEMO_AREA_PATH), area.media[key] as string)).size);
    expect(Math.max(...sizes)).toBeLessThan(200_000);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(3_000_000);
  });

  it.each(audioKeys)('signs %s and serves it as MP3 with byte ranges', async (key) => {
    const signed = await t.call(code, { method: 'GET', url: '/api/aliyun/signURL', query: { fileName: key } });
    expect(signed.statusCode).toBe(200);
    const url = new URL(signed.json().data.url);
    const head = await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { range: 'bytes=0-2' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-type']).toBe('audio/mpeg');
    // An MP3 starts with an ID3 tag or a frame sync.
    const bytes = head.rawPayload;
    expect(bytes.toString('latin1', 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)).toBe(true);
  });
});
