import type { ReceiptFilters, PaperSize } from '@depot/shared/receipts/receipts.schema';
import { trackingBase, trackingLink } from '@depot/shared/tracking/tracking.rules';
import { depotToday } from '@depot/shared/validation/dates';
import type { Context } from '../../lib/context';
import { depotTimeZone } from '../settings/settings.service';
import { attachmentHeader, receiptFileNames, renderReceiptPdf } from './receipt-pdf';
import { getReceipt } from './receipts.service';

/**
 * GET /transport/print/pdf: the receipt as a PDF download (the same data as the print view);
 * `origin` is the address the app was reached at, for the tracking link when the depot set none.
 */
export async function getReceiptPdf(
  ctx: Context,
  query: ReceiptFilters & { size: PaperSize },
  origin: string,
) {
  const [receipt, zone] = await Promise.all([getReceipt(ctx, query), depotTimeZone(ctx)]);
  const trackUrl = trackingLink(
    trackingBase(receipt.depot.public_url, origin),
    receipt.track_token,
  );
  const pdf = await renderReceiptPdf(receipt, {
    size: query.size,
    printedOn: depotToday(zone),
    trackUrl,
  });
  return { pdf, disposition: attachmentHeader(receiptFileNames(receipt)) };
}
