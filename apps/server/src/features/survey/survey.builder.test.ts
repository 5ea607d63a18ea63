import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Survey } from '@youlan/contract';
import type { ConsoleSurveyDetail, SurveyDefinition } from '@youlan/contract/console';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { survey, surveyQuestion, surveyResponse } from './survey.table.ts';

let t: TestApp, area: TestArea, other: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin;
beforeAll(async () => ({ t, area, other, editor, viewer } = await openConsoleAreas()));
afterAll(() => t.close());

const url = (id?: number, code = area.code) => `/api/console/areas/${code}/surveys${id === undefined ? '' : `/${id}`}`;
const definition = (): SurveyDefinition => ({
  title: '秋季游园问卷',
  intro: '请花一分钟告诉我们。',
  questions: [
    { kind: 'single', title: '您从哪里来？', required: true, options: [{ id: 'local', label: '本市' }, { id: 'elsewhere', label: '外地' }] },
    { kind: 'multiple', title: '您去了哪些地方？', options: [{ id: 'a', label: '长廊' }, { id: 'b', label: '佛香阁' }, { id: 'c', label: '西堤' }], maxChoices: 2 },
    { kind: 'rating', title: '总体打分', required: true, ratingMax: 5 },
    { kind: 'text', title: '还想说什么？', maxLength: 300 },
  ],
});
const visitorSurvey = async (code = area.code, token?: string) => (await t.call(code, { method: 'GET', url: '/api/h5/survey', ...(token ? { token } : {}) })).json();
const auditOf = (id: number) => t.ctx.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'survey'), eq(auditLog.targetId, String(id)))).orderBy(asc(auditLog.id));
const snapshot = async (tenantId = area.id) => ({
  surveys: await t.ctx.db.select().from(survey).where(eq(survey.tenantId, tenantId)).orderBy(asc(survey.id)),
  questions: await t.ctx.db.select().from(surveyQuestion).where(eq(surveyQuestion.tenantId, tenantId)).orderBy(asc(surveyQuestion.id)),
});
/** The editable form of a stored survey, as the builder sends it back. */
const asDefinition = (detail: ConsoleSurveyDetail): SurveyDefinition => ({
  title: detail.title,
  intro: detail.intro,
  questions: detail.questions.map(({ answerCount: _answers, optionAnswerCounts: _picks, highestRating: _highest, ...question }) => question),
});

async function answer(s: Survey, answers: (s: Survey) => Record<string, unknown>): Promise<void> {
  const token = await t.login(area.code);
  const response = await t.call(area.code, { method: 'POST', url: `/api/h5/survey/${s.id}/answer`, token, payload: { answers: answers(s) } });
  if (response.statusCode !== 200) throw new Error(response.body);
}

