import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIdOf, stampServiceWorker } from './sw-build';

// docs/decisions/0002-scan-request-ids.md: the service worker's cache is keyed by the build, and old caches go only when a new
// build's worker activates. public/sw.js runs here in a fake worker scope with a fake Cache API.
const SOURCE = readFileSync(path.resolve(__dirname, '../../public/sw.js'), 'utf8');

type Listener = (event: { waitUntil: (p: Promise<unknown>) => void }) => void;

/** CacheStorage in memory: names → (url → body). */
function fakeCaches() {
  const store = new Map<string, Map<string, string>>();
  const cache = (name: string) => ({
    addAll: async (urls: string[]) => urls.forEach((url) => store.get(name)!.set(url, url)),
    put: async (key: string | { url: string }, _response: unknown) =>
      void store.get(name)!.set(typeof key === 'string' ? key : key.url, 'put'),
    match: async (key: string) => store.get(name)!.get(key),
    keys: async () => [...store.get(name)!.keys()].map((url) => ({ url })),
    delete: async (key: { url: string }) => store.get(name)!.delete(key.url),
  });
  return {
    store,
    api: {
      open: async (name: string) => {
        if (!store.has(name)) store.set(name, new Map());
        return cache(name);
      },
      keys: async () => [...store.keys()],
      delete: async (name: string) => store.delete(name),
    },
  };
}

/** Starts the worker of one build: install, then activate, as the browser does. */
async function startWorker(buildId: string, caches: ReturnType<typeof fakeCaches>['api']) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: { origin: 'https://kho.local:3443' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  new Function('self', 'caches', stampServiceWorker(SOURCE, buildId))(self, caches);
  for (const type of ['install', 'activate']) {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (p) => pending.push(p) });
    await Promise.all(pending);
  }
}

describe('the service worker cache', () => {
  it('is named by the build, and a new build replaces the old one only when it activates', async () => {
    const { store, api } = fakeCaches();
    store.set('depot-app-v1', new Map([['/index.html', 'old']]));
    store.set('someone-else', new Map([['/x', 'x']]));

    await startWorker('aaaa', api);
    store.get('depot-app-aaaa')!.set('https://kho.local:3443/assets/yard-1.js', 'js');
    expect([...store.keys()].sort()).toEqual(['depot-app-aaaa', 'someone-else']);

    // The same build started again (a new worker instance of the same script): nothing goes.
    await startWorker('aaaa', api);
    expect(store.get('depot-app-aaaa')!.has('https://kho.local:3443/assets/yard-1.js')).toBe(true);

    await startWorker('bbbb', api);
    expect([...store.keys()].sort()).toEqual(['depot-app-bbbb', 'someone-else']);
    expect(store.get('depot-app-bbbb')!.has('/index.html')).toBe(true);
  });

  it('takes its id from the build’s file names: the same build, the same id', () => {
    const names = ['index.html', 'assets/index-Ab12.js', 'assets/yard-Cd34.js'];
    expect(buildIdOf(names)).toBe(buildIdOf([...names].reverse()));
    expect(buildIdOf(names)).toMatch(/^[0-9a-f]{16}$/);
    expect(buildIdOf(['index.html', 'assets/index-Ab12.js', 'assets/yard-Ef56.js'])).not.toBe(
      buildIdOf(names),
    );
    expect(() => stampServiceWorker('const BUILD = 1;', 'x')).toThrow();
  });
});
