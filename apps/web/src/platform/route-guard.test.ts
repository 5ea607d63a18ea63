import { describe, expect, it } from 'vitest';
import type { RoutePermission } from '@youlan/contract';
import { closedPaths, decideRouteGuard, isRedirectablePath, isRouteClosed, matchAppRoute } from './route-guard.ts';

const entry = (path: string, status: 0 | 1, children: RoutePermission[] = []): RoutePermission => ({ path, status, children });
const guard = (pathname: string, options: { search?: string; hasToken?: boolean; permissions?: RoutePermission[] } = {}) =>
  decideRouteGuard({ route: matchAppRoute(pathname), pathname, search: options.search ?? '', hasToken: options.hasToken ?? false, permissions: options.permissions ?? [] });

describe('matchAppRoute', () => {
  it('finds nested routes by full path, with parameters', () => {
    expect(matchAppRoute('/home/draw-map')?.spec.name).toBe('home');
    expect(matchAppRoute('/home/draw-map/notice/info/12')?.spec.name).toBe('noticeDetail');
  });
  it('ignores case and a trailing slash, as the router does', () => {
    expect(matchAppRoute('/WXLOGIN/')?.fullPath).toBe('/wxLogin');
  });
  it('does not match an empty parameter or an unknown path', () => {
    expect(matchAppRoute('/home/draw-map/notice/info/')?.fullPath).not.toBe('/home/draw-map/notice/info/:id');
    expect(matchAppRoute('/nowhere')).toBeUndefined();
  });
});

describe('isRedirectablePath', () => {
  it('is true for the spec list: business, wxLogin, video and take-photo pages, boost photos', () => {
    for (const path of ['/business', '/wxLogin', '/panorama/video', '/panorama/takePhoto', '/boost/photos', '/boost/takePhoto']) {
      expect(isRedirectablePath(path)).toBe(true);
    }
  });
  it('is false for other routes', () => {
    for (const path of ['/', '/home', '/home/draw-map', '/panorama', '/boost', '/about-us', '/punch/takePhoto', '/nowhere']) {
      expect(isRedirectablePath(path)).toBe(false);
    }
  });
});

describe('route status inheritance', () => {
  it('closes every descendant of a closed entry, whatever their own flags', () => {
    const closed = closedPaths([entry('/boost', 0, [entry('/boost/photos', 1, [entry('/boost/photos/x', 1)])])]);
    expect([...closed].sort()).toEqual(['/boost', '/boost/photos', '/boost/photos/x']);
  });
  it('closes app routes below a closed ancestor even when the tree omits them', () => {
    const closed = closedPaths([entry('/home/draw-map', 0)]);
    expect(isRouteClosed(matchAppRoute('/home/draw-map/notice/index')!, closed)).toBe(true);
    expect(isRouteClosed(matchAppRoute('/home/user-center')!, closed)).toBe(false);
  });
  it('keeps a route open that the tree does not mention', () => {
    expect(isRouteClosed(matchAppRoute('/about-us')!, closedPaths([entry('/business', 0)]))).toBe(false);
  });
  it('keeps an open child of an open parent open', () => {
    expect(isRouteClosed(matchAppRoute('/search/index')!, closedPaths([entry('/search', 1, [entry('/search/index', 1)])]))).toBe(false);
  });
  it('never closes the login, dead-link and exception pages', () => {
    const closed = closedPaths([entry('/wxLogin', 0), entry('/linkError', 0), entry('/exception', 0)]);
    expect(isRouteClosed(matchAppRoute('/wxLogin')!, closed)).toBe(false);
    expect(isRouteClosed(matchAppRoute('/linkError')!, closed)).toBe(false);
    expect(isRouteClosed(matchAppRoute('/exception')!, closed)).toBe(false);
  });
});

describe('decideRouteGuard', () => {
  it('sends an unknown path to the dead-link page naming it', () => {
    expect(guard('/nowhere')).toEqual({ kind: 'redirect', to: '/linkError?path=%2Fnowhere', reason: 'unknown' });
  });
  it('sends a closed route to the dead-link page', () => {
    expect(guard('/panorama/video', { hasToken: true, permissions: [entry('/panorama', 0)] })).toEqual({
      kind: 'redirect',
      to: '/linkError?path=%2Fpanorama%2Fvideo',
      reason: 'closed',
    });
  });
  it('sends a login-only route without a token to /wxLogin with path and search as redirect', () => {
    expect(guard('/boost/detail', { search: '?id=3' })).toEqual({ kind: 'redirect', to: '/wxLogin?redirect=%2Fboost%2Fdetail%3Fid%3D3', reason: 'login' });
    expect(guard('/panorama').kind).toBe('redirect');
  });
  it('lets a visitor with a token into login-only routes', () => {
    expect(guard('/boost/photos', { hasToken: true })).toEqual({ kind: 'allow' });
  });
  it('lets anyone into routes without the login flag', () => {
    expect(guard('/home/draw-map')).toEqual({ kind: 'allow' });
    expect(guard('/punch/punch')).toEqual({ kind: 'allow' });
  });
  it('checks the closure before the login so a closed route never asks for a login', () => {
    expect(guard('/boost/photos', { permissions: [entry('/boost', 0)] })).toMatchObject({ kind: 'redirect', reason: 'closed' });
  });
});
