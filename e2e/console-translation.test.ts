/**
 * The translation workflow in the operators' console (issue 28, docs/languages.md), desktop and
 * phone: the area's languages, the board's counts as links to the texts they count, a translation
 * written and removed, an outdated one confirmed, a translator's file exported and imported back
 * (refused with its line named when wrong), and the machine translation's answer when the server
 * has none set up. Each test puts the demo area back as the other browser tests expect it; each
 * leaves screenshots in the temporary folder (`youlan-console-translation-*.png`).
 */
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@youlan/contract/runtime';
import type { AreaLanguages, TranslationBoard, TranslationText } from '@youlan/contract/console';
import { consoleForTests } from './console.ts';

const { asAdmin, desktop, logIn } = consoleForTests();
const screenshot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `youlan-console-translation-${name}.png`), fullPage: true });
const API = '/api/console/areas/demo';

const answered = (page: Page, path: string, method = 'GET') => page.waitForResponse((response) => new URL(response.url()).pathname === `${API}${path}` && response.request().method() === method);
const dataOf = async <T>(response: { json(): Promise<unknown> } | Promise<Response>): Promise<T> => ((await (await response).json()) as { data: T }).data;

/** Opens the board and answers what it loaded. */
async function openBoard(page: Page): Promise<TranslationBoard> {
  const board = answered(page, '/translations/board');
  await page.goto('/console/demo/translation');
  const data = await dataOf<TranslationBoard>(board);
  await page.getByTestId('translation-page').waitFor();
  return data;
}

/** A console call as the page's operator makes it (cookie and CSRF token). */
async function call<T>(page: Page, method: 'GET' | 'PUT' | 'PATCH', path: string, body?: unknown): Promise<T> {
  const session = await dataOf<{ csrfToken: string }>(await page.request.get('/api/console/session'));
  const response = await page.request.fetch(`${API}${path}`, { method, data: body, headers: { [CSRF_HEADER]: session.csrfToken } });
  expect(response.status(), await response.text()).toBe(200);
  return dataOf<T>(response);
}

