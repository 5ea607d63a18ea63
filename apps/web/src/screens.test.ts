import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flattenAppRoutes } from '@youlan/contract/runtime';
import { SCREEN_MODULES, screenModulesOf } from './screens.ts';

describe('SCREEN_MODULES', () => {
  const flat = flattenAppRoutes();
  it('gives every route that neither redirects nor frames children a screen', () => {
    for (const { fullPath, spec } of flat) {
      if (!spec.redirect && !spec.children?.length) expect(SCREEN_MODULES[fullPath], fullPath).toBeDefined();
    }
  });
  it('names only routes of the table', () => {
    const paths = new Set(flat.map((route) => route.fullPath));
    for (const path of Object.keys(SCREEN_MODULES)) expect(paths.has(path), path).toBe(true);
  });
  it('points at page modules that exist', () => {
    for (const module of new Set(Object.values(SCREEN_MODULES))) expect(existsSync(new URL(`./features/${module}`, import.meta.url)), module).toBe(true);
  });
});

describe('screenModulesOf', () => {
  it('lists the ancestors’ modules first', () => {
    expect(screenModulesOf('/home/draw-map')).toEqual(['home/home-page.tsx', 'map/draw-map-page.tsx']);
    expect(screenModulesOf('/home/draw-map/notice/index')).toEqual(['home/home-page.tsx', 'map/draw-map-page.tsx', 'notice/notice-page.tsx']);
  });
  it('does not take a sibling with a common prefix for an ancestor', () => {
    expect(screenModulesOf('/about-us')).toEqual(['config/about-us-page.tsx']);
  });
});
