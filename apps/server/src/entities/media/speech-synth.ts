/**
 * Speech made on this machine, paid in a process of the speech pool (speech.ts), never in the
 * server's own: espeak-ng compiled to WebAssembly (npm text2wav, its voice data inside the package,
 * nothing fetched) reads the text to 22.05 kHz mono 16-bit PCM, and lamejs encodes it as MP3 at
 * 32 kbps mono (the demo's committed guides, seed/make-audio.sh, are 24 kbps). Japanese is turned
 * into kana first (kuromoji's dictionary): espeak-ng reads kana well and kanji poorly. Free of
 * server imports.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Mp3Encoder } from '@breezystack/lamejs';
import { splitSentences } from '@youlan/contract/runtime';

const require = createRequire(import.meta.url);

/** What text2wav's Emscripten build reads from the object it is started with. */
interface EspeakModule {
  arguments: string[];
  print: (line: string) => void;
  printErr: (line: string) => void;
  instantiateWasm: (imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => object;
  postRun: () => void;
  onAbort: (what: unknown) => void;
  quit: (status: number, error: unknown) => void;
  FS?: { readFile(path: string): Uint8Array; unmount(path: string): void };
}
const startEspeak = require('text2wav/lib/espeak-ng.js') as (module: EspeakModule) => void;

/** MP3 bit rate, kbps: speech at 22.05 kHz mono loses nothing a phone's speaker shows at 32. */
export const SPEECH_KBPS = 32;

// Compiled once per process: text2wav's own entry compiles the 0.8 MB module on every call and,
// streaming first, prints "wasm streaming compile failed" each time before it falls back.
let compiled: Promise<WebAssembly.Module> | undefined;
const espeakWasm = () => (compiled ??= WebAssembly.compile(readFileSync(require.resolve('text2wav/lib/espeak-ng.wasm'))));

/** espeak-ng's WAV of `text` read by `voice`. */
export async function espeakWav(text: string, voice: string): Promise<Uint8Array> {
  const wasm = await espeakWasm();
  return new Promise((resolve, reject) => {
    const errors: string[] = [];
    const failed = (what: unknown) => reject(new Error(`espeak-ng (${voice}) failed: ${errors.join(' ') || String(what)}`));
    const module: EspeakModule = {
      // One argument after the options is the text; a leading space keeps a text that starts with
      // "-" from being read as an option.
      arguments: ['-v', voice, '-w', '/speech.wav', ` ${text}`],
      print: () => {},
      printErr: (line) => errors.push(line),
      instantiateWasm: (imports, receive) => {
        WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm), failed);
        return {};
      },
      postRun: () => {
        try {
          // text2wav mounts its data folder at /usr/share; the mount holds the folder open.
          module.FS!.unmount('/usr/share');
          resolve(module.FS!.readFile('/speech.wav'));
        } catch (error) {
          failed(error);
        }
      },
      onAbort: failed,
      // The build ends the whole process on exit(1) (an unknown voice) unless told otherwise.
      quit: (_status, error) => failed(error),
    };
    const before = new Set<unknown>([...process.listeners('uncaughtException'), ...process.listeners('unhandledRejection')]);
    startEspeak(module);
    // Each start adds two process-wide handlers (one turns any unhandled rejection into its abort): none stays.
    for (const listener of process.listeners('uncaughtException')) if (!before.has(listener)) process.off('uncaughtException', listener);
    for (const listener of process.listeners('unhandledRejection')) if (!before.has(listener)) process.off('unhandledRejection', listener);
  });
}