describe('console: translation', () => {
  it('adds a language the operator types, refuses what is no language tag, and takes it out again', async () => {
    const page = await asAdmin();
    const languages = answered(page, '/languages');
    await openBoard(page);
    const original = await dataOf<AreaLanguages>(languages);
    expect(original.languages[0]).toBe(original.main);

    const offered = page.getByTestId('languages-offered').locator('input');
    await offered.fill('french');
    await offered.press('Enter');
    // The list of languages stays open over the button until put away, as an operator does.
    await offered.press('Escape');
    await page.getByTestId('languages-save').click();
    await page.getByText('“french”').waitFor();
    await page.getByTestId('languages-offered').locator('.ant-select-selection-item', { hasText: 'french' }).locator('.ant-select-selection-item-remove').click();

    // Typed in any case, it is put in shape.
    await offered.fill('FR');
    await offered.press('Enter');
    await offered.press('Escape');
    const saved = answered(page, '/languages', 'PUT');
    await page.getByTestId('languages-save').click();
    expect((await dataOf<AreaLanguages>(saved)).languages).toEqual([...original.languages, 'fr']);
    await page.getByTestId('board-fr').waitFor({ timeout: 15_000 });
    await screenshot(page, 'languages');

    // Back as it was (the French translations, none here, would be kept).
    await call(page, 'PUT', '/languages', original);
  });

  it('counts per language and kind of content, each count opening the texts it counts', async () => {
    const page = await asAdmin();
    const board = await openBoard(page);
    expect(board.languages.length).toBeGreaterThan(0);
    for (const entry of board.languages) {
      await page.getByTestId(`board-${entry.lang}`).waitFor();
      expect(entry.counts.total).toBe(entry.counts.missing + entry.counts.outdated + entry.counts.machine + entry.counts.done);
    }
    await screenshot(page, 'board');

    // The first kind of content with a state counted: its count's link filters the list by both.
    const entry = board.languages.find((language) => language.subjects.some((row) => row.missing + row.done > 0))!;
    const row = entry.subjects.find((subject) => subject.missing + subject.done > 0)!;
    const state = row.missing > 0 ? 'missing' : 'done';
    const listed = answered(page, '/translations');
    await page.getByTestId(`count-${entry.lang}-${row.subject}-${state}`).click();
    const list = await dataOf<{ items: TranslationText[]; total: number }>(listed);
    expect(new URL(page.url()).searchParams.get('state')).toBe(state);
    expect(new URL(page.url()).searchParams.get('subject')).toBe(row.subject);
    expect(list.total).toBe(row[state]);
    expect(list.items.every((text) => text.state === state && text.subject === row.subject)).toBe(true);
    await page.getByTestId(`text-${list.items[0]!.key}`).waitFor();
    expect(await page.locator('[data-testid^="text-"][data-testid*=":"]').count()).toBe(Math.min(list.total, 20));
    await screenshot(page, 'texts');
  });

  it('writes a missing translation and removes it; the board recounts', async () => {
    const page = await asAdmin();
    const board = await openBoard(page);
    const entry = board.languages.find((language) => language.counts.missing > 0);
    expect(entry, 'the demo area has a language with texts still to translate').toBeTruthy();
    const { lang } = entry!;
    const listed = answered(page, '/translations');
    await page.getByTestId(`count-${lang}-all-missing`).click();
    const [text] = (await dataOf<{ items: TranslationText[] }>(listed)).items;
    const card = page.getByTestId(`text-${text!.key}`);
    expect(await card.getByTestId('text-state').textContent()).toBe('缺失');

    const words = text!.html ? null : `Test ${Date.now() % 10_000}`;
    if (words) await card.getByTestId('translation-input').fill(words);
    else {
      await card.getByTestId(`translation-${text!.key}-mode-html`).click();
      await card.getByTestId(`translation-${text!.key}`).fill('<p>Test</p>');
    }
    const saved = answered(page, '/translations', 'PUT');
    await card.getByTestId('translation-save').click();
    expect(await dataOf<TranslationText>(saved)).toMatchObject({ key: text!.key, state: 'done' });
    // The board (not on this page: it loads again when opened) counts one missing less.
    const after = await call<TranslationBoard>(page, 'GET', '/translations/board');
    expect(after.languages.find((language) => language.lang === lang)!.counts.missing).toBe(entry!.counts.missing - 1);
    await expect.poll(() => card.getByTestId('text-state').textContent()).toBe('已完成');
    await screenshot(page, 'saved');

    // Removed: missing again, as the demo area had it.
    const removed = answered(page, '/translations', 'PUT');
    await card.getByTestId('translation-remove').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    expect(await dataOf<TranslationText>(removed)).toMatchObject({ key: text!.key, state: 'missing', translation: null });
  });

  it('marks a translation outdated when its source changes, and takes it as current once confirmed', async () => {
    const page = await asAdmin();
    const board = await openBoard(page);
    const entry = board.languages.find((language) => language.subjects.some((row) => row.subject === 'place' && row.done > 0));
    expect(entry, 'the demo area has a translated place').toBeTruthy();
    const { lang } = entry!;
    const done = await call<{ items: TranslationText[] }>(page, 'GET', `/translations?lang=${lang}&subject=place&state=done&size=200`);
    const text = done.items.find((item) => item.field === 'name')!;
    const placeId = Number(text.key.split(':')[1]);
    // The source changes (the place is renamed): its translation is out of date.
    await call(page, 'PATCH', `/places/${placeId}`, { name: `${text.source}·` });

    const listed = answered(page, '/translations');
    await page.goto(`/console/demo/translation/${lang}?state=outdated&subject=place`);
    expect((await dataOf<{ items: TranslationText[] }>(listed)).items.map((item) => item.key)).toContain(text.key);
    const card = page.getByTestId(`text-${text.key}`);
    expect(await card.getByTestId('text-state').textContent()).toBe('原文已改');
    await screenshot(page, 'outdated');
    // Unchanged, the translation is saved as made from the source as it is now.
    const confirmed = answered(page, '/translations', 'PUT');
    await card.getByTestId('translation-save').click();
    expect(await dataOf<TranslationText>(confirmed)).toMatchObject({ key: text.key, state: 'done', translation: text.translation });

    // Back as it was: the old name, and its translation recorded against it.
    await call(page, 'PATCH', `/places/${placeId}`, { name: text.source });
    expect(await call<TranslationText>(page, 'PUT', '/translations', { lang, key: text.key, text: text.translation })).toMatchObject({ state: 'done' });
  });

  it("exports a language for a translator and imports the file back; a wrong key refuses the file, naming its line", async () => {
    const page = await asAdmin();
    const board = await openBoard(page);
    const entry = board.languages.find((language) => language.counts.total > 0)!;
    await page.getByTestId(`export-${entry.lang}`).click();
    const downloaded = page.waitForEvent('download');
    await page.getByTestId(`export-${entry.lang}-csv-all`).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.replace(/^\uFEFF/, '')).toMatch(/^key,/);

    // Back unchanged: nothing saved, nothing refused.
    await page.getByTestId('import-open').click();
    await page.locator('.ant-modal input[type=file]').setInputFiles({ name: 'translated.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => page.getByTestId('import-file').textContent()).toContain('translated.csv');
    expect(await page.getByTestId('import-format').textContent()).toContain('CSV');
    const imported = answered(page, '/translations/import', 'POST');
    await page.getByTestId('import-send').click();
    expect(await dataOf<{ lang: string; saved: number }>(imported)).toMatchObject({ lang: entry.lang, saved: 0 });
    await page.getByTestId('import-result').waitFor();
    await page.getByTestId('import-close').click();
    await page.locator('.ant-modal').waitFor({ state: 'detached' });

    // A key no text of the area has, on the file's third line: refused, that line named, nothing saved.
    const lines = csv.split(/\r?\n/);
    lines[2] = lines[2]!.replace(/^[^,]+/, 'place:999999:name');
    await page.getByTestId('import-open').click();
    await page.locator('.ant-modal input[type=file]').setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
    await expect.poll(() => page.getByTestId('import-file').textContent()).toContain('wrong.csv');
    const refused = answered(page, '/translations/import', 'POST');
    await page.getByTestId('import-send').click();
    expect((await refused).status()).toBe(400);
    const line = page.getByTestId('import-refused-line').first();
    await line.waitFor();
    expect(await line.textContent()).toContain('line 3');
    expect(await line.textContent()).toContain('place:999999:name');
    await screenshot(page, 'import-refused');
  });

  it('says why the machine translation did not run when the server has none set up', async () => {
    const page = await asAdmin();
    const board = await openBoard(page);
    const entry = board.languages.find((language) => language.counts.missing + language.counts.outdated > 0);
    expect(entry, 'the demo area has a language with texts still to translate').toBeTruthy();
    await page.getByTestId(`machine-${entry!.lang}`).click();
    const refused = answered(page, '/translations/machine', 'POST');
    await page.getByTestId('machine-confirm').click();
    expect((await refused).status()).toBe(409);
    const result = page.getByTestId(`machine-result-${entry!.lang}`);
    await result.waitFor();
    expect(await result.textContent()).toContain('TRANSLATE_API_URL');
    await screenshot(page, 'machine-not-set-up');
  });

  it('fits a phone: the board and a language’s texts at 375 px, without a page wider than the screen', async () => {
    const page = await desktop();
    await page.setViewportSize({ width: 375, height: 812 });
    await logIn(page);
    await page.getByTestId('opinions-page').waitFor({ timeout: 15_000 });
    const board = await openBoard(page);
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await wide()).toBe(0);
    await screenshot(page, 'board-375');
    await page.getByTestId(`board-open-${board.languages[0]!.lang}`).click();
    await page.getByTestId('translation-texts-page').waitFor();
    await page.locator('[data-testid^="text-"][data-testid*=":"]').first().waitFor();
    expect(await wide()).toBe(0);
    await screenshot(page, 'texts-375');
    // The side bar folds behind the header's button.
    await page.getByTestId('nav-toggle').click();
    await page.getByTestId('nav-translation').click();
    await page.getByTestId('translation-page').waitFor();
  });
});
