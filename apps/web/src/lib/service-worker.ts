/**
 * Registers the service worker (public/sw.js) in built apps only: in development Vite serves
 * modules one by one and a cache would only get in the way. Browsers allow service workers on
 * secure pages only (HTTPS or localhost): over http on the depot's network nothing happens.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const sendLoadedAssets = () => {
    // What loaded before the worker took control of the page: it caches those too.
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(`${location.origin}/assets/`));
    navigator.serviceWorker.controller?.postMessage({ type: 'cache-assets', urls });
  };
  window.addEventListener('load', () => {
    navigator.serviceWorker.addEventListener('controllerchange', sendLoadedAssets);
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then(sendLoadedAssets)
      .catch(() => undefined);
  });
}
