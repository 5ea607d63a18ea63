/**
 * A place's audio guide in the visitor's language (docs/languages.md, "Audio"): the operator's
 * recording in that language, else speech of the translated transcript (espeak-ng, made in the
 * background on the first ask), else the main recording, `audioLang` saying which.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let area: { code: string; id: number };
const JA_TRANSCRIPT = 'こちらは東宮門です。頤和園の正門です。';

beforeAll(async () => {
  t = await createTestApp({ TTS: 'on' });
  area = await t.createTenant((file) => {
    file.languages = ['zh-CN', 'en', 'ja', 'ko'];
    // No English transcripts: only the places below are read aloud.
    for (const place of file.places) place.translations = {};
    const [spoken, plain, recorded] = file.places.filter((place) => place.audioKey);
    spoken!.translations = { ja: { name: '東宮門', transcript: JA_TRANSCRIPT } };
    plain!.translations = { ja: { name: '日本語の名前だけ' } };
    recorded!.translations = { ja: { transcript: 'この案内は録音があります。' } };
    recorded!.audioKeys = { ja: plain!.audioKey! };
  });
});
afterAll(() => t.close());

interface PlaceAnswer {
  id: number;
  name: { text: string };
  audioKey: string | null;
  audioLang: string;
}

const list = async (lang: string) => {
  const response = await t.call(area.code, { method: 'GET', url: '/api/h5/place?size=9999', headers: { 'accept-language': lang } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.list as PlaceAnswer[]).filter((place) => place.audioKey);
};

describe("a place's guide in the visitor's language", () => {
  it('gives the main recording, saying so, until the speech is made; then the Japanese speech', { timeout: 180_000 }, async () => {
    const [first, plain, recorded] = await list('ja');
    const main = first!.audioKey;
    expect(first).toMatchObject({ name: { text: '東宮門' }, audioLang: 'zh-CN' });
    expect(main).toMatch(/^audio\//);

    // Made in the background; the list is kept 5 s, so a later answer names it.
    await expect.poll(async () => (await list('ja'))[0], { timeout: 150_000, interval: 1000 }).toMatchObject({ audioLang: 'ja', audioKey: expect.stringMatching(/^speech\/espeak\/ja\/ja\/[0-9a-f]{24}\.mp3$/) });
    const spoken = (await list('ja'))[0]!;

    // Stored in the area, signed like any media, and an MP3.
    const signed = await t.call(area.code, { method: 'GET', url: '/api/aliyun/signURL', query: { fileName: spoken.audioKey! } });
    expect(signed.statusCode, signed.body).toBe(200);
    const file = await t.ctx.storage.get(`${area.code}/${spoken.audioKey}`);
    expect(file?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xf3]));

    // The place's own answer agrees.
    type Detail = PlaceAnswer & { transcript: { text: string; lang: string }; transcriptTimings: number[] | null };
    const detail = (await t.call(area.code, { method: 'GET', url: `/api/h5/place/${spoken.id}`, headers: { 'accept-language': 'ja' } })).json().data as Detail;
    expect(detail).toMatchObject({ audioKey: spoken.audioKey, audioLang: 'ja', transcript: { text: JA_TRANSCRIPT, lang: 'ja' } });
    // With when its two sentences begin in the speech, for the player's highlight.
    expect(detail.transcriptTimings).toHaveLength(2);
    expect(detail.transcriptTimings![0]).toBe(0);
    expect(detail.transcriptTimings![1]).toBeGreaterThan(0.5);
    // A recording has none: the app spreads the sentences over it.
    const recording = (await t.call(area.code, { method: 'GET', url: `/api/h5/place/${recorded!.id}`, headers: { 'accept-language': 'ja' } })).json().data as Detail;
    expect(recording.transcriptTimings).toBeNull();

    // A place without a Japanese transcript: the main recording, in the main language.
    expect((await list('ja'))[1]).toEqual(plain);
    expect(plain).toMatchObject({ audioLang: 'zh-CN', audioKey: expect.stringMatching(/^audio\//) });
    // The operator's Japanese recording comes before any speech.
    expect(recorded).toMatchObject({ audioKey: plain!.audioKey, audioLang: 'ja' });
  });

  it('in the main language, and in a language without transcripts, the main recordings', async () => {
    for (const lang of ['zh-CN', 'ko']) {
      const places = await list(lang);
      expect(places.every((place) => place.audioLang === 'zh-CN' && place.audioKey?.startsWith('audio/')), lang).toBe(true);
    }
  });
});
