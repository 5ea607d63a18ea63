import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_AREA_PATH, areaBaseDir, loadDemoArea } from './area.file.ts';
import { importArea } from './area.import.ts';

const area = loadDemoArea();
const text = (value: unknown) => (typeof value === 'string' ? value : ((value as { text?: string } | undefined)?.text ?? ''));
/** Every guide recording: the main language's, then each translation's, with the transcript it reads. */
const guides = area.places.flatMap((place) => [
  ...(place.audioKey ? [{ key: place.audioKey, lang: area.mainLanguage, transcript: place.transcript ?? '' }] : []),
  ...Object.entries(place.audioKeys).map(([lang, key]) => ({ key, lang, transcript: text(place.translations[lang]?.['transcript']) })),
]);
const audioKeys = [...guides.map((guide) => guide.key), ...(area.config.musicKey ? [area.config.musicKey] : [])];
const file = (key: string) => resolve(areaBaseDir(DEMO_AREA_PATH), area.media[key] as string);

/**
 * How long a reading of a transcript may be, per unit of its text: Chinese in seconds per Han
 * character (digits are read as several), English in seconds per word. The bands hold a slow or a
 * brisk reader (the demo's voices: 0.37–0.43 s a character, 0.32–0.39 s a word) and refuse a
 * recording that reads a line of a long transcript, or reads it twice.
 */
const PACE: Record<string, { units: (transcript: string) => number; seconds: [number, number] }> = {
  'zh-CN': { units: (transcript) => transcript.match(/\p{Script=Han}/gu)?.length ?? 0, seconds: [0.2, 0.6] },
  en: { units: (transcript) => transcript.split(/\s+/).filter(Boolean).length, seconds: [0.25, 0.6] },
};

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
  it('gives every sight an audio guide in Chinese and in English and the map background music, all listed in its media', () => {
    const sights = area.places.filter((place) => place.placeType !== 6);
    expect(sights.every((place) => place.audioKey && place.audioKeys['en'])).toBe(true);
    expect(area.config.musicKey).toBe('audio/music.mp3');
    for (const key of audioKeys) expect(area.media[key], key).toBe(`media/${key}`);
  });

  it('keeps the files small: mono speech at 22.05 kHz and at most 32 kbps, under 8 MB in all', async () => {
    for (const { key } of guides) {
      const { format } = await parseFile(file(key));
      expect([format.numberOfChannels, format.sampleRate], key).toEqual([1, 22_050]);
      expect(format.bitrate, key).toBeLessThanOrEqual(32_000);
    }
    const sizes = audioKeys.map((key) => statSync(file(key)).size);
    expect(Math.max(...sizes)).toBeLessThan(300_000);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(8_000_000);
  });

  it.each(guides)('$key reads the whole $lang transcript', async ({ key, lang, transcript }) => {
    const pace = PACE[lang];
    if (!pace) throw new Error(`no reading pace known for ${lang}: add one to PACE`);
    const units = pace.units(transcript);
    expect(units, 'a transcript to read').toBeGreaterThan(0);
    const { format } = await parseFile(file(key), { duration: true });
    const perUnit = (format.duration ?? 0) / units;
    expect(perUnit, `${key}: ${format.duration?.toFixed(1)} s for ${units} units`).toBeGreaterThan(pace.seconds[0]);
    expect(perUnit, `${key}: ${format.duration?.toFixed(1)} s for ${units} units`).toBeLessThan(pace.seconds[1]);
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
