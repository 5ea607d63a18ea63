/**
 * Which page module draws each route of the table, by full path; paths under `src/features/`.
 * Plain data so scripts/report-bundle.ts can read it too. Routes without an entry only redirect or
 * frame their children.
 */
export const SCREEN_MODULES: Readonly<Record<string, string>> = {
  '/business': 'config/business-page.tsx',
  '/wxLogin': 'visitor/wx-login-page.tsx',
  '/home': 'home/home-page.tsx',
  '/home/draw-map': 'map/draw-map-page.tsx',
  '/home/draw-map/notice/index': 'notice/notice-page.tsx',
  '/home/draw-map/notice/info/:id': 'notice/notice-detail-page.tsx',
  '/home/draw-map/navigation': 'map/navigation-page.tsx',
  '/home/user-center': 'user-center/user-center-page.tsx',
  '/article': 'article/article-page.tsx',
  '/panorama/video': 'panorama/panorama-page.tsx',
  '/panorama/takePhoto': 'panorama/panorama-page.tsx',
  '/panorama/matLoad': 'panorama/panorama-page.tsx',
  '/panorama/matView': 'panorama/panorama-page.tsx',
  '/search/index': 'search/search-page.tsx',
  '/search/result': 'search/search-result-page.tsx',
  '/boost/photos': 'boost/photos-page.tsx',
  '/boost/takePhoto': 'boost/take-photo-page.tsx',
  '/boost/matLoad': 'boost/mat-load-page.tsx',
  '/boost/matView': 'boost/mat-view-page.tsx',
  '/boost/detail': 'boost/detail-page.tsx',
  '/boost/course': 'boost/course-page.tsx',
  '/boost/helpShoot': 'help-shoot/owner-page.tsx',
  '/boost/friendHelpShoot': 'help-shoot/friend-page.tsx',
  '/punch/punch': 'punch/punch-page.tsx',
  '/punch/detail': 'punch/stamp-collection-page.tsx',
  '/punch/share': 'punch/share-page.tsx',
  '/punch/takePhoto': 'punch/take-photo-page.tsx',
  '/tours/index': 'tour/tours-page.tsx',
  '/tours/info/:id': 'tour/tour-detail-page.tsx',
  '/answer': 'survey/survey-page.tsx',
  '/opinion': 'opinion/opinion-page.tsx',
  '/exception': 'exception/exception-page.tsx',
  '/linkError': 'link-error/link-error-page.tsx',
  '/about-us': 'config/about-us-page.tsx',
};

/** The page modules a route's first screen loads: its own and its ancestors', outermost first. */
export function screenModulesOf(fullPath: string): string[] {
  const modules: string[] = [];
  for (const [path, module] of Object.entries(SCREEN_MODULES)) {
    if ((fullPath === path || fullPath.startsWith(`${path}/`)) && !modules.includes(module)) modules.push(module);
  }
  return modules;
}
