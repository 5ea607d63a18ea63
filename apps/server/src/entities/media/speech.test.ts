import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../platform/storage/local-storage.ts';
import { createCloudSpeechProvider, createEspeakProvider, createSpeechStore, cutAtSentence, espeakVoiceFor, looksLikeMp3, speechKey, speechProviderFrom, type SpeechProvider } from './speech.ts';
import { japaneseReading, synthesize } from './speech-synth.ts';

/** The playing time of an MP3 of MPEG-2 layer III frames at 22.05 kHz: 576 samples per frame. */
function mp3Seconds(mp3: Uint8Array): number {
  let frames = 0;
  for (let at = 0; at + 4 <= mp3.length; ) {
    if (mp3[at] !== 0xff || (mp3[at + 1]! & 0xe0) !== 0xe0) throw new Error(`no frame at ${at}`);
    const bitrate = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160][mp3[at + 2]! >> 4]!;
    const padding = (mp3[at + 2]! >> 1) & 1;
    at += Math.floor((72_000 * bitrate) / 22_050) + padding;
    frames += 1;
  }
  return (frames * 576) / 22_050;
}

describe('espeak-ng speech', () => {
  it('reads Mandarin, Japanese, Korean and English to 32 kbps mono MP3', { timeout: 120_000 }, async () => {
    for (const [text, voice] of [
      ['这里是佛香阁。', 'cmn'],
      ['こちらは東京タワーです。', 'ja'],
      ['이곳은 불향각입니다.', 'ko'],
      ['This is the Tower of Buddhist Incense.', 'en'],
    ] as const) {
      const { mp3, seconds, starts } = await synthesize(text, voice);
      expect(starts, voice).toEqual([0]);
      expect(looksLikeMp3(mp3), voice).toBe(true);
      // Layer III, MPEG-2 (22.05 kHz), 32 kbps, mono.
      expect([mp3[1], mp3[2]! >> 4, mp3[3]! >> 6], voice).toEqual([0xf3, 4, 3]);
      expect(seconds, voice).toBeGreaterThan(1);
      expect(seconds, voice).toBeLessThan(6);
      expect(Math.abs(mp3Seconds(mp3) - seconds), voice).toBeLessThan(0.2);
    }
  });

  it('says when each sentence begins: read one by one, as long as read in one go', { timeout: 60_000 }, async () => {
    const text = '欢迎来到颐和园。您现在站在东宫门前！\n\n这里是正门？是的';
    const { starts, seconds } = await synthesize(text, 'cmn');
    expect(starts).toHaveLength(4);
    expect(starts[0]).toBe(0);
    for (let i = 1; i < starts.length; i += 1) expect(starts[i]! - starts[i - 1]!).toBeGreaterThan(0.5);
    // Each sentence alone, measured: its start is the sum of those before it.
    const alone = await Promise.all(['欢迎来到颐和园。', '您现在站在东宫门前！', '这里是正门？'].map(async (sentence) => (await synthesize(sentence, 'cmn')).seconds));
    expect(starts[1]).toBeCloseTo(alone[0]!, 3);
    expect(starts[3]).toBeCloseTo(alone[0]! + alone[1]! + alone[2]!, 3);
    const whole = await synthesize(text.replace(/\n/g, ''), 'cmn');
    expect(Math.abs(whole.seconds - seconds)).toBeLessThan(0.5);
  });

  it('reads Japanese kanji as kana first', async () => {
    expect(await japaneseReading('こちらは東京タワーです。')).toBe('コチラワトーキョータワーデス。');
    // A word the dictionary lacks stays as written.
    expect(await japaneseReading('ABC')).toBe('ABC');
  });

  it('a text starting with a dash is read, not taken for an option', async () => {
    const { seconds } = await synthesize('-v xx hello', 'en');
    expect(seconds).toBeGreaterThan(0.5);
  });

  it('refuses a voice espeak-ng lacks, and the process lives on', async () => {
    await expect(synthesize('hello', 'xx')).rejects.toThrow(/voice does not exist/);
    expect(process.listenerCount('unhandledRejection')).toBeLessThan(3);
    expect((await synthesize('hello', 'en')).seconds).toBeGreaterThan(0.3);
  });

  it('chooses voices by language tag, and none for a language it lacks', () => {
    expect(['zh-CN', 'zh', 'zh-Hans', 'zh-Hant-TW', 'ja', 'ja-JP', 'ko', 'en', 'en-US', 'yue', 'zh-HK', 'fr-FR', 'xx'].map(espeakVoiceFor)).toEqual([
      'cmn',
      'cmn',
      'cmn',
      'cmn',
      'ja',
      'ja',
      'ko',
      'en',
      'en-us',
      'yue',
      'yue',
      'fr',
      null,
    ]);
  });

  it('reads in a process of its pool', { timeout: 60_000 }, async () => {
    const provider = createEspeakProvider();
    try {
      const { mp3, starts } = await provider.speak('你好。再见。', 'cmn', AbortSignal.timeout(50_000));
      expect(Buffer.isBuffer(mp3) && looksLikeMp3(mp3)).toBe(true);
      expect(starts).toHaveLength(2);
      const stopped = new AbortController();
      const long = provider.speak('这是一段很长的讲解。'.repeat(200), 'cmn', stopped.signal);
      setTimeout(() => stopped.abort(new Error('too long')), 200);
      await expect(long).rejects.toThrow('too long');
    } finally {
      await provider.close();
    }
  });
});

