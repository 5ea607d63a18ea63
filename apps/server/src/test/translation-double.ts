/**
 * A stand-in for an OpenAI-compatible chat completions endpoint on loopback: it "translates" by
 * prefixing each text with `[<lang>] ` (inside the first tag of HTML), answers in the API's shape,
 * records what it was sent, and misbehaves on demand (status, delay, a made-up answer).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServiceRequest {
  path: string;
  authorization: string | undefined;
  model: string;
  system: string;
  /** The user message's texts, HTML ones as their text. */
  texts: string[];
}

export interface TranslationServiceDouble {
  /** Starts listening; the base URL, without `/v1`. */
  start(): Promise<string>;
  stop(): Promise<void>;
  reset(): void;
  requests: ServiceRequest[];
  /** The HTTP status of every answer (200: a completion). */
  status: number;
  delayMs: number;
  /** The completion's content for these texts instead of the translation; undefined: translate. */
  answer: (texts: string[]) => string | undefined;
}

const translate = (text: string, lang: string) => (/^<[^>]+>/.test(text) ? text.replace(/^(<[^>]+>)/, `$1[${lang}] `) : `[${lang}] ${text}`);

export function translationService(): TranslationServiceDouble {
  let server: Server | null = null;
  const double: TranslationServiceDouble = {
    requests: [],
    status: 200,
    delayMs: 0,
    answer: () => undefined,
    reset() {
      double.requests = [];
      double.status = 200;
      double.delayMs = 0;
      double.answer = () => undefined;
    },
    async start() {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; messages: { role: string; content: string }[] };
          const system = body.messages.find((message) => message.role === 'system')?.content ?? '';
          const items = JSON.parse(body.messages.find((message) => message.role === 'user')?.content ?? '[]') as (string | { text: string })[];
          const texts = items.map((item) => (typeof item === 'string' ? item : item.text));
          double.requests.push({ path: request.url ?? '', authorization: request.headers.authorization, model: body.model, system, texts });
          const lang = /to ([A-Za-z-]+)\./.exec(system)?.[1] ?? '?';
          const content = double.answer(texts) ?? JSON.stringify({ translations: texts.map((text) => translate(text, lang)) });
          const reply = () => {
            if (response.destroyed) return;
            if (double.status !== 200) {
              response.writeHead(double.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'refused by the stand-in' } }));
              return;
            }
            response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
          };
          if (double.delayMs) setTimeout(reply, double.delayMs);
          else reply();
        });
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      server?.closeAllConnections();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
  return double;
}
