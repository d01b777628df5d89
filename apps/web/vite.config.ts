import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * In development the API runs separately (default http://127.0.0.1:3000, or API_PROXY_TARGET);
 * in production the server hosts `dist` and the API on one port.
 */
const apiProxy = {
  '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One back-office bundle (antd is most of it); no need to warn about its size.
    chunkSizeWarningLimit: 2000,
  },
});
