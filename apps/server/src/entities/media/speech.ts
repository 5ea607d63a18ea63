/**
 * Speech of a text in a language, as an MP3 in the area's storage (docs/languages.md, "Audio"): the
 * audio guide of a place whose transcript is translated but has no recording in that language.
 * A `SpeechProvider` reads text aloud: espeak-ng on this machine (the default, in a process pool
 * under a time limit) or an OpenAI-compatible cloud service set by env. A `SpeechStore` keeps what
 * was read under a key derived from the provider, voice, language and text, so each is made once,
 * shared by concurrent asks, and found again after a restart.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { asBuffer, createProcessPool } from '../../platform/process-pool.ts';
import { tenantKey, type MediaStorage } from '../../platform/storage/storage.ts';

/** What a provider made of a text. */
export interface Speech {
  mp3: Buffer;
  starts: number[] | null;
}

/** Reads text aloud. */
export interface SpeechProvider {
  /** Names the provider in cache keys (`espeak`, `tts-1`): another provider makes other files. */
  readonly id: string;
  /** The voice that reads `lang` (a BCP 47 tag), or null when the provider has none: no speech. */
  voiceFor(lang: string): string | null;
  /**
   * The MP3 of `text` read by `voice`, and when each sentence of the text (`splitSentences`)
   * begins in it, seconds, when the provider knows (null: it does not); rejects when `signal`
   * aborts (a time limit, closing).
   */
  speak(text: string, voice: string, signal: AbortSignal): Promise<Speech>;
  close(): Promise<void>;
}

/** Seconds one text may take to read before its work is ended: a 3,000-character guide takes ~40 s under load. */
export const SPEECH_TIMEOUT_SECONDS = 180;

/** Characters read at most (about ten minutes of Chinese); a longer transcript is cut at a sentence. */
export const SPEECH_MAX_CHARS = 3000;

/** Texts read at once: each takes a core while it lasts, and the server has other work. */
export const SPEECH_CONCURRENCY = 1;

/** Texts being made or waiting their turn at most; past that an ask is turned away (null) and may come again later. */
export const SPEECH_MAX_WAITING = 500;

/** Where a sentence ends, in the scripts the areas write in. */
const SENTENCE_END = /[.!?。！？…]["'”’」』)）]*\s*|\n\s*\n/g;

/**
 * The text cut to at most `max` characters at the end of a sentence (or, when the first sentence is
 * already longer, at the last space before `max`, else at `max`).
 */
export function cutAtSentence(text: string, max = SPEECH_MAX_CHARS): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  let end = 0;
  for (const match of trimmed.matchAll(SENTENCE_END)) {
    const after = match.index + match[0].length;
    if (after > max) break;
    end = after;
  }
  if (end === 0) {
    const space = trimmed.lastIndexOf(' ', max);
    end = space > 0 ? space : max;
  }
  return trimmed.slice(0, end).trim();
}

const require = createRequire(import.meta.url);

