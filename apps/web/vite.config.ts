// Vite build of the visitor app. The API server serves dist/ (with SPA fallback and the tenant
// meta); in development and preview, /api goes to a server on API_PORT (default 8090).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

export default defineConfig(({ mode }) => {
  const apiTarget = `http://localhost:${loadEnv(mode, '.', '').API_PORT || '8090'}`;
  return {
    base: '/',
    plugins: [
      react(),
      precompress(),
      chunkPackages(),
      // The service worker (src/service-worker/sw.ts, docs/instant-open.md) with this build's precache list.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/service-worker',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        // The panorama viewer (three.js, ~180 kB gzip) is left to the HTTP cache: precaching it would
        // make every visitor's phone download it in the background, and a panorama needs the
        // network for its pictures and videos anyway (docs/panorama.md).
        injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,jpg,webp,woff2}'], globIgnores: ['**/panorama-viewer-*'] },
      }),
    ],
    build: {
      outDir: 'dist',
      // scripts/report-bundle.ts reads the manifest to size what each route loads.
      manifest: true,
      // WeChat's in-app browsers lag behind: iOS 14 WebKit and Chromium-based X5/XWeb.
      target: ['es2020', 'safari14'],
      // The one chunk over Vite's 500 kB warning is the panorama viewer (three.js, ~700 kB before
      // gzip), which loads only on the panorama screens; scripts/report-bundle.ts guards that.
      chunkSizeWarningLimit: 800,
    },
    server: { proxy: { '/api': apiTarget } },
    preview: { proxy: { '/api': apiTarget } },
  };
});