describe('console survey builder', () => {
  let built: ConsoleSurveyDetail;

  it('builds a survey of the four kinds; it starts closed; the audit log holds it', async () => {
    const response = await consoleCall(t, editor, { method: 'POST', url: url(), payload: definition() });
    expect(response.statusCode).toBe(200);
    built = response.json().data;
    expect(built).toMatchObject({ title: '秋季游园问卷', active: false, isShown: false, responseCount: 0 });
    expect(built.questions.map((q) => [q.kind, q.title, q.minChoices, q.maxChoices, q.ratingMax, q.maxLength])).toEqual([
      ['single', '您从哪里来？', null, null, null, null],
      ['multiple', '您去了哪些地方？', 1, 2, null, null],
      ['rating', '总体打分', null, null, 5, null],
      ['text', '还想说什么？', null, null, null, 300],
    ]);
    // A question sent without `required` is required: an optional one is chosen on purpose.
    expect(built.questions.map((q) => q.required)).toEqual([true, true, true, true]);
    expect(built.questions[1]!.options[0]).toEqual({ id: 'a', label: '长廊' });
    const [entry] = await auditOf(built.id);
    expect(entry).toMatchObject({ action: 'survey.create', before: null, after: { title: '秋季游园问卷', active: false } });
    // Visitors still get the area's open survey (the demo's), not the closed new one.
    expect((await visitorSurvey()).data.id).not.toBe(built.id);
  });

  it('opens it: visitors get it at once (the demo survey closed first), audited', async () => {
    const demo = (await visitorSurvey()).data as Survey;
    expect((await consoleCall(t, editor, { method: 'PATCH', url: url(demo.id), payload: { active: false } })).json().data).toMatchObject({ active: false, isShown: false });
    expect((await visitorSurvey()).status).toBe(404);
    const opened = (await consoleCall(t, editor, { method: 'PATCH', url: url(built.id), payload: { active: true } })).json().data as ConsoleSurveyDetail;
    expect(opened).toMatchObject({ active: true, isShown: true });
    const shown = (await visitorSurvey()).data as Survey;
    expect(shown).toMatchObject({ id: built.id, title: { text: '秋季游园问卷', lang: 'zh-CN' } });
    expect(shown.questions.map((q) => q.kind)).toEqual(['single', 'multiple', 'rating', 'text']);
    expect((await auditOf(built.id)).at(-1)).toMatchObject({ action: 'survey.open', before: { active: false }, after: { active: true } });
    expect((await auditOf(demo.id)).at(-1)).toMatchObject({ action: 'survey.close' });
  });

  it('reorders, rewords and adds questions; visitors see the new order', async () => {
    const next = asDefinition(built);
    const [single, multiple, rating, text] = next.questions;
    next.questions = [rating!, { ...single!, title: '您来自哪里？' }, multiple!, text!, { kind: 'single', title: '会再来吗？', required: false, options: [{ id: 'yes', label: '会' }, { id: 'no', label: '不会' }] }];
    const changed = (await consoleCall(t, editor, { method: 'PUT', url: url(built.id), payload: next })).json().data as ConsoleSurveyDetail;
    expect(changed.questions.map((q) => q.title)).toEqual(['总体打分', '您来自哪里？', '您去了哪些地方？', '还想说什么？', '会再来吗？']);
    expect(changed.questions[1]!.id).toBe(built.questions[0]!.id);
    expect(((await visitorSurvey()).data as Survey).questions.map((q) => q.title.text)).toEqual(['总体打分', '您来自哪里？', '您去了哪些地方？', '还想说什么？', '会再来吗？']);
    const entry = (await auditOf(built.id)).at(-1)!;
    expect(entry).toMatchObject({ action: 'survey.update' });
    expect((entry.before as { questions: { title: string }[] }).questions[0]!.title).toBe('您从哪里来？');
    built = changed;
  });

  it('never loses answers: a change that would orphan them is 409 and changes nothing; harmless changes pass', async () => {
    const shown = (await visitorSurvey()).data as Survey;
    const [rating, single, multiple, text] = shown.questions;
    await answer(shown, () => ({ [rating!.id]: 4, [single!.id]: 'local', [multiple!.id]: ['a'], [text!.id]: '很好' }));
    const detail = (await consoleCall(t, viewer, { method: 'GET', url: url(built.id) })).json().data as ConsoleSurveyDetail;
    expect(detail.responseCount).toBe(1);
    expect(detail.questions.map((q) => q.answerCount)).toEqual([1, 1, 1, 1, 0]);
    expect(detail.questions[0]!.highestRating).toBe(4);
    expect(detail.questions[2]!.optionAnswerCounts).toEqual({ a: 1, b: 0, c: 0 });

    const before = await snapshot();
    const base = asDefinition(detail);
    const attempts: [string, SurveyDefinition][] = [
      ['removes an answered question', { ...base, questions: base.questions.filter((q) => q.id !== text!.id) }],
      ['changes an answered kind', { ...base, questions: base.questions.map((q) => (q.id === text!.id ? { ...q, kind: 'single', maxLength: null, options: [{ id: 'x', label: 'X' }, { id: 'y', label: 'Y' }] } : q)) }],
      ['removes a picked option', { ...base, questions: base.questions.map((q) => (q.id === multiple!.id ? { ...q, options: q.options!.filter((o) => o.id !== 'a'), maxChoices: 2 } : q)) }],
      ['ends the scale below a given rating', { ...base, questions: base.questions.map((q) => (q.id === rating!.id ? { ...q, ratingMax: 3 } : q)) }],
    ];
    for (const [what, payload] of attempts) {
      const response = await consoleCall(t, editor, { method: 'PUT', url: url(built.id), payload });
      expect(response.json(), what).toMatchObject({ status: 409, code: 'CONFLICT' });
    }
    expect(await snapshot()).toEqual(before);

    // Removing an unpicked option and the unanswered question, rewording, a larger scale: fine, and the answer still counts.
    const fine: SurveyDefinition = {
      ...base,
      questions: base.questions
        .filter((q) => q.title !== '会再来吗？')
        .map((q) => (q.id === multiple!.id ? { ...q, options: q.options!.filter((o) => o.id !== 'c') } : q.id === rating!.id ? { ...q, ratingMax: 10 } : q)),
    };
    expect((await consoleCall(t, editor, { method: 'PUT', url: url(built.id), payload: fine })).statusCode).toBe(200);
    const results = (await consoleCall(t, viewer, { method: 'GET', url: `${url(built.id)}/results` })).json().data;
    expect(results.questions[0].ratings[3].count).toBe(1);
    expect(await t.ctx.db.select().from(surveyResponse).where(eq(surveyResponse.surveyId, built.id))).toHaveLength(1);
  });

  it('deletes only a survey nobody answered', async () => {
    expect((await consoleCall(t, editor, { method: 'DELETE', url: url(built.id) })).json()).toMatchObject({ status: 409, code: 'CONFLICT' });
    const spare = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: definition() })).json().data as ConsoleSurveyDetail;
    expect((await consoleCall(t, editor, { method: 'DELETE', url: url(spare.id) })).json().data).toEqual({ deleted: true });
    expect(await t.ctx.db.select().from(surveyQuestion).where(eq(surveyQuestion.surveyId, spare.id))).toEqual([]);
    expect((await auditOf(spare.id)).at(-1)).toMatchObject({ action: 'survey.delete', after: null });
    expect((await consoleCall(t, editor, { method: 'DELETE', url: url(spare.id) })).statusCode).toBe(404);
  });

  it("refuses a viewer, a missing CSRF token, another area's ids and bad input, and changes nothing", async () => {
    const otherSurvey = (await visitorSurvey(other.code)).data as Survey;
    const before = await snapshot();
    const otherBefore = await snapshot(other.id);
    expect((await consoleCall(t, viewer, { method: 'POST', url: url(), payload: definition() })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'PATCH', url: url(built.id), payload: { active: false } })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: url(built.id), payload: { active: false }, csrf: false })).json()).toMatchObject({ status: 403, code: 'CSRF_REJECTED' });
    // Another area's survey through this area: 404 for every verb (positive control: it exists and is open there).
    expect(otherSurvey.id).toBeGreaterThan(0);
    expect((await consoleCall(t, viewer, { method: 'GET', url: url(otherSurvey.id) })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'PUT', url: url(otherSurvey.id), payload: definition() })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: url(otherSurvey.id), payload: { active: false } })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: url(otherSurvey.id) })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'GET', url: url(built.id, other.code) })).statusCode).toBe(403);
    // Another area's question id inside this area's survey.
    const withForeign = definition();
    withForeign.questions[0] = { ...withForeign.questions[0]!, id: otherSurvey.questions[0]!.id };
    expect((await consoleCall(t, editor, { method: 'PUT', url: url(built.id), payload: withForeign })).json()).toMatchObject({ status: 400, field: 'body.questions.0.id' });
    expect((await consoleCall(t, editor, { method: 'POST', url: url(), payload: withForeign })).json()).toMatchObject({ status: 400, field: 'body.questions.0.id' });
    const bad = (change: (d: SurveyDefinition) => void) => {
      const d = definition();
      change(d);
      return d;
    };
    for (const [payload, field] of [
      [bad((d) => (d.title = ' ')), 'body.title'],
      [bad((d) => (d.questions = [])), 'body.questions'],
      [bad((d) => (d.questions[0]!.options = [{ id: 'only', label: '唯一' }])), 'body.questions.0.options'],
      [bad((d) => (d.questions[0]!.options = [{ id: 'x y', label: '甲' }, { id: 'z', label: '乙' }])), 'body.questions.0.options.0.id'],
      [bad((d) => (d.questions[1]!.maxChoices = 4)), 'body.questions.1.maxChoices'],
      [bad((d) => (d.questions[2]!.ratingMax = 11)), 'body.questions.2.ratingMax'],
      [bad((d) => (d.questions[3]!.options = [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }])), 'body.questions.3.options'],
      [bad((d) => (d.questions[3]!.title = 'x'.repeat(201))), 'body.questions.3.title'],
      [{ ...definition(), active: true }, 'body'],
    ] as const) {
      const response = (await consoleCall(t, editor, { method: 'POST', url: url(), payload })).json();
      expect(response, field).toMatchObject({ status: 400 });
      expect(response.field, JSON.stringify(response)).toBe(field);
    }
    expect((await consoleCall(t, editor, { method: 'PATCH', url: url(built.id), payload: { active: 'yes' } })).json()).toMatchObject({ status: 400, field: 'body.active' });
    expect(await snapshot()).toEqual(before);
    expect(await snapshot(other.id)).toEqual(otherBefore);
  });
});