/** The samples and rate of a 16-bit PCM WAV file. */
export function wavSamples(wav: Uint8Array): { samples: Int16Array; sampleRate: number } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(wav[at]!, wav[at + 1]!, wav[at + 2]!, wav[at + 3]!);
  if (wav.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let sampleRate = 0;
  for (let at = 12; at + 8 <= wav.byteLength; ) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === 'fmt ') {
      if (view.getUint16(at + 8, true) !== 1 || view.getUint16(at + 10, true) !== 1 || view.getUint16(at + 22, true) !== 16) throw new Error('not mono 16-bit PCM');
      sampleRate = view.getUint32(at + 12, true);
    } else if (tag(at) === 'data') {
      // espeak-ng writing to a file it cannot seek leaves the size open: the data runs to the end.
      const length = Math.min(size, wav.byteLength - at - 8) & ~1;
      const samples = new Int16Array(length / 2);
      for (let i = 0; i < samples.length; i += 1) samples[i] = view.getInt16(at + 8 + i * 2, true);
      if (!sampleRate) throw new Error('WAV data before its format');
      return { samples, sampleRate };
    }
    at += 8 + size + (size & 1);
  }
  throw new Error('WAV file without data');
}

/** MP3 of mono samples at SPEECH_KBPS. */
export function encodeMp3(samples: Int16Array, sampleRate: number): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, SPEECH_KBPS);
  const parts: Uint8Array[] = [];
  const FRAMES = 1152 * 32;
  for (let at = 0; at < samples.length; at += FRAMES) parts.push(encoder.encodeBuffer(samples.subarray(at, at + FRAMES)));
  parts.push(encoder.flush());
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    // lamejs hands back Int8Arrays: copy the bytes, not the signed values.
    out.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), at);
    at += part.byteLength;
  }
  return out;
}

interface KuromojiToken {
  surface_form: string;
  pronunciation?: string;
}
interface KuromojiTokenizer {
  tokenize(text: string): KuromojiToken[];
}
interface Kuromoji {
  builder(options: { dicPath: string }): { build(done: (error: Error | null, tokenizer: KuromojiTokenizer) => void): void };
}

// Built once per process, when the first Japanese text comes: the dictionary takes ~2 s and ~180 MB.
let tokenizer: Promise<KuromojiTokenizer> | undefined;
const japaneseTokenizer = () =>
  (tokenizer ??= new Promise((resolve, reject) => {
    const kuromoji = require('kuromoji') as Kuromoji;
    kuromoji.builder({ dicPath: join(dirname(require.resolve('kuromoji/package.json')), 'dict') }).build((error, built) => (error ? reject(error) : resolve(built)));
  }));

/**
 * Japanese as it is pronounced, in katakana (は read ワ, long vowels ー): kuromoji's IPADIC reading
 * of each word it knows; a word it does not know (a rare kanji, Latin letters, digits) stays as written.
 */
export async function japaneseReading(text: string): Promise<string> {
  const words = (await japaneseTokenizer()).tokenize(text);
  return words.map((word) => (word.pronunciation && word.pronunciation !== '*' ? word.pronunciation : word.surface_form)).join('');
}

/**
 * An MP3 of `text` read by the espeak-ng `voice` (`cmn`, `ja`, `ko`, `en`, …), its length in
 * seconds, and when each of its sentences (as `splitSentences` cuts it) begins. Each sentence is
 * read on its own and the samples joined: espeak-ng's command line reports no positions, and a
 * sentence read alone ends with the pause it has inside a text, so the whole lasts as long as
 * reading it in one go; the cost is a start of espeak-ng per sentence (about 70 ms here).
 */
export async function synthesize(text: string, voice: string): Promise<{ mp3: Uint8Array; seconds: number; starts: number[] }> {
  const parts: Int16Array[] = [];
  const starts: number[] = [];
  let sampleRate = 0;
  let length = 0;
  for (const sentence of splitSentences(text)) {
    const spoken = voice === 'ja' ? await japaneseReading(sentence.text) : sentence.text;
    const wav = wavSamples(await espeakWav(spoken, voice));
    sampleRate = wav.sampleRate;
    starts.push(length / sampleRate);
    parts.push(wav.samples);
    length += wav.samples.length;
  }
  if (parts.length === 0) throw new Error('nothing to read');
  const samples = new Int16Array(length);
  let at = 0;
  for (const part of parts) {
    samples.set(part, at);
    at += part.length;
  }
  return { mp3: encodeMp3(samples, sampleRate), seconds: length / sampleRate, starts };
}
