import { describe, expect, it } from 'vitest';
import { buildPermissionTree } from './permission.tree.ts';

describe('buildPermissionTree', () => {
  it('nests children under their parent in row order and keeps status', () => {
    const tree = buildPermissionTree([
      { path: '/home', parentPath: null, status: 1 },
      { path: '/home/draw-map', parentPath: '/home', status: 0 },
      { path: '/home/user-center', parentPath: '/home', status: 1 },
      { path: '/answer', parentPath: null, status: 1 },
    ]);
    expect(tree).toEqual([
      { path: '/home', status: 1, children: [{ path: '/home/draw-map', status: 0, children: [] }, { path: '/home/user-center', status: 1, children: [] }] },
      { path: '/answer', status: 1, children: [] },
    ]);
  });

  it('makes an orphan a root instead of dropping it', () => {
    expect(buildPermissionTree([{ path: '/a/b', parentPath: '/a', status: 1 }])).toEqual([{ path: '/a/b', status: 1, children: [] }]);
  });
});
