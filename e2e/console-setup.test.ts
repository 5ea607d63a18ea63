/**
 * The first console account through the set-up link, on a phone: a server of its own on a fresh
 * data directory (the suite's server already has an operator) prints the link at start; the page
 * makes the platform administrator and lands in the console, and the spent link says an operator
 * exists, with the way to log in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contextsForTests, newPhone } from './browser.ts';
import { freePort, waitUntilServing } from './global-setup.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const open = contextsForTests();
let server: ChildProcess;
let baseUrl: string;
let dataDir: string;
let output = '';

beforeAll(async () => {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'youlan-e2e-setup-'));
  // The console build is in place: the global setup's `npm start` made it.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: 'off' };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  server = spawn(process.execPath, ['apps/server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${baseUrl}/`, server, () => output.slice(-4000));
}, 240_000);

afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

it('makes the first operator from the printed set-up link, once', async () => {
  const link = /http:\/\/localhost:\d+(\/console\/setup#[\w-]+)/.exec(output)?.[1];
  expect(link, output.slice(-2000)).toBeDefined();
  const phone = async () => (await open((browser) => newPhone(browser, baseUrl))).newPage();

  const page = await phone();
  await page.goto(link!);
  await page.getByTestId('setup-email').fill('first@example.com');
  await page.getByTestId('setup-name').fill('第一位管理员');
  await page.getByTestId('setup-password').fill('a long enough password');
  await page.getByTestId('setup-confirm').fill('a different password!');
  await page.getByTestId('setup-submit').click();
  await expect.poll(() => page.getByText('两次输入的密码不一致').count()).toBe(1);
  await page.getByTestId('setup-confirm').fill('a long enough password');
  await page.screenshot({ path: join(tmpdir(), 'youlan-console-setup.png'), fullPage: true });
  await page.getByTestId('setup-submit').click();
  // No area yet: the platform administrator lands on the console's first page, making one.
  await page.waitForURL((url) => !url.pathname.endsWith('/setup'), { timeout: 15_000 });
  expect(await page.evaluate(async () => ((await (await fetch('/api/console/session')).json()) as { data: { operator: { email: string } } }).data.operator.email)).toBe('first@example.com');

  const again = await phone();
  await again.goto(link!);
  await again.getByTestId('setup-email').fill('second@example.com');
  await again.getByTestId('setup-name').fill('第二位');
  await again.getByTestId('setup-password').fill('another long password');
  await again.getByTestId('setup-confirm').fill('another long password');
  await again.getByTestId('setup-submit').click();
  const problem = again.getByTestId('setup-problem');
  await expect.poll(() => problem.textContent(), { timeout: 15_000 }).toContain('已经有运营账号');
  await problem.getByRole('link').click();
  await again.getByTestId('login-first-account').waitFor();

  // Without the fragment the page says where the link comes from.
  await again.goto('/console/setup');
  expect(await again.getByTestId('setup-no-token').textContent()).toContain('服务器日志');
}, 120_000);
