import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * In development the API runs separately (default http://127.0.0.1:3000, or API_PROXY_TARGET);
 * in production the server hosts `dist` and the API on one port.
 */
const apiProxy = {
  '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false },
};

/** React, the router and TanStack Query: on every screen, and changing only with upgrades. */
const REACT_VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/;

/**
 * antd's core (theme, CSS-in-JS, config provider): on every screen too. The components stay with
 * the screens that use them, so the sign-in screen does not download the table or the pickers.
 */
const ANTD_CORE =
  /[\\/]node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|@rc-component[\\/](util|motion)|stylis|@emotion|antd[\\/]es[\\/](config-provider|theme|style|_util|locale))[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bench-bundle.mjs reads which chunks each route's module needs.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: REACT_VENDOR, priority: 20 },
            { name: 'antd-core', test: ANTD_CORE, priority: 10 },
          ],
        },
      },
    },
  },
});
