import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Survey } from '@youlan/contract';
import type { SurveyResults } from '@youlan/contract/console';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { consoleCall, logInOperator, makeOperator, type ConsoleLogin } from '../../test/console.ts';

let t: TestApp;
let area: { code: string; id: number };
let other: { code: string; id: number };
let viewer: ConsoleLogin;
let openSurvey: Survey;

async function answerAs(code: string, answers: (s: Survey) => Record<string, unknown>): Promise<void> {
  const token = await t.login(code);
  const s = (await t.call(code, { method: 'GET', url: '/api/h5/survey', token })).json().data as Survey;
  const response = await t.call(code, { method: 'POST', url: `/api/h5/survey/${s.id}/answer`, token, payload: { answers: answers(s) } });
  if (response.statusCode !== 200) throw new Error(response.body);
}

const byKind = (s: Survey, kind: string) => s.questions.find((q) => q.kind === kind)!;

beforeAll(async () => {
  t = await createTestApp();
  area = await t.createTenant();
  other = await t.createTenant();
  viewer = await logInOperator(t, await makeOperator(t, 'viewer', area.id));
  openSurvey = (await t.call(area.code, { method: 'GET', url: '/api/h5/survey' })).json().data as Survey;
  const answers = (rating: number, picks: number[], single: number, text?: string) => (s: Survey) => ({
    [byKind(s, 'rating').id]: rating,
    [byKind(s, 'multiple').id]: picks.map((index) => byKind(s, 'multiple').options[index]!.id),
    [byKind(s, 'single').id]: byKind(s, 'single').options[single]!.id,
    ...(text ? { [byKind(s, 'text').id]: text } : {}),
  });
  await answerAs(area.code, answers(5, [0, 2], 0, '长廊的彩画很好看'));
  await answerAs(area.code, answers(4, [0], 1, '=HYPERLINK("http://evil")'));
  await answerAs(area.code, answers(5, [1, 2], 0));
  await answerAs(other.code, answers(1, [3], 3, '另一个景区的回答'));
});
afterAll(() => t.close());

const results = async (login: ConsoleLogin, id: number, code = area.code) => consoleCall(t, login, { method: 'GET', url: `/api/console/areas/${code}/surveys/${id}/results` });

describe('console survey results', () => {
  it('lists the surveys with their response counts', async () => {
    const list = (await consoleCall(t, viewer, { method: 'GET', url: `/api/console/areas/${area.code}/surveys` })).json().data as { id: number; responseCount: number }[];
    expect(list.find((s) => s.id === openSurvey.id)).toMatchObject({ responseCount: 3 });
  });

  it('counts options, ratings and lists text answers per question, only from its own area', async () => {
    const data = (await results(viewer, openSurvey.id)).json().data as SurveyResults;
    expect(data.survey.responseCount).toBe(3);
    const [rating, multiple, single, text] = data.questions;
    expect(rating).toMatchObject({ kind: 'rating', answered: 3, ratingMean: 14 / 3 });
    expect(rating!.ratings.map((r) => r.count)).toEqual([0, 0, 0, 1, 2]);
    const multipleOptions = byKind(openSurvey, 'multiple').options;
    expect(multiple!.options.map((o) => o.count)).toEqual([2, 1, 2, 0, 0, 0, 0]);
    expect(multiple!.options[0]).toMatchObject({ id: multipleOptions[0]!.id, label: multipleOptions[0]!.label.text });
    expect(single!.options.map((o) => o.count)).toEqual([2, 1, 0, 0]);
    expect(text).toMatchObject({ kind: 'text', answered: 2 });
    expect(text!.texts.map((entry) => entry.text)).toEqual(['=HYPERLINK("http://evil")', '长廊的彩画很好看']);
  });

  it('exports every response as CSV with labels, a BOM and formulas defused', async () => {
    const response = await consoleCall(t, viewer, { method: 'GET', url: `/api/console/areas/${area.code}/surveys/${openSurvey.id}/responses.csv` });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain(byKind(openSurvey, 'text').title.text);
    expect(lines[1]).toContain(`${byKind(openSurvey, 'multiple').options[0]!.label.text}; ${byKind(openSurvey, 'multiple').options[2]!.label.text}`);
    expect(body).toContain(`'=HYPERLINK`);
    expect(body).not.toContain('另一个景区');
  });

  it("keeps areas apart: another area's survey is not found (the other area's viewer sees it)", async () => {
    const otherSurvey = (await t.call(other.code, { method: 'GET', url: '/api/h5/survey' })).json().data as Survey;
    expect((await results(viewer, otherSurvey.id)).json()).toMatchObject({ status: 404 });
    expect((await consoleCall(t, viewer, { method: 'GET', url: `/api/console/areas/${area.code}/surveys/${otherSurvey.id}/responses.csv` })).statusCode).toBe(404);
    expect((await results(viewer, otherSurvey.id, other.code)).statusCode).toBe(403);
    const otherViewer = await logInOperator(t, await makeOperator(t, 'viewer', other.id));
    expect(((await results(otherViewer, otherSurvey.id, other.code)).json().data as SurveyResults).survey.responseCount).toBe(1);
  });

  it('refuses a malformed id with 400 and needs a session', async () => {
    expect((await results(viewer, 0)).json()).toMatchObject({ status: 400, field: 'params.id' });
    expect((await t.app.inject({ method: 'GET', url: `/api/console/areas/${area.code}/surveys` })).statusCode).toBe(401);
  });
});
