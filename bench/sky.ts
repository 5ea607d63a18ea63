/**
 * Sky replacement of a 12-megapixel photo (`npm run bench:sky`), against a plain sharp decode +
 * JPEG re-encode of the same photo measured in the same run (target: at most 4 × the wall time;
 * the CPU time of both and the machine's load average are printed beside it), and the peak
 * memory of one job, measured as the peak resident set size of a child process that runs exactly
 * one job (target: under 600 MB). Prints JSON and writes bench/results/sky.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { replaceSky } from '../apps/server/src/features/boost/sky/index.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PHOTO = join(ROOT, 'apps/server/src/features/boost/sky/testdata/aitzgorri.jpg');
const SKY = join(ROOT, 'apps/server/seed/media/boost/skies/sunset.jpg');
const RUNS = 5;

/** Wall time and CPU time (all of this process's threads: JavaScript and libvips) of one run. */
async function timed(run: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const started = performance.now(), cpu = process.cpuUsage();
  await run();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

function median(times: number[]): number {
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/**
 * The baseline and the job take turns (after one warm-up run of each), so a burst of load from
 * other work on the machine falls on both alike; the median of each is compared. The CPU times
 * say how much work each is, which the machine's other load does not change much; the wall times
 * are what a visitor waits for.
 */
async function medians(baseline: () => Promise<unknown>, job: () => Promise<unknown>) {
  await baseline();
  await job();
  const baselineRuns: { wall: number; cpu: number }[] = [], jobRuns: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    baselineRuns.push(await timed(baseline));
    jobRuns.push(await timed(job));
  }
  return {
    baselineMs: median(baselineRuns.map((run) => run.wall)),
    jobMs: median(jobRuns.map((run) => run.wall)),
    baselineCpuMs: median(baselineRuns.map((run) => run.cpu)),
    jobCpuMs: median(jobRuns.map((run) => run.cpu)),
  };
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
    const { baselineMs, jobMs: skyMs, baselineCpuMs, jobCpuMs } = await medians(
      () => sharp(photo).rotate().jpeg({ quality: 90 }).toBuffer(),
      () => replaceSky(photo, sky),
    );
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
      decodeEncodeCpuMs: Math.round(baselineCpuMs),
      skyReplacementCpuMs: Math.round(jobCpuMs),
      cpuRatio: Number((jobCpuMs / baselineCpuMs).toFixed(2)),
      loadAverage: loadavg()[0]!.toFixed(1),
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
