import { vi } from '../i18n/vi';
import { ApiError, buildUrl, onUnauthorized, readMessage, type RequestOptions } from './api-client';
import { branchHeaders } from './branch-choice';
import { getToken } from './session';

/** A downloaded file: its bytes and the name the server gave it. */
export type Download = { blob: Blob; filename: string };

/**
 * The file name of a Content-Disposition: the UTF-8 `filename*` (with its diacritics) when
 * given, else the plain `filename`.
 */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const utf8 = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]!.trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  return plain?.[1] ?? plain?.[2]?.trim() ?? fallback;
}

async function failure(response: Response): Promise<ApiError> {
  let payload: Record<string, unknown> | null = null;
  try {
    payload = (await response.json()) as Record<string, unknown>;
  } catch {
    payload = null;
  }
  if (response.status === 401) onUnauthorized();
  return new ApiError(response.status, readMessage(payload?.message) ?? vi.network.unknown);
}

/**
 * GET a file (an Excel export) with the bearer token, reading its body as it arrives so that
 * `onProgress` can show the bytes received: streamed files have no Content-Length. No timeout:
 * a large export takes as long as it takes; `signal` cancels it.
 */
export async function apiDownload(
  path: string,
  {
    query,
    signal,
    onProgress,
  }: Pick<RequestOptions, 'query' | 'signal'> & { onProgress?: (bytes: number) => void } = {},
): Promise<Download> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      // An export holds what the screen shows: the chosen branch's rows.
      headers: { ...branchHeaders(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, vi.network.unreachable);
  }
  if (!response.ok) throw await failure(response);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  try {
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress?.(received);
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    // The server broke the stream off (it cannot send an error once the file has begun).
    throw new ApiError(0, vi.exports.broken);
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks, { type }),
    filename: filenameOf(response.headers.get('content-disposition'), 'tai-xuong'),
  };
}

/** Hands a downloaded file to the browser to save under its name. */
export function saveDownload({ blob, filename }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the URL may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
