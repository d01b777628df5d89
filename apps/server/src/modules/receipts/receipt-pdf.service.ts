import type { ReceiptFilters, PaperSize } from '@depot/shared/receipts/receipts.schema';
import { depotToday } from '@depot/shared/validation/dates';
import type { Context } from '../../lib/context';
import { depotTimeZone } from '../settings/settings.service';
import { attachmentHeader, receiptFileNames, renderReceiptPdf } from './receipt-pdf';
import { getReceipt } from './receipts.service';

/** GET /transport/print/pdf: the receipt as a PDF download (the same data as the print view). */
export async function getReceiptPdf(ctx: Context, query: ReceiptFilters & { size: PaperSize }) {
  const [receipt, zone] = await Promise.all([getReceipt(ctx, query), depotTimeZone(ctx)]);
  const pdf = await renderReceiptPdf(receipt, { size: query.size, printedOn: depotToday(zone) });
  return { pdf, disposition: attachmentHeader(receiptFileNames(receipt)) };
}
