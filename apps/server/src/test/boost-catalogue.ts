/** A small photo-studio catalogue and photos for the tests, made here (the demo content lives in its own branch). */
import sharp from 'sharp';
import type { AreaFile } from '../area-file/area.file.ts';
import type { TestApp } from './harness.ts';

export const SPOT_PLACE = '东宫门';
export const SKY_IMAGE_KEY = 'boost/skies/blue-clouds.jpg';

/** Adds two categories, three poses, one photo spot with two poses, and two skies to an area. */
export function withBoostCatalogue(area: AreaFile): void {
  area.poseSkus = [
    { key: 'couple', name: '情侣', sort: 2, translations: { en: { name: 'Couple' } } },
    { key: 'alone', name: '单人', sort: 1, translations: { en: { name: 'Solo' } } },
  ];
  area.poses = [
    { key: 'lean-rail', sku: 'alone', name: '倚栏远眺', outlineKey: 'boost/poses/lean-rail.svg', tips: '侧身倚栏', translations: { en: { name: 'Leaning on the rail', tips: 'Lean sideways' } } },
    { key: 'jump', sku: 'alone', name: '跳跃', outlineKey: null, tips: '', translations: {} },
    { key: 'hand-in-hand', sku: 'couple', name: '牵手', outlineKey: 'boost/poses/hand.svg', tips: '', translations: { en: { name: 'Hand in hand' } } },
  ];
  area.photoSpots = [
    {
      place: SPOT_PLACE,
      tips: '上午顺光',
      translations: { en: { tips: 'Front light in the morning' } },
      standDistanceMeters: 6,
      poses: [
        { pose: 'lean-rail', samples: ['boost/samples/gate-1.jpg', 'boost/samples/gate-2.jpg'] },
        { pose: 'hand-in-hand', samples: [] },
      ],
    },
  ];
  area.skies = [
    { key: 'blue-clouds', name: '蓝天白云', timeOfDay: 'day', imageKey: SKY_IMAGE_KEY, translations: { en: { name: 'Blue sky with clouds' } } },
    { key: 'sunset', name: '晚霞', timeOfDay: 'sunset', imageKey: 'boost/skies/sunset.jpg', translations: { en: { name: 'Sunset' } } },
  ];
}

/** A photo with a blue sky over a green-brown ground, so a sky step has something to find. */
export function outdoorPhoto(width = 96, height = 64): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b7dd8"/><stop offset="1" stop-color="#a9cdf2"/></linearGradient></defs>
    <rect width="${width}" height="${Math.round(height * 0.55)}" fill="url(#s)"/>
    <rect y="${Math.round(height * 0.55)}" width="${width}" height="${height - Math.round(height * 0.55)}" fill="#4d6b2f"/>
    <rect x="${Math.round(width * 0.4)}" y="${Math.round(height * 0.35)}" width="${Math.round(width * 0.15)}" height="${Math.round(height * 0.5)}" fill="#7a4b2a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Stores the fixture sky's picture in the tenant's media, as the importer does from the area's media. */
export async function storeSkyPicture(t: TestApp, tenantCode: string): Promise<void> {
  const sky = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#f08a3c' } }).jpeg().toBuffer();
  await t.ctx.storage.put(`${tenantCode}/${SKY_IMAGE_KEY}`, sky, 'image/jpeg');
}

/** A photo-studio upload (signURL purpose 3), finished; returns its key. */
export async function uploadStudioPhoto(t: TestApp, tenantCode: string, token: string, bytes?: Buffer, fileName = 'photo.jpg'): Promise<string> {
  const key = await putStudioPhoto(t, tenantCode, token, bytes ?? (await outdoorPhoto()), fileName);
  const done = await t.call(tenantCode, { method: 'POST', url: '/api/upload/complete', token, payload: { key } });
  if (done.statusCode !== 200) throw new Error(`upload completion failed: ${done.body}`);
  return key;
}

/** Signs a photo-studio upload and PUTs the bytes; returns the key (not yet finished). */
export async function putStudioPhoto(t: TestApp, tenantCode: string, token: string, bytes: Buffer, fileName = 'photo.jpg'): Promise<string> {
  const signed = (await t.call(tenantCode, { method: 'GET', url: `/api/aliyun/signURL?purpose=3&fileName=${fileName}`, token })).json().data;
  const url = new URL(signed.url);
  const put = await t.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers: signed.headers, payload: bytes });
  if (put.statusCode >= 300) throw new Error(`upload PUT failed: ${put.statusCode} ${put.body}`);
  return signed.key as string;
}
