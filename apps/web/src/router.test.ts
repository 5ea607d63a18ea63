// The spec's routing rules through the app's data router (React Router, in memory): what its root
// loader and the table's redirects make of a navigation. The screens are not what is tested; their
// modules load as they would in the browser.
import type { RoutePermission } from '@youlan/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createQueryClient } from './platform/query-client.ts';
import { permissionQuery } from './entities/area-queries.ts';
import { getToken } from './platform/storage.ts';
import { appRoutes } from './router.tsx';

/** A page's localStorage, for the token. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
afterEach(() => vi.unstubAllGlobals());

interface Start {
  /** Where the first navigation sends the visitor; null to stay. */
  firstNavigation?: string | null;
  permissions?: RoutePermission[];
  token?: string;
}

/** A router opened on `url`, once its first navigation has settled. */
async function openAt(url: string, { firstNavigation = null, permissions = [], token }: Start = {}) {
  if (token) window.localStorage.setItem('youlan.token', token);
  const queryClient = createQueryClient();
  queryClient.setQueryData(permissionQuery.queryKey, permissions);
  const router = createMemoryRouter(appRoutes({ queryClient, firstNavigation: Promise.resolve(firstNavigation) }), { initialEntries: [url] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  return router;
}

type Router = Awaited<ReturnType<typeof openAt>>;
const here = (router: Router) => `${router.state.location.pathname}${router.state.location.search}`;
const screenPath = (router: Router) => (router.state.matches.at(-1)?.route.handle as { fullPath: string } | undefined)?.fullPath;

describe('the first navigation', () => {
  it('waits for the start-up and replaces the opened address with its target', async () => {
    const router = await openAt('/about-us', { firstNavigation: '/home' });
    expect(here(router)).toBe('/home/draw-map');
    expect(router.state.historyAction).toBe('REPLACE');
  });
  it('stays where the page opened when it has no other target, and the guard still decides', async () => {
    expect(here(await openAt('/about-us'))).toBe('/about-us');
    expect(here(await openAt('/boost/photos'))).toBe('/wxLogin?redirect=%2Fboost%2Fphotos');
  });
  it('decides only the first navigation', async () => {
    const router = await openAt('/about-us', { firstNavigation: '/home' });
    await router.navigate('/article?id=4');
    expect(here(router)).toBe('/article?id=4');
  });
});

describe('matching, by React Router', () => {
  it('compares without case and without a trailing slash', async () => {
    expect(screenPath(await openAt('/Home/Draw-Map/'))).toBe('/home/draw-map');
    expect(screenPath(await openAt('/PUNCH/punch'))).toBe('/punch/punch');
  });
  it('takes a parameter from its segment, decoded', async () => {
    const router = await openAt('/home/draw-map/notice/info/%E5%85%AC42');
    expect(screenPath(router)).toBe('/home/draw-map/notice/info/:id');
    expect(router.state.matches.at(-1)?.params).toEqual({ id: '公42' });
  });
});

describe('the guard of every navigation', () => {
  it('sends an unknown path, or one deeper than the table, to the dead-link page naming it', async () => {
    expect(here(await openAt('/nowhere'))).toBe('/linkError?path=%2Fnowhere');
    expect(here(await openAt('/punch/punch/extra'))).toBe('/linkError?path=%2Fpunch%2Fpunch%2Fextra');
  });
  it('sends a switched-off route to the dead-link page', async () => {
    const router = await openAt('/home/draw-map/navigation', { permissions: [{ path: '/home/draw-map', status: 0, children: [] }] });
    expect(here(router)).toBe('/linkError?path=%2Fhome%2Fdraw-map%2Fnavigation');
  });
  it('asks for a login with the path and query as redirect, replacing the entry', async () => {
    const router = await openAt('/home/draw-map');
    await router.navigate('/boost/detail?id=3');
    expect(here(router)).toBe('/wxLogin?redirect=%2Fboost%2Fdetail%3Fid%3D3');
    expect(router.state.historyAction).toBe('REPLACE');
  });
  it('guards a parent before its index redirect', async () => {
    expect(here(await openAt('/panorama'))).toBe('/wxLogin?redirect=%2Fpanorama');
  });
  it('stores a token from any link and takes it off the address', async () => {
    const router = await openAt('/home/draw-map');
    await router.navigate('/boost/photos?token=abc&id=2');
    expect(getToken()).toBe('abc');
    expect(here(router)).toBe('/boost/photos?id=2');
  });
});

describe('the table redirects', () => {
  it('sends an index route on, keeping the query', async () => {
    expect(here(await openAt('/panorama?from=share', { token: 't' }))).toBe('/panorama/video?from=share');
    expect(here(await openAt('/'))).toBe('/home/draw-map');
  });
  it('shows the dead-link page for a parent with no screen of its own', async () => {
    expect(here(await openAt('/punch'))).toBe('/linkError?path=%2Fpunch');
  });
});