/** espeak-ng's languages in text2wav's data (`cmn`, `ja`, `en-US`, …), by lower-case name. */
let espeakLanguages: Set<string> | undefined;
function espeakHas(name: string): boolean {
  espeakLanguages ??= new Set(
    readdirSync(join(require.resolve('text2wav/package.json'), '..', 'espeak-ng-data', 'lang'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name.toLowerCase()),
  );
  return espeakLanguages.has(name.toLowerCase());
}

/**
 * The espeak-ng voice for a BCP 47 tag: Chinese is Mandarin (`cmn`) but for Cantonese (`yue`,
 * `zh-HK`); otherwise the tag itself when espeak-ng has that variety (`en-US`), else its language
 * (`ja`, `ko`); null when espeak-ng lacks the language.
 */
export function espeakVoiceFor(lang: string): string | null {
  const tag = lang.toLowerCase();
  const [language] = tag.split('-');
  if (tag === 'yue' || tag.startsWith('yue-') || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant-hk')) return 'yue';
  if (language === 'zh' || language === 'cmn') return 'cmn';
  if (espeakHas(tag)) return tag;
  return language && espeakHas(language) ? language : null;
}

/** espeak-ng in a process of its own pool (speech-worker.ts): a long text never holds the event loop. */
export function createEspeakProvider(): SpeechProvider {
  const pool = createProcessPool(new URL('./speech-worker.ts', import.meta.url), SPEECH_CONCURRENCY);
  return {
    id: 'espeak',
    voiceFor: espeakVoiceFor,
    async speak(text, voice, signal) {
      const { mp3, starts } = await pool.run<{ mp3: Uint8Array; starts: number[] }>('speak', [text, voice], { signal });
      return { mp3: asBuffer(mp3), starts };
    },
    close: () => pool.close(),
  };
}

export interface CloudSpeechOptions {
  /** The endpoint, or the API's base URL (`https://api.openai.com/v1`) to which `/audio/speech` is added. */
  url: string;
  apiKey?: string | undefined;
  model: string;
  voice: string;
}

/** An answer larger than this is not a guide's speech: refused rather than stored. */
const CLOUD_MAX_BYTES = 32 * 1024 * 1024;

/** Whether bytes begin as an MP3 does: an ID3 tag or an MPEG audio frame. */
export const looksLikeMp3 = (bytes: Uint8Array) => (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);

/**
 * An OpenAI-compatible speech endpoint (`POST …/audio/speech`: OpenAI, and the compatible modes of
 * other services and of local servers). Its voices read many languages, so every language gets
 * the one voice.
 */
export function createCloudSpeechProvider(options: CloudSpeechOptions): SpeechProvider {
  const endpoint = /\/audio\/speech\/?$/.test(options.url) ? options.url : `${options.url.replace(/\/+$/, '')}/audio/speech`;
  const service = new URL(endpoint).host;
  return {
    id: `cloud-${options.model}`,
    voiceFor: () => options.voice,
    async speak(text, voice, signal) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({ model: options.model, voice, input: text, response_format: 'mp3' }),
        signal,
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`The speech service (${service}) refused (HTTP ${response.status})${detail ? `: ${detail}` : ''}`);
      }
      if (Number(response.headers.get('content-length') ?? 0) > CLOUD_MAX_BYTES) {
        await response.body?.cancel();
        throw new Error(`The speech service (${service}) answered more than ${CLOUD_MAX_BYTES} bytes`);
      }
      const mp3 = Buffer.from(await response.arrayBuffer());
      if (mp3.length > CLOUD_MAX_BYTES || !looksLikeMp3(mp3)) throw new Error(`The speech service (${service}) answered something other than an MP3`);
      // The service answers sound only: the app spreads the sentences by their lengths.
      return { mp3, starts: null };
    },
    close: async () => {},
  };
}

/** What the environment says about speech (platform/env.ts). */
export interface SpeechEnv {
  TTS: 'on' | 'off';
  TTS_API_URL?: string | undefined;
  TTS_API_KEY?: string | undefined;
  TTS_MODEL: string;
  TTS_VOICE: string;
}

/** The cloud service when the environment names one, else espeak-ng on this machine; null when speech is off. */
export function speechProviderFrom(env: SpeechEnv): SpeechProvider | null {
  if (env.TTS === 'off') return null;
  if (env.TTS_API_URL) return createCloudSpeechProvider({ url: env.TTS_API_URL, apiKey: env.TTS_API_KEY, model: env.TTS_MODEL, voice: env.TTS_VOICE });
  return createEspeakProvider();
}

const safeKeyPart = (part: string) => part.replace(/[^A-Za-z0-9._-]/g, '_');

/** Where the speech of a text is kept in an area: one file per provider, voice, language and text. Its sentence timings, when known, beside it (`speechTimingsKey`). */
export function speechKey(providerId: string, voice: string, lang: string, text: string): string {
  const digest = createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 24);
  return `speech/${safeKeyPart(providerId)}/${safeKeyPart(voice)}/${safeKeyPart(lang)}/${digest}.mp3`;
}

/** The JSON beside a speech MP3 with when its sentences begin (`{ "starts": [0, 2.4, …] }`). */
export const speechTimingsKey = (key: string) => key.replace(/\.mp3$/, '.json');

export interface SpeechStore {
  /**
   * The area's key of the speech of `text` in `lang`, made and stored if it was not yet (once,
   * whoever else asks meanwhile); null when no voice reads the language, the text is empty, or too
   * many texts wait. Rejects when the making failed or took too long.
   */
  speech(area: { code: string }, lang: string, text: string): Promise<string | null>;
  /**
   * The key of the speech of `text` in `lang` when it is known to be stored; else null, and it is
   * made in the background (a visitor never waits for it), so a later answer names it. A making
   * that failed is not tried again for SPEECH_RETRY_MS.
   */
  ready(area: { code: string }, lang: string, text: string): string | null;
  /**
   * When each sentence begins in the stored speech `key` names (a key `ready` gave), seconds;
   * null when the provider did not say (a cloud voice) or `key` is not speech.
   */
  timings(area: { code: string }, key: string): Promise<number[] | null>;
  /** Ends the making under way (it rejects) and the provider. */
  close(): Promise<void>;
}

export interface SpeechStoreOptions {
  storage: MediaStorage;
  provider: SpeechProvider;
  /** The signal that ends one text's making; tests hand in their own. */
  timeLimit?: () => AbortSignal;
  concurrency?: number;
  maxWaiting?: number;
  maxChars?: number;
  /** Hears a background making that failed. */
  onError?: (error: unknown, speech: { area: string; lang: string; key: string }) => void;
}

