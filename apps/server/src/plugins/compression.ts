import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses the replies built in memory (JSON above all: `/api/location/customer` was 692 KB,
 * 48 KB gzipped) with brotli or gzip as the client's Accept-Encoding asks. A hook of our own
 * rather than @fastify/compress: the API's payloads are already whole strings, so one call on
 * libuv's thread pool (or inline, when small) compresses them without the plugin's stream per
 * reply, and streams (file
 * downloads, the live events' text/event-stream, @fastify/static's files, which come
 * pre-compressed by scripts/compress-web.mjs) pass untouched.
 */

/** Below this a reply fits a few network packets anyway; compressing it costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli quality 3 and gzip level 5: near the best ratio on JSON for a fraction of the CPU
 * (brotli's default 11 takes ~50× as long, a cost paid on every request of a dynamic reply).
 * Quality 3 rather than 4 (docs/speed.md): the 48 KB goods page in 6 909 B instead of 6 644 (+4 %)
 * for 0.11 instead of 0.17 ms of CPU, on the server's busiest reply.
 */
const BROTLI_QUALITY = 3;
const GZIP_LEVEL = 5;

/** Text formats worth compressing; event streams are text but must flow unbuffered. */
const COMPRESSIBLE =
  /^(?:application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|text\/(?!event-stream)[\w.+-]+|image\/svg\+xml)\b/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send from an Accept-Encoding header: brotli when accepted (smaller for the
 * same CPU at these settings), else gzip, else none. `q=0` refuses an encoding; `*` accepts any.
 */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: Encoding) => {
    const q = accepted.get(name) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

function shouldCompress(request: FastifyRequest, reply: FastifyReply, size: number): boolean {
  if (size < COMPRESS_MIN_BYTES || request.method === 'HEAD') return false;
  if (reply.hasHeader('content-encoding')) return false;
  // The opt-out of @fastify/compress, on either side: a reply that must go as it is.
  if (reply.hasHeader('x-no-compression') || request.headers['x-no-compression'] !== undefined)
    return false;
  return COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The brotli window that holds the whole reply: the encoder sets up a window of this many bits
 * for every reply, and the default (22: 4 MB) cost a 49 KB goods page a third more CPU for the
 * same bytes (0.35 → 0.27 ms under load). The bound is brotli's 10..24; a longer reply is still
 * compressed whole, with back-references reaching at most the window.
 */
export function windowBits(size: number): number {
  return Math.min(24, Math.max(10, Math.ceil(Math.log2(Math.max(size, 1)))));
}

/**
 * Up to this size a reply is compressed on the event loop. Handing a call to the thread pool
 * builds a zlib stream and crosses threads twice: for the 48 KB goods page that cost more than
 * the compression itself (CPU a call: brotli 4 0.50 ms on the pool, 0.22 inline; brotli 3
 * 0.38 → 0.13; gzip 5 0.40 → 0.21), on a server whose cores are all busy at load anyway. A
 * reply of several hundred KB would hold the loop for milliseconds: those still go to the pool.
 */
export const INLINE_COMPRESS_MAX_BYTES = 128 * 1024;

const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_LGWIN]: windowBits(size),
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

async function compressPayload(content: Buffer, encoding: Encoding): Promise<Buffer> {
  const inline = content.length <= INLINE_COMPRESS_MAX_BYTES;
  if (encoding === 'gzip')
    return inline
      ? gzipSync(content, { level: GZIP_LEVEL })
      : gzipAsync(content, { level: GZIP_LEVEL });
  const options = brotliOptions(content.length);
  return inline ? brotliCompressSync(content, options) : brotli(content, options);
}

/** A browser sends the same Accept-Encoding on every call: its answer is kept, not parsed again. */
let lastHeader: string | undefined;
let lastEncoding: Encoding | undefined;
function encodingOf(header: string | undefined): Encoding | undefined {
  if (header !== lastHeader) {
    lastEncoding = pickEncoding(header);
    lastHeader = header;
  }
  return lastEncoding;
}

/**
 * The payload's size in bytes as far as the threshold needs it: a string's UTF-8 form has at
 * least a byte per UTF-16 unit, so a long one is past the threshold without being measured (a
 * 100 KB statement in Vietnamese took 0.37 ms to measure, a tenth of its request's own cost).
 */
function atLeastBytes(payload: string | Buffer): number {
  if (typeof payload !== 'string') return payload.length;
  return payload.length >= COMPRESS_MIN_BYTES ? payload.length : Buffer.byteLength(payload);
}

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!shouldCompress(request, reply, atLeastBytes(payload))) return payload;
    // The reply differs by Accept-Encoding even when this client asked for none.
    addVary(reply);
    const encoding = encodingOf(request.headers['accept-encoding']);
    const content = typeof payload === 'string' ? Buffer.from(payload) : payload;
    // Sent as bytes even uncompressed: Fastify would otherwise measure the string for its
    // Content-Length (Buffer.byteLength, slower than encoding it for a Vietnamese text) and
    // the socket encode it again.
    if (!encoding) return content;
    const compressed = await compressPayload(content, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
});
