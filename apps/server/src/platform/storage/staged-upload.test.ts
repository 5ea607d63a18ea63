import { mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepStagedFiles } from './staged-upload.ts';

const dir = mkdtempSync(join(tmpdir(), 'youlan-staged-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the sweep of staged files', () => {
  it('removes the files of uploads cut off more than a day ago and keeps those still being written', async () => {
    const old = join(dir, 'cut-off');
    const live = join(dir, 'arriving');
    writeFileSync(old, 'half a video');
    writeFileSync(live, 'a video on its way');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    expect(await sweepStagedFiles(dir, new Date(Date.now() - 24 * 3600_000))).toBe(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(live)).toBe(true);
  });

  it('finds nothing to do where nothing was ever staged', async () => {
    expect(await sweepStagedFiles(join(dir, 'never-made'), new Date())).toBe(0);
  });
});
