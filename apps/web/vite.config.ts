import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildIdOf, stampServiceWorker } from './src/lib/sw-build';
import { firstScreenGroups, preloadGoodsList } from './build/first-screen';

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

/**
 * Writes the build's id into dist/sw.js (copied from public/ as it is): the service worker's
 * cache is keyed by it, so phones drop the old build's files when a new build arrives, and only
 * then (docs/decisions/0002-scan-request-ids.md).
 */
function serviceWorkerBuildId(): Plugin {
  let names: string[] = [];
  return {
    name: 'depot-sw-build-id',
    apply: 'build',
    generateBundle(_options, bundle) {
      names = Object.keys(bundle);
    },
    writeBundle(options) {
      const file = path.join(options.dir ?? 'dist', 'sw.js');
      writeFileSync(file, stampServiceWorker(readFileSync(file, 'utf8'), buildIdOf(names)));
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorkerBuildId(), preloadGoodsList()],
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
            // antd's icons and the signed-in shell, each in one file (build/first-screen.ts).
            ...firstScreenGroups,
          ],
        },
      },
    },
  },
});
