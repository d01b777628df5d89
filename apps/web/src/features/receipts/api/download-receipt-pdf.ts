import type { PaperSize } from '@depot/shared/receipts/receipts.schema';
import { vi } from '../../../i18n/vi';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
import type { ReceiptParams } from './receipt-keys';

const TIMEOUT_MS = 10_000;

/** `attachment; filename="a.pdf"; filename*=UTF-8''ph%E1%BA%BFu.pdf` → the UTF-8 name first. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // a malformed encoding: the plain name below
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : fallback;
}

/**
 * GET /transport/print/pdf: the server's PDF of the receipt, saved under the server's file name.
 * Not through apiRequest, which reads JSON envelopes; the bearer token is sent the same way, and
 * a refusal still comes back as an envelope whose message is shown.
 */
export async function downloadReceiptPdf(query: ReceiptParams & { size: PaperSize }) {
  const params = new URLSearchParams(query);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api/transport/print/pdf?${params.toString()}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, vi.network.unreachable);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(
      response.status,
      typeof payload?.message === 'string' ? payload.message : vi.receipts.downloadFailed,
    );
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), 'phieu-thu.pdf');
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
