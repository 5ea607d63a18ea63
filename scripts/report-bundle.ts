/**
 * Size report of the visitor app's build, run after `vite build`: for every route, the gzip size
 * of the JavaScript its first screen loads (the entry and its static imports, plus the lazy chunks
 * of the route and its ancestors with their static imports). Fails when the entry, or the shell's
 * first screen (the entry plus /home/draw-map), with or without the map code it loads next, is
 * over its budget: most visitors open the app on a phone network (docs/instant-open.md). Also
 * fails when a confined library (three.js) is in the entry or in anything a screen outside its
 * feature may load (docs/panorama.md).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SCREEN_MODULES, screenModulesOf } from '../apps/web/src/screens.ts';

/**
 * Gzip bytes the entry and its static imports may be. The goal is 90 kB (issue 10). React Router's
 * data router and i18next left the entry for a router and a message lookup of our own (145.8 →
 * 97.3 kB). The app runs on React DOM itself, as the product asks (issue 27): 99.8 kB, of which
 * React DOM and its scheduler are ~58 kB (42.1 kB when the build aliased another runtime in,
 * docs/web-platform.md). Issue 27 brought React Router's data router back in place of the
 * hand-written router (+31,248 bytes: 131,079), and took antd-mobile out (127,995 bytes,
 * docs/web-platform.md). Each budget is what was measured with half a kilobyte of room; the report
 * prints what is left to cut to the goal. 128,519 bytes with the live status's slots and visitor
 * error texts by code (issues 32 and 29); 128.8 kB with the tours' routes and titles (issue 31);
 * 129.0 kB with the live status's nearest-open slot (issue 32) and the guest recovery code's error
 * code (issue 29); 129.3 kB with the tour on the map's slots and the root's tour follower (issue 31).
 * What the entry is: React DOM 207 kB of its 420 kB before gzip, TanStack Query 33 kB, React Router
 * 24 kB, the app's own code the rest.
 */
export const ENTRY_BUDGET_BYTES = 129_500;
/**
 * Gzip bytes of the shell's first screen: the entry and /home/draw-map's own modules (106.1 kB on
 * React; 106.6 kB with the screens' CSS Modules, whose class names also ship in the JavaScript;
 * 137.5 kB with React Router; 134,754 bytes without antd-mobile; 135.6 kB with texts in any
 * language, issue 28: LocalText, the language tag and the content-language header; 135.9 kB with
 * the live status's lazy slots, issue 32, and visitor error texts by code, issue 29; 136.1 kB with
 * the tours' routes, issue 31; 136.4 kB with the place list's "heard" text, issue 31; 136.7 kB with
 * the header that folds while the map is dragged, issue 29, and the nearest-open slot, issue 32;
 * 137.2 kB with the tour on the map's slots, issue 31).
 */
export const FIRST_SCREEN_BUDGET_BYTES = 137_400;
/**
 * The same with the code the map screen loads once it has rendered (the Leaflet canvas, 43 kB of
 * it Leaflet; the home shortcuts). The goal is 150 kB (issue 10); 202 kB at first, 156.1 kB after
 * the entry's first cut, 159.8 kB on React DOM (issue 27), 160.7 kB with CSS Modules (the map
 * code's class names as a JavaScript object too), 191.2 kB with React Router, 188,812 bytes
 * without antd-mobile, 189.5 kB with texts in any language (issue 28), 189.9 kB with the live
 * status's badges on the markers (issue 32), 190.8 kB with the map screen's tours and stop-number
 * buttons (issue 31), 192.0 kB with the place list's "heard" marks, a lazy chunk of 1.0 kB loaded
 * with the list's rows (issue 31), 192.5 kB with the folding header (issue 29), 193.1 kB with the
 * tour on the map (its layer's slot, the locate button above the bottom panels, issue 31).
 */
