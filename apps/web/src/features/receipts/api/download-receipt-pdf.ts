import type { PaperSize } from '@depot/shared/receipts/receipts.schema';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import { vi } from '../../../i18n/vi';
import { downloadApi } from '../../../lib/api-call';
import { ApiError } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/api-download';
import type { ReceiptParams } from './receipt-keys';

/** A receipt is a page or two, not a streamed export: a server silent this long is stuck. */
const TIMEOUT_MS = 10_000;

/**
 * GET /transport/print/pdf: the server's PDF of the receipt, saved under the server's file name;
 * a refusal comes back as an ApiError with the server's message.
 */
export async function downloadReceiptPdf(query: ReceiptParams & { size: PaperSize }) {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  try {
    saveDownload(await downloadApi(receiptsApi.pdf, { query, signal: timeout }));
  } catch (error) {
    throw timeout.aborted ? new ApiError(0, vi.network.timeout) : error;
  }
}