/** A text whose making failed waits this long before it is tried again. */
export const SPEECH_RETRY_MS = 10 * 60 * 1000;
/** Stored speech remembered, and texts whose key is remembered per language: a few areas' guides. */
const REMEMBERED = 20_000;

/** The starts of a timings file; null when it is not one (written by another version, or damaged). */
function readStarts(bytes: Buffer): number[] | null {
  try {
    const { starts } = JSON.parse(bytes.toString('utf8')) as { starts?: unknown };
    return Array.isArray(starts) && starts.every((start) => typeof start === 'number' && Number.isFinite(start) && start >= 0) ? (starts as number[]) : null;
  } catch {
    return null;
  }
}

export function createSpeechStore({
  storage,
  provider,
  timeLimit = () => AbortSignal.timeout(SPEECH_TIMEOUT_SECONDS * 1000),
  concurrency = SPEECH_CONCURRENCY,
  maxWaiting = SPEECH_MAX_WAITING,
  maxChars = SPEECH_MAX_CHARS,
  onError = () => {},
}: SpeechStoreOptions): SpeechStore {
  const queue = pLimit(concurrency);
  const closed = new AbortController();
  /** Makings under way or waiting, by full storage key: a second ask joins the first. */
  const making = new Map<string, Promise<string>>();

  async function make(full: string, key: string, text: string, voice: string): Promise<string> {
    if (await storage.exists(full)) return key;
    return queue(async () => {
      closed.signal.throwIfAborted();
      const { mp3, starts } = await provider.speak(text, voice, AbortSignal.any([timeLimit(), closed.signal]));
      // The timings first: whoever finds the MP3 finds them too.
      if (starts) await storage.put(speechTimingsKey(full), Buffer.from(JSON.stringify({ starts })), 'application/json');
      await storage.put(full, mp3, 'audio/mpeg');
      return key;
    });
  }

  /** Sentence timings read back, by full key of the speech (null: it has none). */
  const timingsRead = new LRUCache<string, { starts: number[] | null }>({ max: REMEMBERED });

  /** Full keys known stored, and of failed makings (for a while). */
  const stored = new LRUCache<string, true>({ max: REMEMBERED });
  const failed = new LRUCache<string, true>({ max: REMEMBERED, ttl: SPEECH_RETRY_MS });
  /** Per language, what a text is read as: its key, or null without a voice or words. */
  const planned = new Map<string, LRUCache<string, { key: string; text: string; voice: string } | { key: null }>>();

  // Asked for every place of a list on every answer: a text's key is worked out once, and the
  // map finds a text it saw (the same string from the same cached row) by its cached hash.
  function plan(lang: string, source: string) {
    let byText = planned.get(lang);
    if (!byText) planned.set(lang, (byText = new LRUCache({ max: REMEMBERED })));
    let found = byText.get(source);
    if (!found) {
      const voice = provider.voiceFor(lang);
      const text = cutAtSentence(source, maxChars);
      found = voice && text !== '' ? { key: speechKey(provider.id, voice, lang, text), text, voice } : { key: null };
      byText.set(source, found);
    }
    return found;
  }

  function speech(area: { code: string }, lang: string, source: string): Promise<string | null> {
    const reading = plan(lang, source);
    if (reading.key === null) return Promise.resolve(null);
    const { key, text, voice } = reading;
    const full = tenantKey(area, key);
    const joined = making.get(full);
    if (joined) return joined;
    if (making.size >= maxWaiting) return Promise.resolve(null);
    const job = make(full, key, text, voice)
      .then((made) => (stored.set(full, true), made))
      .finally(() => making.delete(full));
    making.set(full, job);
    return job;
  }

  return {
    speech,
    ready(area, lang, source) {
      const { key } = plan(lang, source);
      if (key === null) return null;
      const full = tenantKey(area, key);
      if (stored.has(full)) return key;
      if (!making.has(full) && !failed.has(full) && !closed.signal.aborted) {
        speech(area, lang, source).catch((error: unknown) => {
          failed.set(full, true);
          if (!closed.signal.aborted) onError(error, { area: area.code, lang, key });
        });
      }
      return null;
    },
    async timings(area, key) {
      if (!key.startsWith(`speech/${safeKeyPart(provider.id)}/`)) return null;
      const full = tenantKey(area, key);
      let found = timingsRead.get(full);
      if (!found) {
        const bytes = await storage.get(speechTimingsKey(full));
        found = { starts: bytes ? readStarts(bytes) : null };
        timingsRead.set(full, found);
      }
      return found.starts;
    },
    async close() {
      // Waiting makings reject as their turn comes, the one under way at once.
      closed.abort(new Error('the speech store is closing'));
      await provider.close();
    },
  };
}
