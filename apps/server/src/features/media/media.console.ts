/**
 * Pictures the console's content editors upload. Each is checked for what it is for (its use),
 * normalized like every uploaded picture (upright, no metadata, at most 4096 px), stored under a
 * key the server picks in the use's folder, and answered with a signed URL to show it. A sky gets
 * its thumbnail and a panorama its preview beside it, and a JPEG or PNG its WebP when smaller (the
 * phones that show WebP are given it). Nothing is stored for a refused file.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@youlan/contract';
import { PICTURE_CONTENT_TYPES, type ConsolePicture, type PictureUse } from '@youlan/contract/console';
import { AppError } from '../../platform/errors.ts';
import { recordConsoleUpload, signRead, type MediaAccess } from '../../entities/media/media-access.ts';
import type { AuditActor } from '../../platform/console/audit.ts';
import { hasAlphaChannel, type ImageFormat, type NormalizedImage, type PictureDecoder } from '../../entities/media/image-normalizer.ts';
import { tenantKey } from '../../platform/storage/storage.ts';
import type { Tenant } from '../../platform/tenant.ts';
import type { TenantScope } from '../../entities/media/upload.service.ts';

const FOLDERS: Record<PictureUse, string> = {
  map: 'map',
  place: 'photos',
  stamp: 'punch/stamps',
  poseOutline: 'boost/poses',
  poseSample: 'boost/samples',
  sky: 'boost/skies',
  panorama: 'panorama/scenes',
  logo: 'area/logo',
  share: 'area/share',
  articleCover: 'articles/covers',
};
const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const MIME: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const FORMATS: Record<string, ImageFormat> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Pictures that go out with a WeChat share card (the share image, else the logo): signed for the
 * sharing phone, a WebP would reach friends whose phones may not show it, so these keep no WebP.
 */
const LEAVES_THE_APP: ReadonlySet<PictureUse> = new Set(['share', 'logo']);
/** A panorama's preview, shown while the sharp picture loads (docs/panorama.md). */
const PANORAMA_PREVIEW_EDGE_PX = 1024;
/** A sky's thumbnail, for the visitors' sky picker (docs/boost.md). */
const SKY_THUMBNAIL_EDGE_PX = 320;

/** Drawings (an illustrated map, a stamp, a pose outline, a logo) are rasterized at these long edges; photos are never SVG. */
const SVG_EDGE_PX: Partial<Record<PictureUse, number>> = { map: 2048, stamp: 512, poseOutline: 1024, logo: 512 };

const refused = (message: string) => new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, message);

async function picturedAs(pictures: PictureDecoder, use: PictureUse, contentType: string, bytes: Buffer): Promise<NormalizedImage> {
  if (contentType === PICTURE_CONTENT_TYPES.svg) {
    const edge = SVG_EDGE_PX[use];
    if (!edge) throw refused('SVG is taken for drawings only (the map, stamps, pose outlines, the logo): send a JPEG, PNG or WebP picture');
    return pictures.rasterize(bytes, edge);
  }
  const format = FORMATS[contentType];
  if (!format) throw refused('Pictures are JPEG, PNG or WebP (SVG for pose outlines)');
  if (use === 'poseOutline') {
    if (format === 'jpeg') throw refused('A pose outline is drawn over the camera view, so it needs transparency: send a transparent PNG, WebP or SVG');
    const normalized = await pictures.normalize(bytes, format);
    if (!(await hasAlphaChannel(normalized.data))) throw refused('This outline has no transparency: it would hide the camera view. Export it as a transparent PNG, WebP or SVG');
    return normalized;
  }
  const normalized = await pictures.normalize(bytes, format);
  // Equirectangular: 360° across, 180° up and down. Anything else is drawn stretched.
  if (use === 'panorama' && Math.abs(normalized.width - 2 * normalized.height) > normalized.height * 0.01) {
    throw refused(`A panorama is twice as wide as it is high (equirectangular); this one is ${normalized.width} × ${normalized.height}`);
  }
  return normalized;
}

/** Decodes outside the tenant scope (no pool connection held while it waits for the CPU), records inside `inScope`. */
export async function storeConsolePicture(media: MediaAccess, area: Tenant, actor: AuditActor, use: PictureUse, contentType: string, bytes: Buffer, inScope: TenantScope): Promise<ConsolePicture> {
  const picture = await picturedAs(media.pictures, use, contentType, bytes);
  const stem = `${FOLDERS[use]}/${randomUUID()}`;
  const key = `${stem}.${EXTENSIONS[picture.format]}`;
  const besides: string[] = [];
  let smallKey: string | null = null;
  if (use === 'sky' || use === 'panorama') {
    smallKey = use === 'sky' ? `${stem}.thumb.jpg` : `${stem}-low.jpg`;
    const small = await media.pictures.thumbnail(picture.data, use === 'sky' ? SKY_THUMBNAIL_EDGE_PX : PANORAMA_PREVIEW_EDGE_PX);
    await media.storage.put(tenantKey(area, smallKey), small, 'image/jpeg');
    besides.push(smallKey);
  }
  // Beside the picture, not instead of it: iOS below 14 cannot show WebP (docs/wechat.md).
  const webp = LEAVES_THE_APP.has(use) ? null : await media.pictures.webpSibling(picture);
  if (webp) {
    await media.storage.put(tenantKey(area, `${stem}.webp`), webp, 'image/webp');
    besides.push(`${stem}.webp`);
  }
  await media.storage.put(tenantKey(area, key), picture.data, MIME[picture.format]);
  await inScope(() => recordConsoleUpload(media, area, { actor, action: 'picture.upload', after: { use, key, width: picture.width, height: picture.height, besides } }, key, besides));
  return { key, url: await signRead(media, area, key), width: picture.width, height: picture.height, smallKey };
}