export const FIRST_SCREEN_WITH_MAP_BUDGET_BYTES = 193_300;
/** The runtime the app must run on, in the entry: React DOM itself (issue 27). */
const REQUIRED_ENTRY_PACKAGES = ['react', 'react-dom'];
/** Runtimes that must not be in any chunk: an alias standing in for React (issue 27). */
const FORBIDDEN_PACKAGES = ['preact'];
const FIRST_SCREEN_WITH_MAP_GOAL_BYTES = 150_000;
const ENTRY_GOAL_BYTES = 90_000;
const FIRST_SCREEN_ROUTE = '/home/draw-map';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const distDir = new URL('../apps/web/dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', distDir), 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(new URL(file, distDir)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Manifest keys a manifest entry imports statically: itself and, recursively, its static imports. */
function staticKeys(key: string, into = new Set<string>()): Set<string> {
  if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest`);
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticKeys(imported, into);
  return into;
}

/** Output files a manifest entry loads before it runs: its static keys' files. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  for (const staticKey of staticKeys(key)) into.add(manifest[staticKey]!.file);
  return into;
}

/**
 * What a screen loads once it renders: the dynamic imports of the modules it brings beyond the
 * entry (the map canvas and Leaflet, imported by the map screens' shared loader, say).
 */
function lazyKeysOf(module: string): string[] {
  return [...new Set([...staticKeys(`src/features/${module}`)].filter((key) => !entryKeys.has(key)).flatMap((key) => manifest[key]?.dynamicImports ?? []))];
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the Vite manifest has no entry');
const entryFiles = staticClosure(entryKey);
const entryKeys = staticKeys(entryKey);
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

function routeFiles(route: string): Set<string> {
  const files = new Set(entryFiles);
  for (const module of screenModulesOf(route)) staticClosure(`src/features/${module}`, files);
  return files;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const rows = Object.keys(SCREEN_MODULES).map((route) => [route, sum(routeFiles(route))] as const);
const width = Math.max(...rows.map(([route]) => route.length));

console.info(`entry (${entryKey}) and its static imports: ${kB(sum(entryFiles))} gzip`);
console.info('first-screen JavaScript per route (gzip):');
for (const [route, bytes] of rows) console.info(`  ${route.padEnd(width)}  ${kB(bytes).padStart(9)}`);

// Heavy parts a screen loads after it renders (the map's Leaflet canvas, say): what each adds.
const lazyRows = [...new Set(Object.values(SCREEN_MODULES))].flatMap((module) =>
  lazyKeysOf(module).map((key) => {
    const loaded = routeFiles(Object.keys(SCREEN_MODULES).find((route) => SCREEN_MODULES[route] === module) ?? '/');
    const added = [...staticClosure(key)].filter((file) => !loaded.has(file));
    return [`${module} → ${key.replace('src/features/', '').replace(/^(?:\.\.\/)*node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1')}`, sum(added)] as const;
  }),
);
if (lazyRows.length) {
  const lazyWidth = Math.max(...lazyRows.map(([name]) => name.length));
  console.info('loaded lazily by a screen, beyond its first screen (gzip):');
  for (const [name, bytes] of lazyRows) console.info(`  ${name.padEnd(lazyWidth)}  ${kB(bytes).padStart(9)}`);
}

// Heavy libraries stay with the screens that need them: the package, and the screen modules
// (paths under src/features/) allowed to load it, first screen or later.
const CONFINED_PACKAGES: Readonly<Record<string, readonly string[]>> = { three: ['panorama/'] };
const chunkPackages = JSON.parse(readFileSync(new URL('.vite/chunk-packages.json', distDir), 'utf8')) as Record<string, string[]>;

/**
 * Output files a manifest entry may ever load: its static imports and, recursively, its dynamic
 * ones. The entry's own dynamic imports are the router's screens, other routes: not followed.
 */
function fullClosure(key: string, into = new Set<string>(), seen = new Set<string>([entryKey ?? ''])): Set<string> {
  if (seen.has(key)) return into;
  seen.add(key);
  staticClosure(key, into);
  const chunk = manifest[key];
  for (const imported of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) fullClosure(imported, into, seen);
  return into;
}

let confinementBroken = false;
for (const [pkg, allowed] of Object.entries(CONFINED_PACKAGES)) {
  const holding = new Set(Object.keys(chunkPackages).filter((file) => chunkPackages[file]?.includes(pkg)));
  const loaders = [...new Set(Object.values(SCREEN_MODULES))].filter((module) => [...fullClosure(`src/features/${module}`)].some((file) => holding.has(file)));
  const strays = [...loaders.filter((module) => !allowed.some((prefix) => module.startsWith(prefix))), ...([...entryFiles].some((file) => holding.has(file)) ? ['the entry'] : [])];
  console.info(`${pkg}: in ${[...holding].join(', ') || 'no chunk'}; loaded by ${loaders.join(', ') || 'no screen'}${strays.length ? `; NOT ALLOWED for ${strays.join(', ')}` : ''}`);
  if (strays.length || holding.size === 0) confinementBroken = true;
}

for (const pkg of FORBIDDEN_PACKAGES) {
  const holding = Object.keys(chunkPackages).filter((file) => chunkPackages[file]?.includes(pkg));
  if (holding.length === 0) continue;
  console.info(`${pkg}: NOT ALLOWED, in ${holding.join(', ')} (the app runs on React DOM, issue 27)`);
  confinementBroken = true;
}
for (const pkg of REQUIRED_ENTRY_PACKAGES) {
  if ([...entryFiles].some((file) => chunkPackages[file]?.includes(pkg))) continue;
  console.info(`${pkg}: MISSING from the entry (the app runs on React DOM, issue 27)`);
  confinementBroken = true;
}

const within = (bytes: number, budget: number) => (bytes <= budget ? 'within' : 'OVER');
const entry = sum(entryFiles);
console.info(`entry: ${kB(entry)} gzip, ${within(entry, ENTRY_BUDGET_BYTES)} the ${kB(ENTRY_BUDGET_BYTES)} budget (goal ${kB(ENTRY_GOAL_BYTES)}: ${kB(Math.max(0, entry - ENTRY_GOAL_BYTES))} to cut)`);
const firstScreenFiles = routeFiles(FIRST_SCREEN_ROUTE);
const firstScreen = sum(firstScreenFiles);
console.info(`shell first screen (entry + ${FIRST_SCREEN_ROUTE}): ${kB(firstScreen)} gzip, ${within(firstScreen, FIRST_SCREEN_BUDGET_BYTES)} the ${kB(FIRST_SCREEN_BUDGET_BYTES)} budget`);
// Everything the map screen loads once it has rendered: its lazy chunks and their static imports.
for (const module of screenModulesOf(FIRST_SCREEN_ROUTE)) {
  for (const key of lazyKeysOf(module)) staticClosure(key, firstScreenFiles);
}
const withMap = sum(firstScreenFiles);
console.info(
  `shell first screen with its map code: ${kB(withMap)} gzip, ${within(withMap, FIRST_SCREEN_WITH_MAP_BUDGET_BYTES)} the ${kB(FIRST_SCREEN_WITH_MAP_BUDGET_BYTES)} budget (goal ${kB(FIRST_SCREEN_WITH_MAP_GOAL_BYTES)}: ${kB(Math.max(0, withMap - FIRST_SCREEN_WITH_MAP_GOAL_BYTES))} to cut)`,
);
if (entry > ENTRY_BUDGET_BYTES || firstScreen > FIRST_SCREEN_BUDGET_BYTES || withMap > FIRST_SCREEN_WITH_MAP_BUDGET_BYTES || confinementBroken) process.exitCode = 1;
