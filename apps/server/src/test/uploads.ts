/** Uploads as a phone makes them, for the tests of features that take pictures. */
import sharp from 'sharp';
import type { TestApp } from './harness.ts';

/** Signs an upload, PUTs the bytes to the signed URL; returns the key (not yet finished). */
export async function putUpload(t: TestApp, tenantCode: string, token: string, bytes: Buffer, fileName = 'photo.jpg'): Promise<string> {
  const signed = (await t.call(tenantCode, { method: 'GET', url: `/api/aliyun/signURL?purpose=2&fileName=${fileName}`, token })).json().data;
  const url = new URL(signed.url);
  const put = await t.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers: signed.headers, payload: bytes });
  if (put.statusCode >= 300) throw new Error(`upload PUT failed: ${put.statusCode} ${put.body}`);
  return signed.key as string;
}

/** A small photo, uploaded and finished: a key a feature accepts. */
export async function finishedPhoto(t: TestApp, tenantCode: string, token: string): Promise<string> {
  const photo = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#2a9384' } }).jpeg().toBuffer();
  const key = await putUpload(t, tenantCode, token, photo);
  const done = await t.call(tenantCode, { method: 'POST', url: '/api/upload/complete', token, payload: { key } });
  if (done.statusCode !== 200) throw new Error(`upload completion failed: ${done.body}`);
  return key;
}
