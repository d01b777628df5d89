/* global self, caches */
// The app's service worker (issue 24), hand-written: the yard screen opens with no network once
// visited. Pages: network first, else the cached app shell (every path of the app is the same
// index.html). Built assets (/assets/, fingerprinted, never changing): cache first. The API is
// never cached: its answers are the depot's live data, and the scans have their own queue.
//
// One cache per build: BUILD is stamped at build time (vite.config.ts, from the build's hashed
// file names), so this file's bytes change exactly when the app does. The browser then installs
// the new worker, and only its activation lets the previous builds' caches go; a worker that
// starts again for the same build deletes nothing.
const BUILD = '__BUILD_ID__';
const PREFIX = 'depot-app-';
const CACHE = PREFIX + BUILD;
const SHELL = '/index.html';
const STATIC = [SHELL, '/manifest.webmanifest', '/favicon.svg', '/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(STATIC))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        // Other builds of this app only: never a cache someone else keeps on this origin.
        if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

// The page sends the assets it loaded before this worker took control of it.
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'cache-assets' ? event.data.urls : [];
  event.waitUntil(Promise.all(urls.filter(isAsset).map((url) => cacheFirst(new Request(url)))));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api')) return;
  // The public tracking page is the server's own HTML, not the app: never kept as its shell.
  if (url.pathname === '/tra-cuu' || url.pathname.startsWith('/tra-cuu/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (isAsset(request.url)) event.respondWith(cacheFirst(request));
});

function isAsset(href) {
  const url = new URL(href, self.location.origin);
  return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
}

async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    const html = (response.headers.get('content-type') || '').startsWith('text/html');
    if (response.ok && html) await cache.put(SHELL, response.clone());
    return response;
  } catch (error) {
    const shell = await cache.match(SHELL);
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
