import type { PaperSize, Receipt } from '@depot/shared/receipts/receipts.schema';
import { foldVietnamese } from '@depot/shared/text/fold';
import { formatDate } from '@depot/shared/text/format';
import { FONT_NATURAL_LINE, mmToPt, RECEIPT_SHEETS } from '@depot/shared/receipts/receipt-layout';
import type { Node, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from './pdf-render';
import { receiptFooter } from './receipt-pdf-footer';
import {
  FOOTER_ID,
  LAST_LINE_ID,
  linesTable,
  receiptHead,
  type PdfScale,
} from './receipt-pdf-parts';

/** The receipt (spec 2 §2.6) as a pdfmake document, laid out box for box as the web's print. */

/** The sheet's measures (receipt-layout.ts, shared with the web print) in points. */
function scaleOf(size: PaperSize): PdfScale {
  const m = RECEIPT_SHEETS[size];
  return {
    margin: mmToPt(m.marginMm),
    lineHeight: m.lineHeight / FONT_NATURAL_LINE,
    tableLineHeight: m.tableLineHeight / FONT_NATURAL_LINE,
    text: m.textPt,
    table: m.tablePt,
    depot: m.depotPt,
    title: m.titlePt,
    titleColumn: mmToPt(m.titleColumnMm),
    totalsColumn: mmToPt(m.totalsColumnMm),
    totalsLabel: mmToPt(m.totalsLabelMm),
    qr: mmToPt(m.qrMm),
    trackQr: mmToPt(m.trackQrMm),
    trackCaption: mmToPt(m.trackCaptionMm),
    signRoom: mmToPt(m.signRoomMm),
  };
}

/** The web print's sheet starts 1.5 mm below the page's margin (print.css). */
const SHEET_TOP = mmToPt(1.5);

type DocumentOptions = {
  size: PaperSize;
  /** The depot's day the receipt is printed, YYYY-MM-DD. */
  printedOn: string;
  /** How many last lines start a page of their own, with the totals (renderReceiptPdf). */
  tail?: number;
  /** The receipt's public tracking link, in the small QR code beside the customer. */
  trackUrl: string;
};

export function receiptDocument(
  receipt: Receipt,
  { size, printedOn, tail = 0, trackUrl }: DocumentOptions,
): TDocumentDefinitions {
  const { car, customer } = receipt;
  const scale = scaleOf(size);
  const { margin } = scale;
  return {
    pageSize: size,
    pageMargins: [margin, margin + SHEET_TOP, margin, margin],
    info: { title: `Phiếu thu ${car.number_car} ${customer.full_name}` },
    defaultStyle: { fontSize: scale.text, lineHeight: scale.lineHeight },
    content: [
      ...receiptHead(receipt, printedOn, scale),
      ...linesTable(receipt, scale, tail),
      receiptFooter(receipt, scale, trackUrl),
    ],
  };
}

/**
 * The receipt's PDF, paginated so that the totals never stand alone: laid out once, noting the
 * page of the last line and of the footer (totals, QR, signatures: one block never cut); when
 * the footer would start a page without goods above it, laid out again with the last line on
 * that page, under the table's header. pdfmake repeats the header on every page itself.
 */
export async function renderReceiptPdf(
  receipt: Receipt,
  options: Omit<DocumentOptions, 'tail'>,
): Promise<Buffer> {
  const pages = new Map<string, number>();
  const notePages = (node: Node) => {
    if (node.id) pages.set(node.id, node.pageNumbers[0] ?? 0);
    return false;
  };
  const once = await renderPdf({
    ...receiptDocument(receipt, options),
    pageBreakBefore: notePages,
  });
  const lastLine = pages.get(LAST_LINE_ID);
  const footer = pages.get(FOOTER_ID);
  if (lastLine === undefined || footer === undefined || footer === lastLine) return once;
  return renderPdf(receiptDocument(receipt, { ...options, tail: 1 }));
}

/**
 * `phieu-thu-60C-123.45-24-11-2026-nguyen-van-an.pdf`: ASCII for the plain `filename`, which old
 * clients read; the name with its diacritics goes in `filename*`.
 */
export function receiptFileNames(receipt: Receipt) {
  const slug = (text: string) =>
    foldVietnamese(text)
      .replace(/[^a-z0-9.]+/gi, '-')
      .replace(/^-+|-+$/g, '');
  const date = formatDate(receipt.fullDatefrom);
  const plate = receipt.car.number_car.normalize('NFC');
  return {
    ascii: `phieu-thu-${slug(plate).toUpperCase()}-${date}-${slug(receipt.customer.full_name)}.pdf`,
    utf8: `phieu-thu-${plate}-${date}-${receipt.customer.full_name.normalize('NFC')}.pdf`,
  };
}

/** The Content-Disposition of a download: the ASCII name and the UTF-8 one (RFC 6266). */
export function attachmentHeader(names: { ascii: string; utf8: string }): string {
  // encodeURIComponent leaves ' ( ) * ! as they are; RFC 5987 wants them encoded too.
  const encoded = encodeURIComponent(names.utf8).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${names.ascii}"; filename*=UTF-8''${encoded}`;
}
