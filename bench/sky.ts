/**
 * Sky replacement of a 12-megapixel photo (`npm run bench:sky`), against a plain sharp decode +
 * JPEG re-encode of the same photo measured in the same run (target: at most 4 ×), and the peak
 * memory of one job, measured as the peak resident set size of a child process that runs exactly
 * one job (target: under 600 MB). Prints JSON and writes bench/results/sky.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { replaceSky } from '../apps/server/src/platform/images/sky/index.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PHOTO = join(ROOT, 'apps/server/src/platform/images/sky/testdata/aitzgorri.jpg');
const SKY = join(ROOT, 'apps/server/seed/media/boost/skies/sunset.jpg');
const RUNS = 3;

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

/** The child: one sky job on the photo named on the command line, then its peak RSS. */
async function childJob(photoPath: string): Promise<void> {
  await replaceSky(readFileSync(photoPath), readFileSync(SKY));
  process.stdout.write(JSON.stringify({ maxRssMb: process.resourceUsage().maxRSS / 1024 }));
}

async function main(): Promise<void> {
  // A 12 MP camera-sized photo made from a real one (4243 × 2828), so the sky has real texture.
  const photo = await sharp(readFileSync(PHOTO)).resize(4243, 2828).jpeg({ quality: 90 }).toBuffer();
  const photoPath = join(tmpdir(), `youlan-sky-bench-${process.pid}.jpg`);
  writeFileSync(photoPath, photo);
  try {
    const sky = readFileSync(SKY);
    const baselineMs = await median(() => sharp(photo).rotate().jpeg({ quality: 90 }).toBuffer());
    const skyMs = await median(() => replaceSky(photo, sky));
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', photoPath], { cwd: ROOT, encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`child job failed: ${child.stderr}`);
    const { maxRssMb } = JSON.parse(child.stdout) as { maxRssMb: number };
    const results = {
      at: new Date().toISOString(),
      megapixels: 12,
      decodeEncodeMs: Math.round(baselineMs),
      skyReplacementMs: Math.round(skyMs),
      ratio: Number((skyMs / baselineMs).toFixed(2)),
      ratioTarget: 4,
      peakRssMb: Math.round(maxRssMb),
      peakRssTargetMb: 600,
    };
    console.info(JSON.stringify(results, null, 2));
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/sky.json'), JSON.stringify(results, null, 2));
  } finally {
    rmSync(photoPath, { force: true });
  }
}

if (process.argv[2] === '--child') await childJob(process.argv[3]!);
else await main();
