/** What public/sw.js carries in place of its build's id until the build stamps it. */
export const SW_BUILD_PLACEHOLDER = '__BUILD_ID__';

/**
 * A build's id: FNV-1a (64 bit) of its output file names, sorted. Vite puts a hash of each
 * file's content in its name, so any change of the app changes the id, and the same build gives
 * the same id every time (a rebuild of unchanged sources keeps the phones' caches).
 */
export function buildIdOf(fileNames: readonly string[]): string {
  let hash = 0xcbf29ce484222325n;
  for (const char of [...fileNames].sort().join('\n')) {
    hash ^= BigInt(char.codePointAt(0)!);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** The service worker's source with its build id written in. */
export function stampServiceWorker(source: string, buildId: string): string {
  if (!source.includes(SW_BUILD_PLACEHOLDER)) throw new Error('sw.js has no build id to stamp');
  return source.replaceAll(SW_BUILD_PLACEHOLDER, buildId);
}
