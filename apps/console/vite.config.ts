// Vite build of the operators' console, served by the API server under /console (its own bundle,
// apart from the visitor app's). In development, /api goes to a server on API_PORT (default 8090).
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => {
  const apiTarget = `http://localhost:${loadEnv(mode, '.', '').API_PORT || '8090'}`;
  return {
    base: '/console/',
    plugins: [react()],
    build: {
      outDir: 'dist',
      // Desktop browsers of office staff; antd is large, so split it from the app code.
      target: 'es2022',
      chunkSizeWarningLimit: 1800,
    },
    server: { proxy: { '/api': apiTarget } },
  };
});
