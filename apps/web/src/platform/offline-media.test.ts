import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_CACHE } from './offline-caches.ts';
import { downloadedBytes, offlineDownload, offlineDownloads, recordDownload, removeDownload } from './offline-media.ts';

/** An in-memory localStorage and media cache, as the browser has them. */
function stubBrowser(): { cached: Set<string>; stored: Map<string, string> } {
  const stored = new Map<string, string>();
  const cached = new Set<string>();
  vi.stubGlobal('window', {
    localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value), removeItem: (key: string) => stored.delete(key) },
  });
  vi.stubGlobal('caches', {
    open: async (name: string) => {
      expect(name).toBe(MEDIA_CACHE);
      return { delete: async (key: string) => cached.delete(key) };
    },
  });
  return { cached, stored };
}

let browser: ReturnType<typeof stubBrowser>;
beforeEach(() => {
  browser = stubBrowser();
});
afterEach(() => vi.unstubAllGlobals());

const at = '2026-11-28T10:00:00.000Z';

describe('the record of offline downloads', () => {
  it('keeps one record per download, a new one replacing the old', () => {
    recordDownload({ id: 'tour:1', keys: ['a'], totalBytes: 10, savedAt: at, title: '精华游', path: '/tours/info/1' });
    recordDownload({ id: 'package', keys: ['a', 'b'], totalBytes: 30, savedAt: at });
    recordDownload({ id: 'tour:1', keys: ['a', 'c'], totalBytes: 20, savedAt: at, title: '精华游', path: '/tours/info/1' });
    expect(offlineDownloads().map((download) => download.id)).toEqual(['package', 'tour:1']);
    expect(offlineDownload('tour:1')?.keys).toEqual(['a', 'c']);
    expect(downloadedBytes()).toBe(50);
  });

  it('reads a damaged record as no downloads', () => {
    browser.stored.set('youlan.offlineDownloads', '{not json');
    expect(offlineDownloads()).toEqual([]);
    browser.stored.set('youlan.offlineDownloads', JSON.stringify([{ id: 'tour:1' }, null, { id: 'tour:2', keys: [], totalBytes: 0, savedAt: at }]));
    expect(offlineDownloads().map((download) => download.id)).toEqual(['tour:2']);
  });
});

describe('removeDownload', () => {
  it('deletes the files no other download holds and forgets the download', async () => {
    for (const key of ['guide-a', 'guide-b', 'map', 'cover']) browser.cached.add(key);
    recordDownload({ id: 'package', keys: ['guide-a', 'guide-b', 'map'], totalBytes: 30, savedAt: at });
    recordDownload({ id: 'tour:1', keys: ['guide-a', 'map', 'cover'], totalBytes: 20, savedAt: at, title: '精华游', path: '/tours/info/1' });
    await removeDownload('tour:1');
    expect([...browser.cached].sort()).toEqual(['guide-a', 'guide-b', 'map']);
    expect(offlineDownload('tour:1')).toBeNull();
    await removeDownload('package');
    expect([...browser.cached]).toEqual([]);
    expect(offlineDownloads()).toEqual([]);
  });
});
