/**
 * Machine translation through an OpenAI-compatible chat completions endpoint (OpenAI, DeepSeek,
 * Qwen's compatible mode, a local Ollama or vLLM): texts go in batches as a JSON array and come
 * back as one, HTML kept as HTML. What comes back is only a draft: the caller sanitizes HTML,
 * refuses markup in plain fields and checks limits, and stores it marked as machine translated.
 */
import { ErrorCode } from '@youlan/contract';
import { AppError } from '../../platform/errors.ts';

export interface MachineTranslatorOptions {
  /** The endpoint, or the API's base URL (`https://api.openai.com/v1`) to which `/chat/completions` is added. */
  url: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface MachineText {
  text: string;
  html: boolean;
}

export interface MachineTranslator {
  /** Each text's translation, in order; null where the service answered none for it. */
  translate(texts: readonly MachineText[], from: string, to: string): Promise<(string | null)[]>;
}

/** A batch holds at most this many texts and characters: a small model keeps the order, and one answer stays well under its output limit. */
export const MACHINE_BATCH_TEXTS = 20;
export const MACHINE_BATCH_CHARS = 6000;

/**
 * 409, not 503: nothing is down and retrying will not help; the request conflicts with how this
 * server is set up (and the console's sweep holds every route's answers to bad input below 500).
 */
export const machineTranslationNotSetUp = () =>
  new AppError(409, ErrorCode.CONFLICT, 'Machine translation is not set up on this server: its administrator sets TRANSLATE_API_URL and TRANSLATE_MODEL (docs/languages.md)');

/** Splits texts into batches by count and size, in order; a text longer than a batch goes alone. */
export function batchTexts<T extends MachineText>(texts: readonly T[], maxTexts = MACHINE_BATCH_TEXTS, maxChars = MACHINE_BATCH_CHARS): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let chars = 0;
  for (const text of texts) {
    if (batch.length > 0 && (batch.length >= maxTexts || chars + text.text.length > maxChars)) {
      batches.push(batch);
      batch = [];
      chars = 0;
    }
    batch.push(text);
    chars += text.text.length;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

function instructions(from: string, to: string): string {
  return [
    `You translate the texts of a scenic area's visitor guide from the language with BCP 47 tag ${from} to ${to}.`,
    'The user sends a JSON array of texts. Answer with a JSON object {"translations": [...]}: one translated string per text, same order, same count, nothing else.',
    'A text marked {"html": true} is HTML: keep every tag and attribute exactly as it is and translate only the words between them.',
    'A plain text stays plain: no markup, no quotes around it, no notes. Keep names of places in their usual form in the target language.',
  ].join('\n');
}

function endpointOf(url: string): string {
  return /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`;
}

/** The `translations` array of a model's answer, tolerating a Markdown code fence around the JSON; null when it is not one of `count` strings. */
export function readTranslations(content: string, count: number): (string | null)[] | null {
  const json = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { translations?: unknown } | null)?.translations;
  if (!Array.isArray(list) || list.length !== count) return null;
  return list.map((item) => (typeof item === 'string' && item.trim() !== '' ? item : null));
}

export function createMachineTranslator(options: MachineTranslatorOptions): MachineTranslator {
  const endpoint = endpointOf(options.url);
  const service = new URL(endpoint).host;

  async function translateBatch(batch: readonly MachineText[], from: string, to: string): Promise<(string | null)[]> {
    const payload = batch.map((text) => (text.html ? { html: true, text: text.text } : text.text));
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          messages: [
            { role: 'system', content: instructions(from, to) },
            { role: 'user', content: JSON.stringify(payload) },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new AppError(502, ErrorCode.UPSTREAM_FAILED, timedOut ? `The translation service (${service}) did not answer within ${options.timeoutMs / 1000} s` : `The translation service (${service}) cannot be reached: ${(error as Error).message}`);
    }
    if (response.status === 429 || response.status === 503) {
      await response.body?.cancel();
      throw new AppError(503, ErrorCode.UNAVAILABLE, `The translation service (${service}) is busy (HTTP ${response.status}); try again in a minute`, { headers: { 'retry-after': '60' } });
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      const hint = response.status === 401 || response.status === 403 ? ': check TRANSLATE_API_KEY' : response.status === 404 ? ': check TRANSLATE_API_URL and TRANSLATE_MODEL' : '';
      throw new AppError(502, ErrorCode.UPSTREAM_FAILED, `The translation service (${service}) refused (HTTP ${response.status})${hint}${detail ? ` — ${detail}` : ''}`);
    }
    const body = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new AppError(502, ErrorCode.UPSTREAM_FAILED, `The translation service (${service}) answered something other than a chat completion`);
    // An answer that lost count cannot be matched to its texts: the whole batch failed, the next may not.
    return readTranslations(content, batch.length) ?? batch.map(() => null);
  }

  return {
    async translate(texts, from, to) {
      const results: (string | null)[] = [];
      for (const batch of batchTexts(texts)) results.push(...(await translateBatch(batch, from, to)));
      return results;
    },
  };
}

/** The server's translator, or null when the environment sets none up. */
export function machineTranslatorFrom(env: { TRANSLATE_API_URL?: string | undefined; TRANSLATE_API_KEY?: string | undefined; TRANSLATE_MODEL?: string | undefined; TRANSLATE_TIMEOUT_MS: number }): MachineTranslator | null {
  if (!env.TRANSLATE_API_URL || !env.TRANSLATE_MODEL) return null;
  return createMachineTranslator({ url: env.TRANSLATE_API_URL, apiKey: env.TRANSLATE_API_KEY, model: env.TRANSLATE_MODEL, timeoutMs: env.TRANSLATE_TIMEOUT_MS });
}
