/** Uploads as a phone makes them, for the tests of features that take pictures. */
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { NORMALIZE_CONCURRENCY, normalizeQueue } from '../entities/media/image-normalizer.ts';
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

/**
 * Sends `count` requests that decode a picture while every decode slot is taken, as under load,
 * and asks for an unrelated read meanwhile: on PostgreSQL (a test pool of 4 connections) it is
 * answered only if the waiting requests hold no pool connection. Returns that read's status, how
 * many of the requests had finished before the slots were freed, and their statuses after.
 */
export async function readWhileDecodesWait(t: TestApp, tenantCode: string, count: number, send: () => Promise<LightMyRequestResponse>) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = Array.from({ length: NORMALIZE_CONCURRENCY }, () => normalizeQueue(() => gate));
  let finishedEarly = 0;
  const requests = Array.from({ length: count }, () => send().then((response) => ((finishedEarly += 1), response)));
  // Let every request reach the decoder's queue.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const read = await t.call(tenantCode, { method: 'GET', url: '/api/h5/place?page=1&size=3' });
  const finishedBeforeOpen = finishedEarly;
  open();
  await Promise.all(held);
  return { readStatus: read.statusCode, finishedBeforeOpen, statuses: (await Promise.all(requests)).map((response) => response.statusCode) };
}
