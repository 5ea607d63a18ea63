/**
 * The app's router: the History API, a route tree of full paths, a guard that decides every
 * navigation before anything renders, and screens loaded before the navigation commits (the old
 * screen stays until the new one can paint). It keeps the React Router names the screens use
 * (Link, NavLink, Outlet, useNavigate, useSearchParams, …) and their behaviour, at 3 kB gzip in
 * place of the data router's 32 kB (docs/instant-open.md, "The router").
 */
import { Component, createContext, use, useCallback, useLayoutEffect, useMemo, useSyncExternalStore, type AnchorHTMLAttributes, type ComponentType, type MouseEvent, type ReactNode } from 'react';

export interface RouteDef {
  /** Full path of the route (`/home/draw-map/notice/info/:id`); `:name` takes one segment. */
  path: string;
  /** What the screens read about their route (useMatches). */
  handle?: unknown;
  /** The screen's module; a route without one only frames or redirects. */
  load?: () => Promise<ComponentType>;
  /** Where a visitor who lands on this route exactly is sent, before anything renders. */
  redirect?: (url: URL) => string;
  children?: RouteDef[];
}

/** Decides a navigation before it commits: a path to go to instead (replacing), or null. */
export type Guard = (url: URL) => string | null;

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that came here passed as `state`. */
  state: unknown;
  key: string;
}

type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

interface Match {
  route: RouteDef;
  Screen: ComponentType | null;
}

interface RouterState {
  location: Location;
  matches: Match[];
  params: Readonly<Record<string, string>>;
  navigationType: NavigationType;
  /** A screen that could not be loaded: the root error screen shows it. */
  error: unknown;
}

