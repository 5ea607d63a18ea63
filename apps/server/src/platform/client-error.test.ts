import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { handleClientError } from './client-error.ts';

const servers: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(): Promise<string> {
  const app = Fastify({ clientErrorHandler: handleClientError });
  servers.push(app);
  app.get('/*', async () => 'page');
  return app.listen({ port: 0, host: '127.0.0.1' });
}

describe('requests the HTTP parser refuses', () => {
  it('sends a page link longer than the header limit to the app\'s link-error screen', async () => {
    const base = await serve();
    const query = encodeURIComponent('佛'.repeat(5000));
    const response = await fetch(`${base}/search/result?q=${query}`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/linkError#direct');
  });

  it('answers an oversized API call with JSON the client can act on', async () => {
    const base = await serve();
    const response = await fetch(`${base}/api/search?q=${'a'.repeat(20_000)}`, { redirect: 'manual' });
    expect(response.status).toBe(431);
    expect(await response.json()).toMatchObject({ status: 431, data: null });
  });

  it('still serves a link of ordinary length (positive control)', async () => {
    const base = await serve();
    const response = await fetch(`${base}/search/result?q=${encodeURIComponent('佛香阁')}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('page');
  });
});
