// Pre-compresses the built web app (brotli and gzip, beside each file) so the server sends
// scripts, styles and fonts compressed without spending CPU per request (@fastify/static's
// `preCompressed`). Run after `vite build`: `node scripts/compress-web.mjs [dist folder]`.
import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzipCallback);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Text formats (the web manifest too), and the PNG icons, which brotli still shrinks by a fifth;
 * woff/woff2 fonts are compressed inside already (brotli saves 0.5% of a woff).
 */
const COMPRESSIBLE =
  /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ttf|otf|eot|ico|png|wasm|map)$/i;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Every file at once on libuv's thread pool: brotli at its best quality took 7.5 s of one core
 * for the whole app, one file after the other, while the other core waited.
 */
export async function compressWebAssets(dist) {
  // Copies left from an earlier build of other content: the server would send them instead.
  for (const file of [...files(dist)]) if (/\.(?:br|gz)$/.test(file)) unlinkSync(file);
  // Every text file, however small (27 small scripts were sent plain, docs/speed.md): the copies
  // cost nothing per request, and one that is not smaller is not written (below).
  const sizes = await Promise.all(
    [...files(dist)].filter((file) => COMPRESSIBLE.test(file)).map((file) => compressFile(file)),
  );
  return {
    plain: sizes.reduce((sum, size) => sum + size.plain, 0),
    brotli: sizes.reduce((sum, size) => sum + size.brotli, 0),
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
  };
}

async function compressFile(file) {
  const content = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  // A copy that is not smaller is not written: the plain file is then sent.
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  return {
    plain: content.length,
    brotli: Math.min(br.length, content.length),
    gzip: Math.min(gz.length, content.length),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
  const { plain, brotli, gzip } = await compressWebAssets(dist);
  const kB = (n) => `${(n / 1024).toFixed(0)} kB`;
  console.log(`[chanh-xe] Nén sẵn ${dist}: ${kB(plain)} → brotli ${kB(brotli)}, gzip ${kB(gzip)}`);
}
