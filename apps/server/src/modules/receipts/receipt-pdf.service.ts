import type { ReceiptFilters, PaperSize } from '@depot/shared/receipts/receipts.schema';
import { depotToday } from '@depot/shared/validation/dates';
import type { Context } from '../../lib/context';
import { renderPdf } from './pdf-render';
import { attachmentHeader, receiptDocument, receiptFileNames } from './receipt-pdf';
import { getReceipt } from './receipts.service';

/** GET /transport/print/pdf: the receipt as a PDF download (the same data as the print view). */
export async function getReceiptPdf(ctx: Context, query: ReceiptFilters & { size: PaperSize }) {
  const receipt = await getReceipt(ctx, query);
  const pdf = await renderPdf(
    receiptDocument(receipt, { size: query.size, printedOn: depotToday() }),
  );
  return { pdf, disposition: attachmentHeader(receiptFileNames(receipt)) };
}
