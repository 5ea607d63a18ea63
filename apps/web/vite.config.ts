// Vite build of the visitor app. The API server serves dist/ (with SPA fallback and the tenant
// meta); in development and preview, /api goes to a server on API_PORT (default 8090).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { screenModulesOf } from './src/screens.ts';

/**
 * Brotli and gzip twins of the built scripts, styles and pictures, made once at build time: the
 * server sends the one the phone accepts (@fastify/static preCompressed), a third of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'youlan-precompress',
    apply: 'build',
    closeBundle() {
      const dir = fileURLToPath(new URL('./dist/assets/', import.meta.url));
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const bytes = readFileSync(join(dir, name));
        writeFileSync(join(dir, `${name}.br`), brotliCompressSync(bytes));
        writeFileSync(join(dir, `${name}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * libheif-js's bundle (the HEIC decoder, platform/photo/heic-decode.ts) reads Node's `require`
 * when there is one. Declared as a local, it is not a free `require`, for which the bundler would
 * put a shim into the runtime chunk that the entry loads.
 */
function libheifWithoutRequire(): Plugin {
  return {
    name: 'youlan-libheif-without-require',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/libheif-js/libheif-wasm/libheif-bundle.mjs')) return null;
      return { code: `var require;\n${code}`, map: null };
    },
  };
}

/**
 * Which npm packages each output chunk holds (`.vite/chunk-packages.json`), for
 * scripts/report-bundle.ts to prove a heavy library (three.js) lives only in the chunks of the
 * screens that need it; Vite's manifest lists chunks, not the modules inside them.
 */
function chunkPackages(): Plugin {
  return {
    name: 'youlan-chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const names = Object.keys(output.modules).flatMap((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1] ?? []);
        packages[output.fileName] = [...new Set(names)].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-packages.json', source: JSON.stringify(packages, null, 1) });
    },
  };
}

/**
 * Moves the app's stylesheet from the head to the end of the body: the pre-rendered first screen
 * (inline styles) paints without waiting for it, and the app's script, which a stylesheet before
 * it holds back, still runs only once it is in, so nothing of the app shows unstyled.
 */
function stylesheetAfterShell(): Plugin {
  return {
    name: 'youlan-stylesheet-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        if (links.length === 0) throw new Error('no stylesheet link in index.html');
        let moved = html;
        for (const link of links) moved = moved.replace(link, '');
        return moved.replace('</body>', `  ${links.map((link) => link.trim()).join('\n    ')}\n  </body>`);
      },
    },
  };
}

const SOURCE = fileURLToPath(new URL('./src/', import.meta.url));

/** `features/map/draw-map.module.css`'s `.mapDrawer` is `features_map_draw-map__mapDrawer` in the page. */
function scopedClassName(name: string, file: string): string {
  return `${relative(SOURCE, file.replace(/\?.*$/, '')).replace(/\.module\.css$/, '').replace(/[/\\.]/g, '_')}__${name}`;
}

/** The screen the document pre-renders (index.html's `.yl-shell`), where most visits land. */
const FIRST_SCREEN_ROUTE = '/home/draw-map';

/** A link of the first screen's; `afterPaint`: one `main.tsx` turns on once the map picture has painted. */
function firstScreenLink(attrs: Record<string, string | boolean>, afterPaint: boolean) {
  // `data-after-paint` first: the server turns on only links that begin `<link data-first-screen-rel=`.
  return { tag: 'link', attrs: afterPaint ? { 'data-after-paint': true, ...attrs } : attrs, injectTo: 'head' as const };
}

/**
 * Links in the document's head that fetch the map screen's own chunks and styles with the entry
 * instead of after it has run (one round trip less, docs/instant-open.md). Their kind is in
 * `data-first-screen-rel`: a link without `rel` is inert until the server, on the map's paths, makes
 * it the `rel` (apps/server/src/platform/web-app.ts), so a visitor landing on an article does not
 * fetch the map.
 */
