import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranslationBoard, TranslationText } from '@youlan/contract/console';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { consoleCall, logInOperator, makeOperator, openConsoleAreas, type ConsoleLogin, type TestArea } from '../../test/console.ts';
import { translationService } from '../../test/translation-double.ts';
import { place } from '../../entities/place/place.table.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { readTranslationFile, writeTranslationFile } from './translation-file.format.ts';

let t: TestApp, area: TestArea, other: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin, admin: ConsoleLogin;
beforeAll(async () => {
  ({ t, area, other, editor, viewer, admin } = await openConsoleAreas('admin'));
  // The area translates into French too, which the demo has no texts in.
  const response = await consoleCall(t, admin, { method: 'PUT', url: `/api/console/areas/${area.code}/languages`, payload: { main: 'zh-CN', languages: ['zh-CN', 'en', 'ja', 'ko', 'fr'] } });
  expect(response.statusCode, response.body).toBe(200);
});
afterAll(() => t.close());

const base = (code = area.code) => `/api/console/areas/${code}/translations`;
const board = async (login = viewer) => (await consoleCall(t, login, { method: 'GET', url: `${base()}/board` })).json().data as TranslationBoard;
const countsOf = async (lang: string) => (await board()).languages.find((entry) => entry.lang === lang)!.counts;
const texts = async (query: string) => (await consoleCall(t, viewer, { method: 'GET', url: `${base()}?${query}` })).json().data as { items: TranslationText[]; total: number };
const save = (payload: { lang: string; key: string; text: string }, login = editor, code = area.code) => consoleCall(t, login, { method: 'PUT', url: base(code), payload });
const exportFile = async (query: string) => (await consoleCall(t, viewer, { method: 'GET', url: `${base()}/export?${query}` })).json().data as { fileName: string; content: string; count: number; contentType: string };
const importFile = (payload: { format: 'csv' | 'xliff'; content: string }, login = editor) => consoleCall(t, login, { method: 'POST', url: `${base()}/import`, payload });
const firstPlace = async (tenantId = area.id) => (await t.ctx.db.select().from(place).where(eq(place.tenantId, tenantId)).orderBy(place.id).limit(1))[0]!;

describe('the area languages', () => {
  it('reads and writes the languages; only an admin changes them; the main one is among them', async () => {
    expect((await consoleCall(t, viewer, { method: 'GET', url: `/api/console/areas/${area.code}/languages` })).json().data).toEqual({ main: 'zh-CN', languages: ['zh-CN', 'en', 'ja', 'ko', 'fr'] });
    expect((await consoleCall(t, editor, { method: 'PUT', url: `/api/console/areas/${area.code}/languages`, payload: { main: 'zh-CN', languages: ['zh-CN'] } })).statusCode).toBe(403);
    expect((await consoleCall(t, admin, { method: 'PUT', url: `/api/console/areas/${area.code}/languages`, payload: { main: 'zh-CN', languages: ['en', 'ja'] } })).statusCode).toBe(400);
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'area.languages'), eq(auditLog.tenantId, area.id)));
    expect(entry).toMatchObject({ before: { languages: ['zh-CN', 'en', 'ja', 'ko'] }, after: { languages: ['zh-CN', 'en', 'ja', 'ko', 'fr'] } });
  });
});

describe('the board and the texts', () => {
  it('counts per language and subject: English partly done, Japanese partly machine translated (the demo has them), French all missing', async () => {
    const { main, languages } = await board();
    expect(main).toBe('zh-CN');
    expect(languages.map((entry) => entry.lang)).toEqual(['en', 'ja', 'ko', 'fr']);
    const [en, ja, , fr] = languages;
    for (const entry of [en!, ja!, fr!]) {
      const { total, missing, outdated, machine, done } = entry.counts;
      expect(missing + outdated + machine + done).toBe(total);
      expect(entry.subjects.reduce((sum, subject) => sum + subject.total, 0)).toBe(total);
    }
    expect(en!.counts.done).toBeGreaterThan(0);
    expect(ja!.counts.machine).toBeGreaterThan(0);
    expect(fr!.counts).toMatchObject({ missing: fr!.counts.total, done: 0 });
    expect(fr!.subjects.map((subject) => subject.subject)).toContain('place');
  });

  it('lists one language\'s texts with filters and pages', async () => {
    const page = await texts('lang=fr&subject=place&state=missing&size=5&page=1');
    expect(page.items).toHaveLength(5);
    expect(page.items.every((item) => item.subject === 'place' && item.state === 'missing' && item.translation === null)).toBe(true);
    const second = await texts('lang=fr&subject=place&state=missing&size=5&page=2');
    expect(second.items[0]?.key).not.toBe(page.items[0]?.key);
    expect((await consoleCall(t, viewer, { method: 'GET', url: `${base()}?lang=zh-CN` })).statusCode).toBe(400);
    expect((await consoleCall(t, viewer, { method: 'GET', url: `${base()}?lang=de` })).statusCode).toBe(400);
  });
});

