/**
 * Vite config for the web app (src/web). Builds to dist/web, which the server serves in production.
 * In development `npm run dev` runs Vite with /api proxied to the API server.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`, changeOrigin: false } },
  },
});
