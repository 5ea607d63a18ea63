import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { finishedPhoto } from '../../test/uploads.ts';
import { opinion } from '../../entities/opinion/opinion.table.ts';

let t: TestApp;
let tenant: { code: string; id: number };
let other: { code: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.createTenant();
  other = await t.createTenant();
});
afterAll(() => t.close());

const send = (token: string, body: Record<string, unknown>, code = tenant.code) => t.call(code, { method: 'POST', url: '/api/h5/opinion', token, payload: body });
const mine = async (token: string, code = tenant.code) => (await t.call(code, { method: 'GET', url: '/api/h5/opinion', token })).json().data as { id: number; reply: string | null }[];

describe('opinions', () => {
  it('stores the same opinion sent three times (one Idempotency-Key) once, and refuses the key for another text', async () => {
    const token = await t.login(tenant.code);
    const body = { category: 'suggestion', text: '希望多设几个饮水点' };
    const sendKeyed = (payload: Record<string, unknown>) => t.call(tenant.code, { method: 'POST', url: '/api/h5/opinion', token, payload, headers: { 'idempotency-key': 'opinion-key-0001' } });
    const answers = await Promise.all([sendKeyed(body), sendKeyed(body), sendKeyed(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await mine(token)).toHaveLength(1);
    const different = await sendKeyed({ ...body, text: '另一条完全不同的意见' });
    expect(different.json()).toMatchObject({ status: 422, code: 'IDEMPOTENCY_MISMATCH' });
    // Without a key, each send is a new opinion (positive control for the count above).
    await send(token, body);
    expect(await mine(token)).toHaveLength(2);
  });

  it('stores an opinion with pictures and shows it, with the reply once given', async () => {
    const token = await t.login(tenant.code);
    const keys = [await finishedPhoto(t, tenant.code, token), await finishedPhoto(t, tenant.code, token)];
    const response = await send(token, { category: 'facility', text: '长廊西侧卫生间没有纸巾了', imageKeys: keys, contact: '13800000000' });
    expect(response.json()).toMatchObject({ status: 200, data: { category: 'facility', imageKeys: keys, contact: '13800000000', reply: null } });
    const id = response.json().data.id as number;
    await t.ctx.db.update(opinion).set({ reply: '已补充，感谢提醒！', repliedAt: new Date() }).where(eq(opinion.id, id));
    expect((await mine(token))[0]).toMatchObject({ id, reply: '已补充，感谢提醒！' });
  });

  it("keeps visitors and tenants apart: nobody sees another's opinions", async () => {
    const a = await t.login(tenant.code);
    const id = (await send(a, { category: 'praise', text: '讲解很好听，谢谢！' })).json().data.id as number;
    // Positive control: its owner sees it, so the empty lists below are not a broken query.
    expect((await mine(a)).map((row) => row.id)).toEqual([id]);
    expect(await mine(await t.login(tenant.code))).toEqual([]);
    // The same visitor's token in another area is refused, and that area's visitors see nothing.
    expect((await t.call(other.code, { method: 'GET', url: '/api/h5/opinion', token: a })).statusCode).toBe(401);
    expect(await mine(await t.login(other.code), other.code)).toEqual([]);
  });

  it("refuses pictures that are not the visitor's finished uploads, and stores nothing", async () => {
    const a = await t.login(tenant.code);
    const b = await t.login(tenant.code);
    const bs = await finishedPhoto(t, tenant.code, b);
    expect((await send(a, { category: 'other', text: '这是别人的照片', imageKeys: [bs] })).statusCode).toBe(404);
    const own = await finishedPhoto(t, tenant.code, a);
    expect((await send(a, { category: 'other', text: '同一张照片两次', imageKeys: [own, own] })).json()).toMatchObject({ status: 400, field: 'body.imageKeys' });
    expect(await mine(a)).toEqual([]);
  });

  it.each([
    [{ category: 'rant', text: '不错的地方' }, 'body.category'],
    [{ category: 'other', text: '短' }, 'body.text'],
    [{ category: 'other', text: 'x'.repeat(501) }, 'body.text'],
    [{ category: 'other', text: '图片太多了啊', imageKeys: Array.from({ length: 10 }, (_, i) => `uploads/a${i}.jpg`) }, 'body.imageKeys'],
    [{ category: 'other', text: '联系方式太长', contact: '1'.repeat(101) }, 'body.contact'],
  ])('refuses %j naming %s', async (body, field) => {
    const token = await t.login(tenant.code);
    expect((await send(token, body)).json()).toMatchObject({ status: 400, field });
  });

  it('needs a token', async () => {
    expect((await t.call(tenant.code, { method: 'GET', url: '/api/h5/opinion' })).json()).toMatchObject({ status: 401, code: 'LOGIN_EXPIRED' });
  });
});