describe('saving one text', () => {
  it('writes a translation (done), outdated once the source changes, removed with an empty text; audited', async () => {
    const row = await firstPlace();
    const key = `place:${row.id}:name`;
    const saved = await save({ lang: 'fr', key, text: ' 湖畔 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ key, state: 'done', translation: '湖畔', source: row.name, label: row.name, html: false });

    await t.ctx.db.update(place).set({ name: `${row.name}（新）` }).where(eq(place.id, row.id));
    expect((await texts(`lang=fr&subject=place&state=outdated`)).items.map((item) => item.key)).toContain(key);
    await t.ctx.db.update(place).set({ name: row.name }).where(eq(place.id, row.id));
    // Changed back, the source is the one it was translated from: done again.
    expect((await texts(`lang=fr&subject=place&state=done`)).items.map((item) => item.key)).toContain(key);

    expect((await save({ lang: 'fr', key, text: '' })).json().data).toMatchObject({ state: 'missing', translation: null });
    const entries = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'translation.save'), eq(auditLog.targetId, `fr:${key}`)));
    expect(entries.map((entry) => entry.after)).toEqual([{ text: '湖畔', machine: false }, null]);
  });

  it('refuses markup in a plain field, a text over its limit, the main language, a key of no text', async () => {
    const row = await firstPlace();
    expect((await save({ lang: 'fr', key: `place:${row.id}:name`, text: '<b>湖</b>' })).statusCode).toBe(400);
    expect((await save({ lang: 'fr', key: `place:${row.id}:name`, text: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await save({ lang: 'zh-CN', key: `place:${row.id}:name`, text: '湖' })).statusCode).toBe(400);
    expect((await save({ lang: 'fr', key: `place:999999:name`, text: '湖' })).statusCode).toBe(404);
    expect((await save({ lang: 'fr', key: `place:${row.id}:password`, text: '湖' })).statusCode).toBe(404);
  });

  it("keeps areas apart: another area's key is no text here, and another area's board is closed", async () => {
    const theirs = await firstPlace(other.id);
    expect((await save({ lang: 'en', key: `place:${theirs.id}:name`, text: 'Mine' })).statusCode).toBe(404);
    expect((await t.ctx.db.select().from(place).where(eq(place.id, theirs.id)))[0]!.translations.en?.['name']?.text).not.toBe('Mine');
    expect((await consoleCall(t, editor, { method: 'GET', url: `${base(other.code)}/board` })).statusCode).toBe(403);
    expect((await save({ lang: 'en', key: `place:${theirs.id}:name`, text: 'Mine' }, editor, other.code)).statusCode).toBe(403);
  });

  it('lets a viewer read but not write', async () => {
    const row = await firstPlace();
    expect((await save({ lang: 'fr', key: `place:${row.id}:name`, text: '湖' }, viewer)).statusCode).toBe(403);
    expect((await importFile({ format: 'csv', content: 'key' }, viewer)).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'POST', url: `${base()}/machine`, payload: { lang: 'fr' } })).statusCode).toBe(403);
  });
});

