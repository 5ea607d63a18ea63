/**
 * The photo studio's image work (sharp): a photo goes through the visitor's operations in order
 * (crop, rotate, straighten, adjust, filter, frame, sky) and comes out as a JPEG. Runs inside a
 * worker process of the image pool, never on the API's event loop.
 */
import sharp, { type Sharp } from 'sharp';
import { framedSize, type EditOperation, type FilterPreset } from '@youlan/contract';
import { MAX_INPUT_PIXELS } from '../../entities/media/image-limits.ts';
import { replaceSkyPixels } from './sky/index.ts';

export interface EditInput {
  photo: Buffer;
  operations: EditOperation[];
  /** The sky picture of the `sky` operation, when there is one. */
  sky: Buffer | null;
  /** What a frame prints: the area's name and the date, already in the frame's language. */
  frame: { title: string; date: string };
}

export interface EditResult {
  data: Buffer;
  width: number;
  height: number;
  /** Null without a sky operation. */
  skyFound: boolean | null;
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

/** Share of the work a sky replacement is, against 1 for every other operation. */
const SKY_WEIGHT = 6;
const OUTPUT_QUALITY = 88;

/** `onProgress` gets the share done, 0..1, after every step (and inside the sky step). */
export async function applyEdit(input: EditInput, onProgress: (fraction: number) => void = () => undefined): Promise<EditResult> {
  const weights = input.operations.map((operation): number => (operation.type === 'sky' ? SKY_WEIGHT : 1));
  const total = weights.reduce((sum, weight) => sum + weight, 1);
  let done = 0;
  // The picture so far, decoded when a step first needs its pixels: a sky step first in the list
  // reads the photo as stored and decodes it itself, so the photo is not decoded twice.
  let picture: Raw | null = null;
  done += 1;
  onProgress(done / total);
  let skyFound: boolean | null = null;
  for (const [index, operation] of input.operations.entries()) {
    const weight = weights[index] ?? 1;
    if (operation.type === 'sky') {
      if (!input.sky) throw new Error('a sky operation without its sky picture');
      const start = done;
      // First in the list, the sky step reads the photo as stored; later, the picture so far (lossless).
      const photo = picture ? await encodePng(picture) : input.photo;
      const replaced = await replaceSkyPixels(photo, input.sky, { onProgress: (fraction) => onProgress((start + fraction * weight) / total) });
      skyFound = replaced.skyFound;
      picture = { data: replaced.rgb, width: replaced.width, height: replaced.height };
    } else {
      picture = await applyOperation(picture ?? (await decode(input.photo)), operation, input.frame);
    }
    done += weight;
    onProgress(done / total);
  }
  const result = picture ?? (await decode(input.photo));
  const data = await fromRaw(result).jpeg({ quality: OUTPUT_QUALITY }).toBuffer();
  return { data, width: result.width, height: result.height, skyFound };
}

async function decode(bytes: Buffer): Promise<Raw> {
  // Uploads were normalized (upright, at most 50 MP) on completion; the limit still guards here.
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function fromRaw(picture: Raw): Sharp {
  return sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 3 } });
}

async function toRaw(pipeline: Sharp): Promise<Raw> {
  const { data, info } = await pipeline.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function encodePng(picture: Raw): Promise<Buffer> {
  return fromRaw(picture).png({ compressionLevel: 1 }).toBuffer();
}

async function applyOperation(picture: Raw, operation: Exclude<EditOperation, { type: 'sky' }>, frame: EditInput['frame']): Promise<Raw> {
  const image = fromRaw(picture);
  switch (operation.type) {
    case 'crop':
      return toRaw(image.extract({ left: operation.x, top: operation.y, width: operation.width, height: operation.height }));
    case 'rotate':
      return operation.degrees === 0 ? picture : toRaw(image.rotate(operation.degrees));
    case 'straighten':
      return straighten(picture, operation.degrees);
    case 'adjust': {
      const contrast = 1 + operation.contrast / 100;
      return toRaw(
        image
          .modulate({ brightness: 1 + operation.brightness / 200, saturation: 1 + operation.saturation / 100 })
          .linear(contrast, 128 * (1 - contrast)),
      );
    }
    case 'filter':
      return operation.preset === 'original' ? picture : toRaw(applyFilter(image, operation.preset));
    case 'frame':
      return addFrame(picture, operation.style, frame);
  }
}

/** Each preset is a small colour grade: a tone curve as per-channel gain and offset, plus saturation. */
function applyFilter(image: Sharp, preset: Exclude<FilterPreset, 'original'>): Sharp {
  switch (preset) {
    case 'fresh':
      return image.modulate({ brightness: 1.05, saturation: 1.12 }).linear([0.97, 1.0, 1.04], [0, 4, 10]);
    case 'warm':
      return image.modulate({ saturation: 1.06 }).linear([1.08, 1.01, 0.9], [10, 4, -6]);
    case 'film':
      // Lifted blacks and softer contrast, slightly faded colour.
      return image.modulate({ saturation: 0.82 }).linear([0.86, 0.86, 0.84], [26, 22, 20]);
    case 'mono': {
      // Rec. 601 luma in all three channels: grey, but still three channels for the steps after.
      const luma: [number, number, number] = [0.299, 0.587, 0.114];
      return image.recomb([luma, luma, luma]).linear(1.08, -10);
    }
  }
}

/**
 * Rotates by a small angle and zooms just enough that the rotated picture covers the whole frame,
 * so no empty corner shows and the size stays the same.
 */
async function straighten(picture: Raw, degrees: number): Promise<Raw> {
  if (degrees === 0) return picture;
  const { width, height } = picture;
  const radians = (Math.abs(degrees) * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const scale = Math.max(cos + (height / width) * sin, cos + (width / height) * sin);
  const scaled = await toRaw(fromRaw(picture).resize(Math.ceil(width * scale), Math.ceil(height * scale)));
  const rotated = await toRaw(fromRaw(scaled).rotate(degrees, { background: '#000000' }));
  return toRaw(
    fromRaw(rotated).extract({ left: Math.floor((rotated.width - width) / 2), top: Math.floor((rotated.height - height) / 2), width, height }),
  );
}

const FRAME_COLOURS = { white: { paper: '#ffffff', ink: '#333333' }, black: { paper: '#111111', ink: '#f2f2f2' } } as const;

/** A paper border with a caption strip below: the area's name on the left, the date on the right. */
async function addFrame(picture: Raw, style: keyof typeof FRAME_COLOURS, frame: EditInput['frame']): Promise<Raw> {
  const { width, border, caption } = framedSize(picture.width, picture.height);
  const colours = FRAME_COLOURS[style];
  const fontSize = Math.round(caption * 0.36);
  const baseline = Math.round(caption * 0.62);
  // Noto CJK (fonts-noto-cjk) draws Chinese names; fontconfig falls back for other scripts.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${caption}">
  <g font-family="Noto Sans CJK SC, Noto Sans CJK, sans-serif" font-size="${fontSize}" fill="${colours.ink}">
    <text x="${border}" y="${baseline}">${escapeXml(frame.title)}</text>
    <text x="${width - border}" y="${baseline}" text-anchor="end">${escapeXml(frame.date)}</text>
  </g>
</svg>`;
  const extended = await toRaw(fromRaw(picture).extend({ top: border, left: border, right: border, bottom: caption, background: colours.paper }));
  return toRaw(fromRaw(extended).composite([{ input: Buffer.from(svg), left: 0, top: border + picture.height }]));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Width and height of a stored picture, without decoding its pixels. */
export async function pictureSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes).metadata();
  return { width: metadata.width ?? 0, height: metadata.height ?? 0 };
}