describe('cutting a transcript', () => {
  it('keeps a short text whole', () => {
    expect(cutAtSentence('  一句话。 ', 10)).toBe('一句话。');
  });
  it('cuts a long one at the last sentence that fits', () => {
    expect(cutAtSentence('第一句。第二句！第三句很长很长。', 9)).toBe('第一句。第二句！');
    expect(cutAtSentence('One. Two? Three is long.', 12)).toBe('One. Two?');
    expect(cutAtSentence('こんにちは。「はい。」さようなら。', 12)).toBe('こんにちは。「はい。」');
  });
  it('cuts a first sentence longer than the limit at a space, else at the limit', () => {
    expect(cutAtSentence('one two three four', 10)).toBe('one two');
    expect(cutAtSentence('一二三四五六七八九十', 4)).toBe('一二三四');
  });
});

/** A provider that counts what it is asked and answers after `ms`. */
function countingProvider(ms = 30): SpeechProvider & { asked: string[] } {
  const asked: string[] = [];
  return {
    id: 'fake',
    asked,
    voiceFor: (lang) => (lang === 'xx' ? null : `v-${lang}`),
    async speak(text, _voice, signal) {
      asked.push(text);
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, ms);
        signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
      });
      return { mp3: Buffer.from([0xff, 0xf3, 0x40, 0xc4, ...Buffer.from(text)]), starts: text.startsWith('Untimed') ? null : [0, 1.5] };
    },
    close: async () => {},
  };
}

