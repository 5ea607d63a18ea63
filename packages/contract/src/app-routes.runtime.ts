/**
 * The visitor app's route table, spec section 2, as plain data. The web router is built from it,
 * the server seeds each tenant's route permissions from it, and the first-navigation rule reads
 * its `redirectable` flags. Paths are relative to their parent, as React Router nests them.
 */
export interface AppRouteSpec {
  /** Segment relative to the parent (`draw-map`), or absolute at the top (`/home`). */
  path: string;
  /** The spec's route name where it gives one (home, noticeList, noticeDetail). */
  name?: string;
  /** Where the route sends a visitor who lands on it exactly (an index redirect). */
  redirect?: string;
  /** Spec section 6: /panorama and /boost need a logged-in visitor; children inherit it. */
  requiresLogin?: boolean;
  /** Spec section 2: entered directly on first load instead of being sent to /home. */
  redirectable?: boolean;
  /** The i18n key of the screen's title. */
  titleKey: string;
  children?: AppRouteSpec[];
}

export const APP_ROUTES: AppRouteSpec[] = [
  { path: '/', redirect: '/home', titleKey: 'route.home' },
  { path: '/business', redirectable: true, titleKey: 'route.business' },
  { path: '/wxLogin', redirectable: true, titleKey: 'route.wxLogin' },
  {
    path: '/home',
    redirect: '/home/draw-map',
    titleKey: 'route.home',
    children: [
      {
        path: 'draw-map',
        name: 'home',
        titleKey: 'route.home',
        children: [
          {
            path: 'notice',
            redirect: '/home/draw-map/notice/index',
            titleKey: 'route.noticeList',
            children: [
              { path: 'index', name: 'noticeList', titleKey: 'route.noticeList' },
              { path: 'info/:id', name: 'noticeDetail', titleKey: 'route.noticeDetail' },
            ],
          },
          { path: 'navigation', titleKey: 'route.navigation' },
        ],
      },
      { path: 'user-center', titleKey: 'route.userCenter' },
    ],
  },
  { path: '/article', titleKey: 'route.article' },
  {
    path: '/panorama',
    redirect: '/panorama/video',
    requiresLogin: true,
    titleKey: 'route.panorama',
    children: [
      { path: 'video', redirectable: true, titleKey: 'route.panoramaVideo' },
      { path: 'takePhoto', redirectable: true, titleKey: 'route.panoramaTakePhoto' },
      { path: 'matLoad', titleKey: 'route.panoramaMatLoad' },
      { path: 'matView', titleKey: 'route.panoramaMatView' },
    ],
  },
  {
    path: '/search',
    redirect: '/search/index',
    titleKey: 'route.search',
    children: [
      { path: 'index', titleKey: 'route.search' },
      { path: 'result', titleKey: 'route.searchResult' },
    ],
  },
  {
    path: '/boost',
    redirect: '/boost/photos',
    requiresLogin: true,
    titleKey: 'route.boost',
    children: [
      { path: 'photos', redirectable: true, titleKey: 'route.boostPhotos' },
      { path: 'takePhoto', redirectable: true, titleKey: 'route.boostTakePhoto' },
      { path: 'matLoad', titleKey: 'route.boostMatLoad' },
      { path: 'matView', titleKey: 'route.boostMatView' },
      { path: 'detail', titleKey: 'route.boostDetail' },
      { path: 'course', titleKey: 'route.boostCourse' },
      // Help-shoot: the owner's screen, and the friend's (the share link's target, entered directly).
      { path: 'helpShoot', redirectable: true, titleKey: 'route.boostHelpShoot' },
      { path: 'friendHelpShoot', redirectable: true, titleKey: 'route.boostFriendHelpShoot' },
    ],
  },
  {
    path: '/punch',
    titleKey: 'route.punch',
    children: [
      { path: 'punch', titleKey: 'route.punch' },
      { path: 'detail', titleKey: 'route.punchDetail' },
      { path: 'share', titleKey: 'route.punchShare' },
      { path: 'takePhoto', titleKey: 'route.punchTakePhoto' },
    ],
  },
  {
    path: '/tours',
    redirect: '/tours/index',
    titleKey: 'route.tours',
    children: [
      { path: 'index', titleKey: 'route.tours' },
      { path: 'info/:id', titleKey: 'route.tourDetail' },
    ],
  },
  { path: '/answer', titleKey: 'route.answer' },
  { path: '/opinion', titleKey: 'route.opinion' },
  { path: '/exception', titleKey: 'route.exception' },
  { path: '/linkError', titleKey: 'route.linkError' },
  { path: '/about-us', titleKey: 'route.aboutUs' },
];

/** A route with its full path and the flags it inherits from its ancestors. */
export interface FlatAppRoute {
  fullPath: string;
  spec: AppRouteSpec;
  requiresLogin: boolean;
  /** Full paths of the ancestors, outermost first. */
  ancestors: string[];
}

export function joinRoutePath(parent: string, segment: string): string {
  if (segment.startsWith('/')) return segment;
  return `${parent.replace(/\/$/, '')}/${segment}`;
}

/** Every route with its full path, depth first; login requirement inherited by children. */
export function flattenAppRoutes(routes: AppRouteSpec[] = APP_ROUTES, parent = '', inheritedLogin = false, ancestors: string[] = []): FlatAppRoute[] {
  return routes.flatMap((spec) => {
    const fullPath = joinRoutePath(parent || '/', spec.path);
    const requiresLogin = inheritedLogin || spec.requiresLogin === true;
    const self: FlatAppRoute = { fullPath, spec, requiresLogin, ancestors };
    return [self, ...flattenAppRoutes(spec.children ?? [], fullPath, requiresLogin, [...ancestors, fullPath])];
  });
}