/** A navigation not yet committed: its address, and whether it replaces the current entry. */
export interface PendingNavigation {
  href: string;
  replace: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What the History API entries carry: the same shape as React Router's, so `idx` (depth in this visit) keeps its meaning. */
interface HistoryEntryState {
  usr: unknown;
  key: string;
  idx: number;
}

/** More redirects than this in one navigation is a loop in the rules, not a route. */
const MAX_REDIRECTS = 20;
/** History entries whose scroll position is kept for back and forward. */
const MAX_SCROLL_POSITIONS = 100;

function historyState(): HistoryEntryState | null {
  const state = window.history.state as Partial<HistoryEntryState> | null;
  return state && typeof state.idx === 'number' && typeof state.key === 'string' ? (state as HistoryEntryState) : null;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The params when `pattern` matches the first segments of `segments` (all of them when `exact`), case-insensitively. */
function matchPattern(pattern: string, segments: readonly string[], exact: boolean): Record<string, string> | null {
  const parts = segmentsOf(pattern);
  if (parts.length > segments.length || (exact && parts.length !== segments.length)) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        params[part.slice(1)] = segment;
      }
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return params;
}

interface RouteMatch {
  routes: RouteDef[];
  params: Record<string, string>;
}

/** The chain of routes, outermost first, down to the one that matches `pathname` exactly. */
export function matchRoutes(routes: readonly RouteDef[], pathname: string): RouteMatch | null {
  const segments = segmentsOf(pathname);
  for (const route of routes) {
    if (matchPattern(route.path, segments, true)) return { routes: [route], params: matchPattern(route.path, segments, true) ?? {} };
    if (!route.children?.length || !matchPattern(route.path, segments, false)) continue;
    const inner = matchRoutes(route.children, pathname);
    if (inner) return { routes: [route, ...inner.routes], params: { ...matchPattern(route.path, segments, false), ...inner.params } };
  }
  return null;
}

function locationOf(url: URL, state: HistoryEntryState | null): Location {
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

export function createRouter({ routes, guard }: { routes: RouteDef[]; guard: Guard }) {
  const screens = new Map<RouteDef, Promise<ComponentType>>();
  const listeners = new Set<() => void>();
  let state: RouterState | null = null;
  /** The latest navigation; an older one that finishes loading later is dropped. */
  let navigationId = 0;
  /** Where the latest navigation goes while its screens load (null once it has committed). */
  let pending: PendingNavigation | null = null;

  /** Follows the guard and the routes' redirects to where the navigation really goes. */
  function resolve(url: URL): { url: URL; redirected: boolean; match: RouteMatch | null } {
    let redirected = false;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const match = matchRoutes(routes, url.pathname);
      const exact = match?.routes.at(-1);
      const to = guard(url) ?? exact?.redirect?.(url) ?? null;
      if (to === null) return { url, redirected, match };
      url = new URL(to, url);
      redirected = true;
    }
    throw new Error(`too many redirects at ${url.pathname}`);
  }

  /** A route's screen, loaded once; a failed load is tried again on the next navigation. */
  function loadScreen(route: RouteDef): Promise<ComponentType | null> {
    if (!route.load) return Promise.resolve(null);
    let loading = screens.get(route);
    if (!loading) {
      loading = route.load();
      screens.set(route, loading);
      loading.catch(() => screens.delete(route));
    }
    return loading;
  }

  async function loadScreens(match: RouteMatch | null): Promise<Match[]> {
    const chain = match?.routes ?? [];
    const loaded = await Promise.all(chain.map(loadScreen));
    return chain.map((route, index) => ({ route, Screen: loaded[index] ?? null }));
  }

  function commit(next: RouterState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  /**
   * A navigation: resolve, load, then change the address and the screen together. A redirect
   * replaces the entry, as React Router's `replace()` in a loader did.
   */
  async function go(target: URL, type: NavigationType, usr: unknown): Promise<void> {
    const id = ++navigationId;
    pending = { href: target.href, replace: type !== 'PUSH' };
    let resolved: ReturnType<typeof resolve>;
    let matches: Match[] = [];
    let error: unknown = null;
    try {
      resolved = resolve(target);
      matches = await loadScreens(resolved.match);
    } catch (caught) {
      resolved = { url: target, redirected: false, match: null };
      error = caught;
    }
    if (id !== navigationId) return;
    pending = null;
    const { url, redirected, match } = resolved;
    const current = historyState();
    const navigationType: NavigationType = redirected && type === 'PUSH' ? 'REPLACE' : type;
    const href = `${url.pathname}${url.search}${url.hash}`;
    let entry: HistoryEntryState;
    if (navigationType === 'POP' && !redirected) {
      entry = current ?? { usr: null, key: 'default', idx: 0 };
    } else {
      saveScroll();
      entry = { usr: redirected ? null : usr, key: newKey(), idx: (current?.idx ?? 0) + (navigationType === 'PUSH' ? 1 : 0) };
      if (navigationType === 'PUSH') window.history.pushState(entry, '', href);
      else window.history.replaceState(entry, '', href);
    }
    commit({ location: locationOf(url, entry), matches, params: match?.params ?? {}, navigationType, error });
  }

  /** Where the visitor was on the latest entries of this visit, the oldest dropped first. */
  const scrollPositions = new Map<string, number>();
  function saveScroll(): void {
    if (!state) return;
    scrollPositions.delete(state.location.key);
    scrollPositions.set(state.location.key, window.scrollY);
    if (scrollPositions.size > MAX_SCROLL_POSITIONS) scrollPositions.delete(scrollPositions.keys().next().value ?? '');
  }

  function navigate(to: string | number, options: NavigateOptions = {}): Promise<void> {
    if (typeof to === 'number') {
      window.history.go(to);
      return Promise.resolve();
    }
    return go(new URL(to, window.location.href), options.replace ? 'REPLACE' : 'PUSH', options.state ?? null);
  }

  return {
    /** Resolves the address the page opened on; render after it. */
    async start(): Promise<void> {
      window.history.scrollRestoration = 'manual';
      if (!historyState()) window.history.replaceState({ usr: null, key: 'default', idx: 0 }, '');
      window.addEventListener('popstate', () => {
        saveScroll();
        void go(new URL(window.location.href), 'POP', null);
      });
      await go(new URL(window.location.href), 'POP', null);
    },
    navigate,
    /** The navigation whose screens are loading, if any: where a reload for a failed chunk should land. */
    pendingNavigation(): PendingNavigation | null {
      return pending;
    },
    /** Starts loading the screens of `path` (no guard, no navigation): the first screen's code while the start-up runs. */
    preload(path: string): void {
      const match = matchRoutes(routes, new URL(path, window.location.href).pathname);
      for (const route of match?.routes ?? []) loadScreen(route).catch(() => undefined);
    },
    /** Before the start has resolved: the page's own address, no screen yet. */
    getState(): RouterState {
      state ??= { location: locationOf(new URL(window.location.href), historyState()), matches: [], params: {}, navigationType: 'POP', error: null };
      return state;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Where the visitor was on the entry being shown, for scroll restoration. */
    savedScroll(key: string): number | undefined {
      return scrollPositions.get(key);
    },
  };
}

export type Router = ReturnType<typeof createRouter>;

const RouterContext = createContext<Router | null>(null);
/** How deep in the matched chain the rendering component sits: -1 for the root layout. */
const DepthContext = createContext(-1);
const ErrorContext = createContext<unknown>(null);

function useRouter(): Router {
  const router = use(RouterContext);
  if (!router) throw new Error('outside the router');
  return router;
}

function useRouterState(): RouterState {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, router.getState);
}

/** Scrolls to the top on a new screen, back to where the visitor was on back and forward. */
function useScrollRestoration(router: Router, { location, navigationType }: RouterState): void {
  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? router.savedScroll(location.key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [router, location, navigationType]);
}

interface RouteErrorBoundaryProps {
  fallback: ComponentType;
  /** Changes with every navigation: a new screen gets a new chance. */
  locationKey: string;
  children: ReactNode;
}

class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown; locationKey: string }> {
  override state = { error: null as unknown, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { error: unknown; locationKey: string }) {
    return props.locationKey === state.locationKey ? null : { error: null, locationKey: props.locationKey };
  }