describe('the speech store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'speech-'));
  const storage = new LocalStorage(dir, 'x'.repeat(32));
  const area = { code: 'demo' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a text once, however many ask at once, and finds it again after a restart', async () => {
    const provider = countingProvider();
    const store = createSpeechStore({ storage, provider });
    const keys = await Promise.all([1, 2, 3].map(() => store.speech(area, 'ja', 'こちらは仏香閣です。')));
    expect(new Set(keys)).toEqual(new Set([speechKey('fake', 'v-ja', 'ja', 'こちらは仏香閣です。')]));
    expect(provider.asked).toHaveLength(1);
    expect(await storage.get(`demo/${keys[0]}`)).not.toBeNull();

    const restarted = countingProvider();
    const again = createSpeechStore({ storage, provider: restarted });
    expect(await again.speech(area, 'ja', 'こちらは仏香閣です。')).toBe(keys[0]);
    expect(restarted.asked).toHaveLength(0);
    // Another language, another text, another area: another file.
    expect(await again.speech(area, 'ko', 'こちらは仏香閣です。')).not.toBe(keys[0]);
    expect(await again.speech({ code: 'other' }, 'ja', 'こちらは仏香閣です。')).toBe(keys[0]);
    expect(restarted.asked).toHaveLength(2);
  });

  it("keeps the sentences' timings beside the speech, and gives none for speech without them or for a recording", async () => {
    const store = createSpeechStore({ storage, provider: countingProvider() });
    const key = (await store.speech(area, 'en', 'Timed. Twice.'))!;
    expect(await store.timings(area, key)).toEqual([0, 1.5]);
    expect(JSON.parse((await storage.get(`demo/${key.replace(/\.mp3$/, '.json')}`))!.toString())).toEqual({ starts: [0, 1.5] });
    // After a restart, read back from storage.
    expect(await createSpeechStore({ storage, provider: countingProvider() }).timings(area, key)).toEqual([0, 1.5]);
    expect(await store.timings(area, (await store.speech(area, 'en', 'Untimed. Twice.'))!)).toBeNull();
    expect(await store.timings(area, 'audio/donggongmen.mp3')).toBeNull();
    // Another area's file is not this area's.
    expect(await store.timings({ code: 'other' }, key)).toBeNull();
  });

  it('gives none for a language without a voice or an empty text', async () => {
    const provider = countingProvider();
    const store = createSpeechStore({ storage, provider });
    expect(await store.speech(area, 'xx', 'text')).toBeNull();
    expect(await store.speech(area, 'ja', '  ')).toBeNull();
    expect(provider.asked).toHaveLength(0);
  });

  it('reads a transcript over the limit up to a sentence', async () => {
    const provider = countingProvider();
    const store = createSpeechStore({ storage, provider, maxChars: 8 });
    await store.speech(area, 'en', 'Short. And then a long one.');
    expect(provider.asked).toEqual(['Short.']);
  });

  it('makes at most `concurrency` at once, turns away asks past the waiting bound, and ends work past its time limit', async () => {
    let running = 0;
    let most = 0;
    const inner = countingProvider(40);
    const provider: SpeechProvider = {
      ...inner,
      async speak(text, voice, signal) {
        running += 1;
        most = Math.max(most, running);
        try {
          return await inner.speak(text, voice, signal);
        } finally {
          running -= 1;
        }
      },
    };
    const store = createSpeechStore({ storage, provider, concurrency: 2, maxWaiting: 3 });
    const asks = ['a.', 'b.', 'c.', 'd.', 'e.', 'f.', 'g.', 'h.'].map((text) => store.speech(area, 'en', `${text} concurrency`));
    const keys = await Promise.all(asks);
    expect(most).toBe(2);
    expect(keys.filter((key) => key === null).length).toBeGreaterThan(0);

    const limits: AbortController[] = [];
    const timed = createSpeechStore({ storage, provider: countingProvider(10_000), timeLimit: () => (limits[limits.length] = new AbortController()).signal });
    const slow = timed.speech(area, 'en', 'A slow one.');
    await expect.poll(() => limits.length).toBe(1);
    limits[0]!.abort(new Error('took too long'));
    await expect(slow).rejects.toThrow('took too long');
    expect(await storage.exists(`demo/${speechKey('fake', 'v-en', 'en', 'A slow one.')}`)).toBe(false);
  });
});

