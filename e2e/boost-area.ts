/**
 * A scenic area of its own for the photo-studio browser tests, imported before the server starts:
 * the demo area's places and map under another code and host (`boost-e2e.localhost`, which
 * Chromium sends to the loopback), plus a photo studio: one pose category, a pose with an outline,
 * a photo spot with a sample, and two skies. The tests then do not depend on what the demo area's
 * photo studio holds. The sample is the test photograph (e2e/fixtures); the outline and skies are
 * drawn here (a figure, two gradient skies with clouds).
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { AreaFile } from '../apps/server/src/area-file/area.file.ts';
import { dateDemoWeather } from '../apps/server/src/area-file/area.seed.ts';
import { cutAtSentence, espeakVoiceFor } from '../apps/server/src/entities/media/speech.ts';
import { synthesize } from '../apps/server/src/entities/media/speech-synth.ts';

export const BOOST_E2E_HOST = 'boost-e2e.localhost';

const SEED = fileURLToPath(new URL('../apps/server/seed/', import.meta.url));
const PHOTO = fileURLToPath(new URL('./fixtures/by-the-water.jpg', import.meta.url));

const OUTLINE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 300"><g fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"><circle cx="60" cy="34" r="20"/><path d="M36 64h48l14 96h-18l-8 130h-14l-6-104-6 104h-14l-8-130h-18z"/></g></svg>`;

function skySvg(top: string, bottom: string, clouds: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/><g fill="${clouds}" opacity="0.85"><ellipse cx="260" cy="200" rx="170" ry="48"/><ellipse cx="360" cy="170" rx="120" ry="52"/><ellipse cx="860" cy="300" rx="200" ry="44"/><ellipse cx="960" cy="270" rx="110" ry="48"/></g></svg>`;
}

/**
 * The demo area as the server seeds it on first start (its sample weather dated from today), written
 * under `dir` for the import: the server seeds nothing once the photo-studio area is in the database.
 */
export async function writeDemoArea(dir: string): Promise<string> {
  mkdirSync(join(dir, 'recordings'), { recursive: true });
  symlinkSync(join(SEED, 'media'), join(dir, 'media'));
  const area = JSON.parse(readFileSync(join(SEED, 'demo-area.json'), 'utf8')) as AreaFile;
  // The first place's guide recorded in Japanese too, as an operator would give it: its translated
  // transcript's opening read out (the server's own speech, made here once: the e2e server makes none).
  const first = area.places[0]!;
  const transcript = first.translations['ja']?.['transcript'];
  if (!transcript) throw new Error('the demo area\'s first place has no Japanese transcript');
  const voice = espeakVoiceFor('ja')!;
  const { mp3 } = await synthesize(cutAtSentence(typeof transcript === 'string' ? transcript : transcript.text, 60), voice);
  writeFileSync(join(dir, 'recordings/ja.mp3'), mp3);
  area.media[JAPANESE_RECORDING_KEY] = 'recordings/ja.mp3';
  first.audioKeys = { ...first.audioKeys, ja: JAPANESE_RECORDING_KEY };
  const path = join(dir, 'area.json');
  writeFileSync(path, JSON.stringify(dateDemoWeather(area, new Date())));
  return path;
}

/** The storage key of the demo's first place's Japanese recording in the browser tests. */
export const JAPANESE_RECORDING_KEY = 'audio/ja/donggongmen.mp3';

/** Writes the area file (and its pictures) under `dir`; answers the file's path. */
export async function writeBoostArea(dir: string): Promise<string> {
  mkdirSync(join(dir, 'boost'), { recursive: true });
  // The demo area's media paths are relative to its file: the same folder, linked.
  symlinkSync(join(SEED, 'media'), join(dir, 'media'));
  writeFileSync(join(dir, 'boost/outline.svg'), OUTLINE_SVG);
  await sharp(PHOTO).resize(480, 640, { fit: 'cover' }).jpeg().toFile(join(dir, 'boost/sample.jpg'));
  await sharp(Buffer.from(skySvg('#2f7fd6', '#bfe1f8', '#ffffff'))).jpeg().toFile(join(dir, 'boost/sky-blue.jpg'));
  await sharp(Buffer.from(skySvg('#e8734a', '#f9d49a', '#fbe3c9'))).jpeg().toFile(join(dir, 'boost/sky-sunset.jpg'));

  const area = JSON.parse(readFileSync(join(SEED, 'demo-area.json'), 'utf8')) as Record<string, unknown> & { media: Record<string, string>; places: { name: string }[] };
  const place = area.places[0]!.name;
  const file = {
    ...area,
    tenant: { code: 'boost-e2e', name: '摄影测试园', domains: [BOOST_E2E_HOST] },
    media: { ...area.media, 'boost/outline.svg': 'boost/outline.svg', 'boost/sample.jpg': 'boost/sample.jpg', 'boost/sky-blue.jpg': 'boost/sky-blue.jpg', 'boost/sky-sunset.jpg': 'boost/sky-sunset.jpg' },
    poseSkus: [{ key: 'alone', name: '单人', nameEn: 'Alone', sort: 1 }],
    poses: [{ key: 'lean-rail', sku: 'alone', name: '凭栏远眺', nameEn: 'Leaning on the rail', outlineKey: 'boost/outline.svg', tips: '侧身倚栏，看向远处。', tipsEn: 'Lean on the rail and look far away.' }],
    photoSpots: [{ place, tips: '站在台阶下拍。', tipsEn: 'Shoot from below the steps.', standDistanceMeters: 6, poses: [{ pose: 'lean-rail', samples: ['boost/sample.jpg'] }] }],
    skies: [
      { key: 'blue', name: '蓝天白云', nameEn: 'Blue sky', timeOfDay: 'day', imageKey: 'boost/sky-blue.jpg' },
      { key: 'sunset', name: '晚霞', nameEn: 'Sunset', timeOfDay: 'sunset', imageKey: 'boost/sky-sunset.jpg' },
    ],
  };
  const path = join(dir, 'area.json');
  writeFileSync(path, JSON.stringify(file));
  return path;
}
