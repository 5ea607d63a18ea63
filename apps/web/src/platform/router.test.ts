import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteDef } from './router.tsx';

const routes: RouteDef[] = [
  { path: '/' },
  {
    path: '/home',
    children: [
      {
        path: '/home/draw-map',
        children: [
          { path: '/home/draw-map/notice', children: [{ path: '/home/draw-map/notice/index' }, { path: '/home/draw-map/notice/info/:id' }] },
          { path: '/home/draw-map/navigation' },
        ],
      },
      { path: '/home/user-center' },
    ],
  },
  { path: '/punch', children: [{ path: '/punch/punch' }] },
];

const pathsOf = (pathname: string) => matchRoutes(routes, pathname)?.routes.map((route) => route.path) ?? null;

describe('matchRoutes', () => {
  it('gives the chain of routes down to the one matching exactly, outermost first', () => {
    expect(pathsOf('/home/draw-map/navigation')).toEqual(['/home', '/home/draw-map', '/home/draw-map/navigation']);
    expect(pathsOf('/home')).toEqual(['/home']);
    expect(pathsOf('/')).toEqual(['/']);
  });

  it('takes a parameter from its segment, decoded', () => {
    const match = matchRoutes(routes, '/home/draw-map/notice/info/%E5%85%AC42');
    expect(match?.routes.at(-1)?.path).toBe('/home/draw-map/notice/info/:id');
    expect(match?.params).toEqual({ id: '公42' });
  });

  it('compares without case and without a trailing slash, as React Router did', () => {
    expect(pathsOf('/Home/Draw-Map/')).toEqual(['/home', '/home/draw-map']);
    expect(pathsOf('/PUNCH/punch')).toEqual(['/punch', '/punch/punch']);
  });

  it('matches nothing for an unknown path or one deeper than the table', () => {
    expect(pathsOf('/nowhere')).toBeNull();
    expect(pathsOf('/home/draw-map/elsewhere')).toBeNull();
    expect(pathsOf('/punch/punch/extra')).toBeNull();
  });

  it('keeps a malformed escape as it is rather than failing', () => {
    expect(matchRoutes(routes, '/home/draw-map/notice/info/%E5')?.params).toEqual({ id: '%E5' });
  });
});