  override render() {
    const Fallback = this.props.fallback;
    return this.state.error === null ? this.props.children : <ErrorContext value={this.state.error}><Fallback /></ErrorContext>;
  }
}

/** The root layout with the matched screens inside it, or the error screen when one failed. */
export function RouterProvider({ router, layout: Layout, errorScreen }: { router: Router; layout: ComponentType; errorScreen: ComponentType }) {
  const state = useSyncExternalStore(router.subscribe, router.getState);
  useScrollRestoration(router, state);
  const ErrorScreen = errorScreen;
  return (
    <RouterContext value={router}>
      <RouteErrorBoundary fallback={errorScreen} locationKey={state.location.key}>
        {state.error === null ? (
          <Layout />
        ) : (
          <ErrorContext value={state.error}>
            <ErrorScreen />
          </ErrorContext>
        )}
      </RouteErrorBoundary>
    </RouterContext>
  );
}

/** The screens from `index` down; a route without a screen of its own (only framing) lets its child through. */
function renderFrom(matches: readonly Match[], index: number): ReactNode {
  const match = matches[index];
  if (!match) return null;
  return <DepthContext value={index}>{match.Screen ? <match.Screen /> : renderFrom(matches, index + 1)}</DepthContext>;
}

/** The screen of the next level down, or null when this one is the innermost. */
export function useOutlet(): ReactNode {
  const depth = use(DepthContext);
  return renderFrom(useRouterState().matches, depth + 1);
}

export function Outlet() {
  return useOutlet();
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useParams(): Readonly<Record<string, string>> {
  return useRouterState().params;
}

/** The matched routes, outermost first, with their handles. */
export function useMatches(): { handle: unknown }[] {
  return useRouterState().matches.map(({ route }) => ({ handle: route.handle }));
}

/** What a screen threw, for the error screen. */
export function useRouteError(): unknown {
  return use(ErrorContext);
}

export function useNavigate(): (to: string | number, options?: NavigateOptions) => Promise<void> {
  return useRouter().navigate;
}

type SearchParamsInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams() {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // Reads the location when called, so one function serves the router's life: memoized children given it do not render again.
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(router.getState().location.search)) : next;
      const query = new URLSearchParams(init).toString();
      void router.navigate(`${router.getState().location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [router],
  );
  return [params, setParams] as const;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

export interface LinkProps extends AnchorProps {
  to: string;
  replace?: boolean;
  state?: unknown;
  className?: string;
}

/** A click the page should handle itself, not one that opens a new tab or window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self');
}

export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, rest.target)) return;
    event.preventDefault();
    const { pathname, search, hash } = router.getState().location;
    const url = new URL(to, window.location.href);
    // A link to where the visitor already is replaces the entry instead of stacking a copy.
    const isSame = `${url.pathname}${url.search}${url.hash}` === `${pathname}${search}${hash}`;
    void router.navigate(to, { replace: replace ?? isSame, state });
  };
  return <a {...rest} href={to} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((status: { isActive: boolean }) => string);
}

/** A Link that knows whether it leads to the current screen or one of its ancestors. */
export function NavLink({ className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = new URL(rest.to, window.location.href).pathname.replace(/\/$/, '').toLowerCase();
  const here = pathname.toLowerCase();
  const isActive = here === target || here.startsWith(`${target}/`);
  return <Link {...rest} className={typeof className === 'function' ? className({ isActive }) : className} aria-current={isActive ? 'page' : undefined} />;
}
