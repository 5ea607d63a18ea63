import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppError } from '../../platform/errors.ts';
import { batchTexts, createMachineTranslator, readTranslations } from './machine.translator.ts';
import { translationService, type ServiceRequest } from '../../test/translation-double.ts';

describe('batchTexts', () => {
  const texts = (...lengths: number[]) => lengths.map((length) => ({ text: 'x'.repeat(length), html: false }));
  it('cuts by count and by size, in order, a long text alone', () => {
    expect(batchTexts(texts(1, 1, 1, 1, 1), 2, 100).map((batch) => batch.length)).toEqual([2, 2, 1]);
    expect(batchTexts(texts(40, 40, 40, 500, 10), 20, 100).map((batch) => batch.map((t) => t.text.length))).toEqual([[40, 40], [40], [500], [10]]);
    expect(batchTexts([])).toEqual([]);
  });
});

describe('readTranslations', () => {
  it('reads the object, a bare array or a fenced answer; blank items are none', () => {
    expect(readTranslations('{"translations":["a","b"]}', 2)).toEqual(['a', 'b']);
    expect(readTranslations('```json\n["a", " "]\n```', 2)).toEqual(['a', null]);
    expect(readTranslations('["a", 3]', 2)).toEqual(['a', null]);
  });
  it('gives up on an answer that lost count or is not JSON', () => {
    expect(readTranslations('["a"]', 2)).toBeNull();
    expect(readTranslations('Sure! Here you go: a, b', 2)).toBeNull();
  });
});

describe('machine translator against a stand-in service', () => {
  const service = translationService();
  let url = '';
  beforeAll(async () => {
    url = await service.start();
  });
  afterAll(() => service.stop());
  beforeEach(() => service.reset());

  it('sends each batch as JSON with the model and key, and reads the translations back in order', async () => {
    const translator = createMachineTranslator({ url: `${url}/v1`, apiKey: 'sk-test', model: 'test-model', timeoutMs: 5000 });
    const texts = Array.from({ length: 25 }, (_, index) => ({ text: `文本${index}`, html: false }));
    texts[3] = { text: '<p>开放<b>时间</b></p>', html: true };
    const out = await translator.translate(texts, 'zh-CN', 'ja');
    expect(out).toHaveLength(25);
    expect(out[0]).toBe('[ja] 文本0');
    expect(out[3]).toBe('<p>[ja] 开放<b>时间</b></p>');
    expect(service.requests.map((request: ServiceRequest) => request.texts.length)).toEqual([20, 5]);
    expect(service.requests[0]).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer sk-test', model: 'test-model' });
    expect(service.requests[0]?.system).toMatch(/zh-CN to ja/);
  });

  it('marks a batch whose answer lost count as failed, not the others', async () => {
    service.answer = (texts) => (texts.length === 5 ? JSON.stringify({ translations: ['only one'] }) : undefined);
    const translator = createMachineTranslator({ url: `${url}/v1/chat/completions`, model: 'm', timeoutMs: 5000 });
    const out = await translator.translate(Array.from({ length: 25 }, (_, i) => ({ text: `t${i}`, html: false })), 'zh-CN', 'en');
    expect(out.filter((item) => item === null)).toHaveLength(5);
    expect(service.requests[0]?.authorization).toBeUndefined();
  });

  it('says what went wrong: refused, busy, slow, unreachable', async () => {
    const translator = createMachineTranslator({ url, model: 'm', timeoutMs: 1000 });
    const failure = async () => {
      try {
        await translator.translate([{ text: '湖', html: false }], 'zh-CN', 'en');
      } catch (error) {
        return error as AppError;
      }
      throw new Error('no error');
    };
    service.status = 401;
    expect(await failure()).toMatchObject({ statusCode: 502, code: 'UPSTREAM_FAILED', message: expect.stringMatching(/HTTP 401.*TRANSLATE_API_KEY/) });
    service.status = 429;
    expect(await failure()).toMatchObject({ statusCode: 503, message: expect.stringMatching(/busy/) });
    service.status = 200;
    service.delayMs = 3000;
    expect(await failure()).toMatchObject({ statusCode: 502, message: expect.stringMatching(/did not answer within 1 s/) });
    service.delayMs = 0;
    const closed = createMachineTranslator({ url: await unusedUrl(), model: 'm', timeoutMs: 1000 });
    await expect(closed.translate([{ text: '湖', html: false }], 'zh-CN', 'en')).rejects.toMatchObject({ statusCode: 502, message: expect.stringMatching(/cannot be reached/) });
  });
});

/** The address of a port nothing listens on. */
async function unusedUrl(): Promise<string> {
  const server: Server = createServer((_request: IncomingMessage, response: ServerResponse) => response.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
