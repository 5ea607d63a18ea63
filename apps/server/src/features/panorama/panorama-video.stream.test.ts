/**
 * The 360° video upload streams over a real connection: the body is written to disk as it arrives,
 * never gathered in memory (half of it is on disk while the client holds back the other half), and
 * an upload the client breaks off leaves no staged file. How little memory a 200 MB upload takes is
 * measured by `npm run bench:video-upload`: a process's memory is a benchmark's figure, not a test's.
 */
import { once } from 'node:events';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_SESSION_COOKIE, CSRF_HEADER } from '@youlan/contract/console';
import { openConsoleAreas, type ConsoleLogin, type TestArea } from '../../test/console.ts';
import type { TestApp } from '../../test/harness.ts';
import { freeBoxHeader, writeZeros } from '../../test/padded-mp4.ts';

const MP4 = readFileSync(join(import.meta.dirname, '../../../seed/media/panorama/videos/shiqikongqiao-day-low.mp4'));
const BODY_BYTES = 64 * 1024 * 1024;

let t: TestApp;
let area: TestArea;
let editor: ConsoleLogin;
let origin: string;

beforeAll(async () => {
  ({ t, area, editor } = await openConsoleAreas());
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

function stagedBytes(): number {
  const staging = join(t.dataDir, 'media-partial');
  const names = existsSync(staging) ? readdirSync(staging) : [];
  return names.reduce((sum, name) => sum + statSync(join(staging, name)).size, 0);
}

describe('console 360° video upload over a real connection', () => {
  it('writes the body to disk as it arrives, before the client has sent the rest', async () => {
    const padding = BODY_BYTES - MP4.length;
    const header = freeBoxHeader(padding);
    const req = request({ host: '127.0.0.1', port: new URL(origin).port, path: `/api/console/areas/${area.code}/panorama/video-files`, method: 'POST', headers: { 'content-type': 'video/mp4', 'content-length': String(BODY_BYTES), cookie: `${CONSOLE_SESSION_COOKIE}=${editor.cookie}`, [CSRF_HEADER]: editor.csrfToken } });
    const answered = once(req, 'response') as Promise<[IncomingMessage]>;
    req.write(MP4);
    req.write(header);
    const firstPart = BODY_BYTES / 2 - MP4.length - header.length;
    await writeZeros(req, firstPart);
    // Half the body is on disk while the other half is still to come: a server gathering the body
    // in memory would write nothing until its end.
    await expect.poll(stagedBytes, { timeout: 30_000 }).toBe(BODY_BYTES / 2);
    await writeZeros(req, padding - header.length - firstPart);
    req.end();
    const [response] = await answered;
    let text = '';
    for await (const chunk of response) text += String(chunk);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(text).data).toMatchObject({ sizeBytes: BODY_BYTES, durationSeconds: 20 });
    expect(stagedBytes()).toBe(0);
  });

  it('removes the staged file of an upload the client breaks off', async () => {
    const staging = join(t.dataDir, 'media-partial');
    const req = request({ host: '127.0.0.1', port: new URL(origin).port, path: `/api/console/areas/${area.code}/panorama/video-files`, method: 'POST', headers: { 'content-type': 'video/mp4', cookie: `${CONSOLE_SESSION_COOKIE}=${editor.cookie}`, [CSRF_HEADER]: editor.csrfToken } });
    req.on('error', () => undefined);
    req.write(MP4);
    req.write(Buffer.alloc(4 * 1024 * 1024));
    // Positive control: the upload is being staged.
    await expect.poll(() => (existsSync(staging) ? readdirSync(staging).length : 0)).toBe(1);
    req.destroy();
    await expect.poll(() => readdirSync(staging)).toEqual([]);
  });
});
