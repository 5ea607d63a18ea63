// Vite build of the visitor app. The API server serves dist/ (with SPA fallback and the tenant
// meta); in development and preview, /api goes to a server on API_PORT (default 8090).
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { contractWithoutZod } from './build/contract-without-zod.ts';

export default defineConfig(({ mode }) => {
  const apiTarget = `http://localhost:${loadEnv(mode, '.', '').API_PORT || '8090'}`;
  return {
    base: '/',
    plugins: [react(), contractWithoutZod()],
    build: {
      outDir: 'dist',
      // scripts/report-bundle.ts reads the manifest to size what each route loads.
      manifest: true,
      // WeChat's in-app browsers lag behind: iOS 14 WebKit and Chromium-based X5/XWeb.
      target: ['es2020', 'safari14'],
    },
    server: { proxy: { '/api': apiTarget } },
    preview: { proxy: { '/api': apiTarget } },
  };
});
