import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Survey } from '@youlan/contract';
import { survey, surveyResponse } from './survey.table.ts';
import { loadDemoArea, parseAreaFile } from '../../area-file/area.file.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let tenantA: { code: string; id: number };
let tenantB: { code: string; id: number };
let noSurvey: { code: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  tenantA = await t.createTenant((area) => {
    // A closed survey ahead of the open one: the app is never shown it and cannot answer it.
    area.surveys.unshift({
      title: '已结束的调查',
      intro: '',
      translations: {},
      active: false,
      questions: [{ kind: 'text', title: '旧问题', translations: {}, required: false, options: [], minChoices: null, maxChoices: null, ratingMax: null, maxLength: 100 }],
    });
  });
  tenantB = await t.createTenant();
  noSurvey = await t.createTenant((area) => {
    area.surveys = [];
  });
});
afterAll(() => t.close());

const getSurvey = async (code: string, token?: string, lang?: string) => t.call(code, { method: 'GET', url: '/api/h5/survey', ...(token ? { token } : {}), ...(lang ? { headers: { 'accept-language': lang } } : {}) });
const answer = (code: string, id: number | string, payload: unknown, token?: string) =>
  t.call(code, { method: 'POST', url: `/api/h5/survey/${id}/answer`, payload: payload as Record<string, unknown>, ...(token ? { token } : {}) });

async function surveyOf(code: string, token?: string, lang?: string): Promise<Survey> {
  const response = await getSurvey(code, token, lang);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Survey }).data;
}

/** The demo survey's questions by kind, and a complete valid set of answers. */
function demoAnswers(s: Survey) {
  const byKind = (kind: string) => s.questions.find((q) => q.kind === kind)!;
  const [rating, multiple, single, text] = ['rating', 'multiple', 'single', 'text'].map(byKind) as [Survey['questions'][number], Survey['questions'][number], Survey['questions'][number], Survey['questions'][number]];
  const valid = {
    [rating.id]: 5,
    [multiple.id]: [multiple.options[0]!.id, multiple.options[2]!.id],
    [single.id]: single.options[0]!.id,
    [text.id]: '  长廊的彩画很好看，希望多些休息座椅。  ',
  };
  return { rating, multiple, single, text, valid };
}

async function responsesOf(tenantId: number) {
  return t.database.db.select().from(surveyResponse).where(eq(surveyResponse.tenantId, tenantId));
}

describe('GET /api/h5/survey', () => {
  it('returns the first open survey with its questions in order, not answered without a token', async () => {
    const s = await surveyOf(tenantA.code);
    expect(s).toMatchObject({ title: { text: '游园满意度调查', lang: 'zh-CN' }, answered: false });
    expect((await surveyOf(tenantA.code, undefined, 'en')).title).toEqual({ text: 'Visitor satisfaction survey', lang: 'en' });
    expect(s.questions.map((q) => q.kind)).toEqual(['rating', 'multiple', 'single', 'text']);
    expect(s.questions[0]).toMatchObject({ required: true, options: [], ratingMax: 5, minChoices: null, maxChoices: null, maxLength: null });
    expect(s.questions[1]).toMatchObject({ required: true, minChoices: 1, maxChoices: 7, ratingMax: null });
    expect(s.questions[1]!.options[0]).toEqual({ id: 'foxiangge', label: { text: '佛香阁与排云殿', lang: 'zh-CN' } });
    const english = await surveyOf(tenantA.code, undefined, 'en');
    expect(english.questions[1]!.options[0]).toEqual({ id: 'foxiangge', label: { text: 'Tower of Buddhist Incense and Hall of Dispelling Clouds', lang: 'en' } });
    expect(english.questions[3]!.title).toEqual({ text: 'Any other comments or suggestions?', lang: 'en' });
    expect(s.questions[3]).toMatchObject({ required: false, maxLength: 500 });
  });

  it("is 404 with a clear message when the area has no open survey; each area sees only its own", async () => {
    const response = await getSurvey(noSurvey.code);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This scenic area has no survey open at the moment' });
    const a = await surveyOf(tenantA.code);
    const b = await surveyOf(tenantB.code);
    expect(b.id).not.toBe(a.id);
    expect(b.questions.map((q) => q.id)).not.toContain(a.questions[0]!.id);
  });

  it('ignores a stale token rather than failing the public read', async () => {
    expect((await getSurvey(tenantA.code, 'not-a-token')).statusCode).toBe(200);
  });
});