describe('export and import', () => {
  it.each([
    ['csv', 'fr'],
    ['xliff', 'ko'],
  ] as const)('round trip in %s: what is exported and filled in comes back, all of it; again, nothing changes', async (format, lang) => {
    const before = await countsOf(lang);
    const file = await exportFile(`lang=${lang}&format=${format}&scope=todo`);
    expect(file.count).toBe(before.missing + before.outdated);
    expect(file.count).toBeGreaterThan(0);
    expect(file.fileName).toBe(`${area.code}-${lang}.${format === 'xliff' ? 'xlf' : 'csv'}`);
    // The translator: every target filled (the source, marked), HTML kept as HTML.
    const content =
      format === 'csv'
        ? fillCsv(file.content, lang)
        : file.content.replace(/<source>([\s\S]*?)<\/source><target><\/target>/g, (_all, source: string) => `<source>${source}</source><target>${source.replace(/^(&lt;[a-z0-9]+&gt;)?/, `$1[${lang}] `)}</target>`);
    const imported = await importFile({ format, content });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toEqual({ lang, saved: file.count, unchanged: 0 });
    expect(await countsOf(lang)).toMatchObject({ missing: 0, outdated: 0, machine: before.machine, done: before.done + file.count });
    // A plain text as the file gave it (an HTML one keeps its leading tag first).
    const text = (await texts(`lang=${lang}&state=done&size=200`)).items.find((item) => !item.html);
    expect(text!.translation).toBe(`[${lang}] ${text!.source}`);
    expect((await importFile({ format, content })).json().data).toEqual({ lang, saved: 0, unchanged: file.count });
  });

  it('refuses a bad file whole, naming the line, and saves nothing', async () => {
    const row = await firstPlace();
    const theirs = await firstPlace(other.id);
    const header = 'key,source (zh-CN),translation (fr)\r\n';
    const good = `place:${row.id}:name,${row.name},湖\r\n`;
    const cases: [string, string, RegExp][] = [
      ['unknown key', `${header}${good}place:999999:name,x,y\r\n`, /line 3 "place:999999:name": unknown key/],
      ["another area's key", `${header}${good}place:${theirs.id}:name,x,y\r\n`, /line 3 .*unknown key/],
      ['a language the area does not offer', `key,source (zh-CN),translation (de)\r\n${good}`, /line 1: .*de is not one the area translates into/],
      ['a source language that is not the main one', `key,source (en),translation (fr)\r\n${good}`, /line 1: .*source language is en/],
      ['markup in a plain field', `${header}${good}place:${row.id}:intro,x,"<script>alert(1)</script>"\r\n`, /line 3 .*markup/],
      ['a text over its limit', `${header}place:${row.id}:name,x,${'长'.repeat(201)}\r\n`, /line 2 .*over this field's limit of 200/],
      ['a repeated key', `${header}${good}${good}`, /line 3 .*appears twice \(also on line 2\)/],
      ['a malformed file', `${header}${good}"place:1:name,x,y\r\n`, /line 3: a quoted cell is never closed/],
    ];
    const counts = await countsOf('fr');
    for (const [what, content, message] of cases) {
      const response = await importFile({ format: 'csv', content });
      expect(response.statusCode, what).toBe(400);
      expect(response.json().message, what).toMatch(/nothing was saved/);
      expect(response.json().message, what).toMatch(message);
    }
    const xliff = await importFile({ format: 'xliff', content: '<?xml version="1.0"?>\n<xliff version="2.0" srcLang="zh-CN" trgLang="fr">\n<file id="f"><unit id="x"><segment><source>a</source></unit></file></xliff>' });
    expect(xliff.json().message).toMatch(/line 3: not well-formed XML/);
    expect(await countsOf('fr')).toEqual(counts);
  });
});

describe('machine translation', () => {
  it('is not set up without the environment: 409 saying so', async () => {
    const response = await consoleCall(t, editor, { method: 'POST', url: `${base()}/machine`, payload: { lang: 'fr' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expect(response.json().message).toMatch(/not set up.*TRANSLATE_API_URL/);
  });

  it('translates what is missing through the service, marked machine until an editor approves it', async () => {
    const service = translationService();
    const url = await service.start();
    const mt = await createTestApp({ TRANSLATE_API_URL: `${url}/v1`, TRANSLATE_MODEL: 'stand-in', TRANSLATE_API_KEY: 'sk-test' });
    try {
      const own = await mt.createTenant();
      const login = await logInOperator(mt, await makeOperator(mt, 'admin', own.id));
      await consoleCall(mt, login, { method: 'PUT', url: `/api/console/areas/${own.code}/languages`, payload: { main: 'zh-CN', languages: ['zh-CN', 'en', 'fr'] } });
      const machine = await consoleCall(mt, login, { method: 'POST', url: `${base(own.code)}/machine`, payload: { lang: 'fr', subject: 'place' } });
      expect(machine.statusCode, machine.body).toBe(200);
      const { translated, failed, remaining } = machine.json().data as { translated: number; failed: number; remaining: number };
      expect(translated).toBeGreaterThan(0);
      expect(failed).toBe(0);
      expect(remaining).toBe(0);
      expect(service.requests[0]).toMatchObject({ authorization: 'Bearer sk-test', model: 'stand-in' });
      const list = (await consoleCall(mt, login, { method: 'GET', url: `${base(own.code)}?lang=fr&subject=place&state=machine&size=200` })).json().data as { items: TranslationText[]; total: number };
      expect(list.total).toBe(translated);
      const [first] = list.items;
      expect(first!.translation).toBe(`[fr] ${first!.source}`);
      // Approved as it is: done, no longer machine.
      expect((await consoleCall(mt, login, { method: 'PUT', url: base(own.code), payload: { lang: 'fr', key: first!.key, text: first!.translation! } })).json().data).toMatchObject({ state: 'done' });
      // The service down: a clear 502, nothing half-written.
      service.status = 500;
      await mt.ctx.db.update(place).set({ name: '新的名字' }).where(eq(place.tenantId, own.id));
      const down = await consoleCall(mt, login, { method: 'POST', url: `${base(own.code)}/machine`, payload: { lang: 'fr', subject: 'place' } });
      expect(down.statusCode).toBe(502);
      expect(down.json().message).toMatch(/refused \(HTTP 500\)/);
    } finally {
      await mt.close();
      await service.stop();
    }
  });
});

/** A translator's CSV: every empty translation filled with the source, marked. */
function fillCsv(content: string, lang: string): string {
  const file = readTranslationFile('csv', content);
  return writeTranslationFile('csv', { ...file, texts: file.texts.map((text) => ({ ...text, translation: text.translation || (text.source.startsWith('<') ? text.source.replace(/^(<[a-z0-9]+>)/, `$1[${lang}] `) : `[${lang}] ${text.source}`) })) });
}