function firstScreenPreloads(): Plugin {
  return {
    name: 'youlan-first-screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const inEntry = new Set<string>();
        const closure = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, into);
        };
        if (entry) closure(entry.fileName, inEntry);
        const scripts = new Set<string>();
        for (const module of screenModulesOf(FIRST_SCREEN_ROUTE)) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/src/features/${module}`));
          if (!chunk) throw new Error(`no chunk for the first screen's ${module}`);
          closure(chunk.fileName, scripts);
        }
        // What the screen loads as it renders (the map canvas with Leaflet, the shortcuts): named in
        // the document too, so Vite's loader finds them there instead of adding their links during
        // the first render, but fetched only once the map picture has painted (`data-after-paint`,
        // main.tsx): they would compete with it. The server leaves these links inert.
        const later = new Set<string>();
        for (const fileName of [...scripts].filter((name) => !inEntry.has(name))) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const lazyChunk of chunk.dynamicImports) closure(lazyChunk, later);
        }
        const styles = new Map<string, boolean>();
        const links = [...scripts, ...[...later].filter((fileName) => !scripts.has(fileName))]
          .filter((fileName) => !inEntry.has(fileName))
          .map((fileName) => {
            const chunk = bundle[fileName];
            const afterPaint = !scripts.has(fileName);
            if (chunk?.type === 'chunk') for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.has(css)) styles.set(css, afterPaint);
            return firstScreenLink({ 'data-first-screen-rel': 'modulepreload', crossorigin: true, href: `/${fileName}` }, afterPaint);
          });
        // The later code's styles come as stylesheets straight away: added by Vite's loader during the
        // first render, their parsing was part of it. The screen's own styles are preloaded for the
        // sheet Vite's loader adds, which is `crossorigin`: a preload without it is another request
        // mode the sheet cannot use, and the file was fetched twice, the first render waiting for the second.
        return [
          ...links,
          ...[...styles].map(([css, afterPaint]) =>
            firstScreenLink(afterPaint ? { 'data-first-screen-rel': 'stylesheet', href: `/${css}` } : { 'data-first-screen-rel': 'preload', as: 'style', crossorigin: true, href: `/${css}` }, afterPaint),
          ),
        ];
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const apiTarget = `http://localhost:${loadEnv(mode, '.', '').API_PORT || '8090'}`;
  return {
    base: '/',
    // The screens' stylesheets are CSS Modules (docs/web-platform.md, "Stylesheets"): a class is
    // named after its file's path below src/ and its own name, unique by construction and readable
    // in the page. Each module's names also ship in its chunk's JavaScript; a hash in them does not
    // compress and put the map screen's first screen 0.8 kB over its size budget.
    css: { modules: { generateScopedName: scopedClassName } },
    resolve: {
      alias: [
        // Leaflet's ES module build: its package points bundlers at the UMD file, which runs as one
        // large function wrapped for CommonJS; the module build evaluates in about two thirds of
        // the time (docs/instant-open.md).
        { find: /^leaflet$/, replacement: 'leaflet/dist/leaflet-src.esm.js' },
      ],
    },
    plugins: [
      react(),
      precompress(),
      chunkPackages(),
      libheifWithoutRequire(),
      firstScreenPreloads(),
      stylesheetAfterShell(),
      // The service worker (src/service-worker/sw.ts, docs/instant-open.md) with this build's precache list.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/service-worker',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        // The panorama viewer (three.js, ~180 kB gzip) is left to the HTTP cache: precaching it would
        // make every visitor's phone download it in the background, and a panorama needs the
        // network for its pictures and videos anyway (docs/panorama.md). The HEIC decoder (~700 kB
        // gzip) likewise: only a phone that hands over a HEIC photo loads it.
        injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,jpg,webp,woff2}'], globIgnores: ['**/panorama-viewer-*', '**/heic-decode-*'] },
      }),
    ],
    build: {
      outDir: 'dist',
      // scripts/report-bundle.ts reads the manifest to size what each route loads.
      manifest: true,
      // WeChat's in-app browsers lag behind: iOS 14 WebKit and Chromium-based X5/XWeb.
      target: ['es2020', 'safari14'],
      // No modulepreload polyfill in the entry (0.4 kB): it would run only after the entry, when
      // the entry's own imports are already fetched and the first screen's chunks are being
      // imported (main.tsx); Vite's loader of lazy chunks falls back to rel=preload by itself.
      modulePreload: { polyfill: false },
      // The one chunk over Vite's 500 kB warning is the panorama viewer (three.js, ~700 kB before
      // gzip), which loads only on the panorama screens; scripts/report-bundle.ts guards that.
      chunkSizeWarningLimit: 800,
    },
    server: { proxy: { '/api': apiTarget } },
    preview: { proxy: { '/api': apiTarget } },
  };
});
