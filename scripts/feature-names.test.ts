// One feature, one name, in all four places (docs/platform.md): the contract's feature folders are
// the product's features; the server serves each under the same name, and the console and the
// visitor app name theirs after the contract's. A folder called anything else (a "studio" beside
// "boost", a "login" beside "operator") fails here.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

function folders(path: string): string[] {
  return readdirSync(`${root}/${path}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The contract's folders that are not features: what several features' schemas share. */
const CONTRACT_SHARED = ['shared'];
/** Screens of the visitor app that call no API of their own. */
const WEB_ONLY = ['audio-guide', 'exception', 'home', 'link-error', 'user-center'];

const features = folders('packages/contract/src').filter((name) => !CONTRACT_SHARED.includes(name));

describe('feature names', () => {
  it('the server has one folder per contract feature, under its name', () => {
    expect(folders('apps/server/src/features')).toEqual(features);
  });

  it('each server feature is one plugin named after it, its files <subject>.<role>.ts (docs/platform.md)', () => {
    for (const feature of folders('apps/server/src/features')) {
      const files = readdirSync(`${root}/apps/server/src/features/${feature}`, { withFileTypes: true }).filter((entry) => entry.isFile());
      expect(files.map((file) => file.name), feature).toContain(`${feature}.plugin.ts`);
      expect(files.map((file) => file.name).filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z][a-z0-9-]*)+\.ts$/.test(name) || name.split('.').length < 3)).toEqual([]);
    }
  });

  it("the console's features are the contract's", () => {
    expect(folders('apps/console/src/features').filter((name) => !features.includes(name))).toEqual([]);
  });

  it("the visitor app's features are the contract's, and its own screens", () => {
    expect(folders('apps/web/src/features').filter((name) => !features.includes(name) && !WEB_ONLY.includes(name))).toEqual([]);
  });
});
