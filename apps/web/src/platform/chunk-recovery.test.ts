import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, shouldReloadForChunkError } from './chunk-recovery.ts';

describe('shouldReloadForChunkError', () => {
  const now = 1_700_000_000_000;
  it('reloads when the page never reloaded for a chunk', () => {
    expect(shouldReloadForChunkError(null, now)).toBe(true);
    expect(shouldReloadForChunkError(Number.NaN, now)).toBe(true);
  });
  it('does not reload again within the window, so a broken deploy shows the error page', () => {
    expect(shouldReloadForChunkError(now - 1000, now)).toBe(false);
    expect(shouldReloadForChunkError(now - CHUNK_RELOAD_WINDOW_MS, now)).toBe(false);
  });
  it('reloads again for a later failure, such as the next redeploy', () => {
    expect(shouldReloadForChunkError(now - CHUNK_RELOAD_WINDOW_MS - 1, now)).toBe(true);
  });
  it('reloads when the stored time is in the future (the clock was changed)', () => {
    expect(shouldReloadForChunkError(now + 60_000, now)).toBe(true);
  });
});