describe('a cloud speech service', () => {
  const asked: { url: string | undefined; auth: string | undefined; body: unknown }[] = [];
  let answer: { status: number; body: Buffer } = { status: 200, body: Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]) };
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    asked.push({ url: request.url, auth: request.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
    response.writeHead(answer.status, { 'content-type': 'audio/mpeg' }).end(answer.body);
  });
  const listening = new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('posts the text to /audio/speech and keeps the MP3 it answers', async () => {
    const base = await listening;
    const provider = createCloudSpeechProvider({ url: `${base}/v1`, apiKey: 'sk-test', model: 'tts-test', voice: 'nova' });
    expect(provider.voiceFor('ja')).toBe('nova');
    const { mp3, starts } = await provider.speak('こんにちは', 'nova', AbortSignal.timeout(5000));
    expect(mp3).toEqual(answer.body);
    expect(starts).toBeNull();
    expect(asked.at(-1)).toEqual({ url: '/v1/audio/speech', auth: 'Bearer sk-test', body: { model: 'tts-test', voice: 'nova', input: 'こんにちは', response_format: 'mp3' } });
    expect(speechKey(provider.id, 'nova', 'ja', 'x')).toMatch(/^speech\/cloud-tts-test\/nova\/ja\/[0-9a-f]{24}\.mp3$/);
  });

  it('is chosen by TTS_API_URL; TTS=off chooses none', async () => {
    const env = { TTS: 'on' as const, TTS_MODEL: 'tts-1', TTS_VOICE: 'alloy' };
    expect(speechProviderFrom({ ...env, TTS_API_URL: 'http://127.0.0.1:9/v1' })?.id).toBe('cloud-tts-1');
    const local = speechProviderFrom(env);
    expect(local?.id).toBe('espeak');
    await local?.close();
    expect(speechProviderFrom({ ...env, TTS: 'off' })).toBeNull();
  });

  it('refuses an error or an answer that is no MP3', async () => {
    const base = await listening;
    const provider = createCloudSpeechProvider({ url: `${base}/v1/audio/speech`, model: 'tts-test', voice: 'nova' });
    answer = { status: 401, body: Buffer.from('{"error":"bad key"}') };
    await expect(provider.speak('hi', 'nova', AbortSignal.timeout(5000))).rejects.toThrow(/HTTP 401.*bad key/);
    answer = { status: 200, body: Buffer.from('<html>') };
    await expect(provider.speak('hi', 'nova', AbortSignal.timeout(5000))).rejects.toThrow(/other than an MP3/);
    expect(asked.at(-1)?.url).toBe('/v1/audio/speech');
    expect(asked.at(-1)?.auth).toBeUndefined();
  });
});

describe('speech for an answer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'speech-ready-'));
  const storage = new LocalStorage(dir, 'x'.repeat(32));
  const area = { code: 'demo' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is null until made in the background, then names the stored speech', async () => {
    const provider = countingProvider();
    const store = createSpeechStore({ storage, provider });
    expect(store.ready(area, 'ja', 'こんにちは。')).toBeNull();
    expect(store.ready(area, 'ja', 'こんにちは。')).toBeNull();
    await expect.poll(() => store.ready(area, 'ja', 'こんにちは。')).toBe(speechKey('fake', 'v-ja', 'ja', 'こんにちは。'));
    expect(provider.asked).toEqual(['こんにちは。']);
    expect(store.ready(area, 'xx', 'hello')).toBeNull();
    // After a restart the stored file is found (one answer without it), not made again.
    const restarted = countingProvider();
    const again = createSpeechStore({ storage, provider: restarted });
    expect(again.ready(area, 'ja', 'こんにちは。')).toBeNull();
    await expect.poll(() => again.ready(area, 'ja', 'こんにちは。')).not.toBeNull();
    expect(restarted.asked).toEqual([]);
  });

  it('tells of a failed making and does not try it again at once', async () => {
    const errors: unknown[] = [];
    const provider: SpeechProvider = { ...countingProvider(), speak: () => Promise.reject(new Error('no voice today')) };
    const store = createSpeechStore({ storage, provider, onError: (error) => errors.push(error) });
    expect(store.ready(area, 'en', 'Failing.')).toBeNull();
    await expect.poll(() => errors.length).toBe(1);
    expect(store.ready(area, 'en', 'Failing.')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).toHaveLength(1);
  });
});