describe('POST /api/h5/survey/:id/answer', () => {
  it('needs a login: 401 LOGIN_EXPIRED without a token, and nothing is stored', async () => {
    const s = await surveyOf(tenantA.code);
    const response = await answer(tenantA.code, s.id, { answers: demoAnswers(s).valid });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'LOGIN_EXPIRED' });
    expect(await responsesOf(tenantA.id)).toHaveLength(0);
  });

  it('refuses every kind of bad answer with 400 naming the question, storing nothing', async () => {
    const token = await t.login(tenantA.code);
    const s = await surveyOf(tenantA.code, token);
    const { rating, multiple, single, text, valid } = demoAnswers(s);
    const cases: Array<[string, unknown, string]> = [
      ['missing required rating', { ...valid, [rating.id]: undefined }, `body.answers.${rating.id}`],
      ['missing required multiple (empty pick)', { ...valid, [multiple.id]: [] }, `body.answers.${multiple.id}`],
      ['unknown question id', { ...valid, 99999999: 'x' }, 'body.answers.99999999'],
      ['rating as text', { ...valid, [rating.id]: '5' }, `body.answers.${rating.id}`],
      ['rating above the scale', { ...valid, [rating.id]: 6 }, `body.answers.${rating.id}`],
      ['rating below the scale', { ...valid, [rating.id]: 0 }, `body.answers.${rating.id}`],
      ['rating not an integer', { ...valid, [rating.id]: 4.5 }, `body.answers.${rating.id}`],
      ['single given several', { ...valid, [single.id]: [single.options[0]!.id] }, `body.answers.${single.id}`],
      ['single option not in the question', { ...valid, [single.id]: multiple.options[0]!.id }, `body.answers.${single.id}`],
      ['multiple option not in the question', { ...valid, [multiple.id]: ['very'] }, `body.answers.${multiple.id}`],
      ['multiple option twice', { ...valid, [multiple.id]: ['changlang', 'changlang'] }, `body.answers.${multiple.id}`],
      ['multiple given one id as text', { ...valid, [multiple.id]: 'changlang' }, `body.answers.${multiple.id}`],
      ['text as a number', { ...valid, [text.id]: 3 }, `body.answers.${text.id}`],
      ['text too long', { ...valid, [text.id]: '好'.repeat(501) }, `body.answers.${text.id}`],
      ['text beyond any limit', { ...valid, [text.id]: 'x'.repeat(2001) }, `body.answers.${text.id}`],
      ['a malformed key', { ...valid, abc: 1 }, 'body.answers.abc'],
      ['answers not an object', [1, 2], 'body.answers'],
      ['an unknown body field', { answers: valid, extra: true }, 'body'],
    ];
    for (const [name, answers, field] of cases) {
      const payload = name === 'an unknown body field' ? answers : { answers: JSON.parse(JSON.stringify(answers)) as unknown };
      const response = await answer(tenantA.code, s.id, payload, token);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ code: 'BAD_REQUEST', field });
      expect(response.json().message, name).toMatch(/\S/);
    }
    const malformed = await t.call(tenantA.code, { method: 'POST', url: `/api/h5/survey/${s.id}/answer`, token, headers: { 'content-type': 'application/json' }, payload: '{"answers":' });
    expect(malformed.json()).toMatchObject({ status: 400, field: 'body' });
    expect((await answer(tenantA.code, 'abc', { answers: valid }, token)).json()).toMatchObject({ status: 400, field: 'params.id' });
    expect(await responsesOf(tenantA.id)).toHaveLength(0);
    expect((await surveyOf(tenantA.code, token)).answered).toBe(false);
  });

  it('names the question in a readable message', async () => {
    const token = await t.login(tenantA.code);
    const s = await surveyOf(tenantA.code, token);
    const { rating, valid } = demoAnswers(s);
    const response = await answer(tenantA.code, s.id, { answers: { ...valid, [rating.id]: 9 } }, token);
    expect(response.json().message).toBe(`Answer to question ${rating.id} is outside the rating scale`);
  });

  it('stores one submission (blank optional answers left out, text trimmed), then 409 with the first kept', async () => {
    const token = await t.login(tenantA.code);
    const s = await surveyOf(tenantA.code, token);
    const { rating, text, multiple, single, valid } = demoAnswers(s);
    const first = await answer(tenantA.code, s.id, { answers: valid }, token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ surveyId: s.id });
    expect(Date.parse(first.json().data.answeredAt)).not.toBeNaN();
    expect((await surveyOf(tenantA.code, token)).answered).toBe(true);

    const again = await answer(tenantA.code, s.id, { answers: { ...valid, [rating.id]: 1, [text.id]: '' } }, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_ANSWERED', message: 'You have already answered this survey; thank you' });
    const rows = await responsesOf(tenantA.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.answers).toEqual({ [rating.id]: 5, [multiple.id]: ['foxiangge', 'shiqikongqiao'], [single.id]: 'very', [text.id]: '长廊的彩画很好看，希望多些休息座椅。' });

    // Another visitor answers on their own; a blank optional text is not stored.
    const other = await t.login(tenantA.code);
    expect((await answer(tenantA.code, s.id, { answers: { ...valid, [text.id]: '   ' } }, other)).statusCode).toBe(200);
    const [second] = (await responsesOf(tenantA.id)).filter((row) => row.id !== rows[0]!.id);
    expect(Object.keys(second!.answers)).not.toContain(String(text.id));
  });

  it("is 404 for another area's survey, a closed survey and an unknown id; nothing is stored", async () => {
    const tokenB = await t.login(tenantB.code);
    const a = await surveyOf(tenantA.code);
    const before = (await responsesOf(tenantA.id)).length;
    const [closed] = await t.database.db.select({ id: survey.id }).from(survey).where(and(eq(survey.tenantId, tenantA.id), eq(survey.active, false)));
    const tokenA = await t.login(tenantA.code);
    for (const [code, id, token] of [
      [tenantB.code, a.id, tokenB],
      [tenantA.code, closed!.id, tokenA],
      [tenantA.code, 99_999_999, tokenA],
    ] as const) {
      const response = await answer(code, id, { answers: {} }, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    // A tenant-A token is not a visitor of tenant B.
    expect((await answer(tenantB.code, (await surveyOf(tenantB.code)).id, { answers: demoAnswers(a).valid }, tokenA)).statusCode).toBe(401);
    expect(await responsesOf(tenantA.id)).toHaveLength(before);
    expect(await responsesOf(tenantB.id)).toHaveLength(0);
  });

  it('keeps one submission when two arrive together', async () => {
    const token = await t.login(tenantB.code);
    const s = await surveyOf(tenantB.code, token);
    const { valid } = demoAnswers(s);
    const statuses = (await Promise.all([answer(tenantB.code, s.id, { answers: valid }, token), answer(tenantB.code, s.id, { answers: valid }, token)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await responsesOf(tenantB.id)).toHaveLength(1);
  });
});

describe('surveys in the area file', () => {
  it('makes a question required unless it says otherwise', () => {
    const area = loadDemoArea();
    const questions = [{ kind: 'text', title: 'a' }, { kind: 'text', title: 'b', required: false }];
    const parsed = parseAreaFile({ ...area, surveys: [{ title: 's', questions }] });
    expect(parsed.surveys?.[0]?.questions.map((q) => q.required)).toEqual([true, false]);
  });

  it('refuses settings that do not fit the question kind', () => {
    const area = loadDemoArea();
    const base = { title: 'q', required: false };
    const bad = [
      { ...base, kind: 'single', options: [{ id: 'a', label: 'A' }] },
      { ...base, kind: 'multiple', options: [{ id: 'a', label: 'A' }, { id: 'a', label: 'B' }] },
      { ...base, kind: 'multiple', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }], maxChoices: 3 },
      { ...base, kind: 'rating', ratingMax: 11 },
      { ...base, kind: 'text', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] },
      { ...base, kind: 'text', ratingMax: 5 },
    ];
    for (const question of bad) {
      expect(() => parseAreaFile({ ...area, surveys: [{ title: 's', questions: [question] }] }), JSON.stringify(question)).toThrow(/surveys\.0\.questions\.0/);
    }
  });
});
