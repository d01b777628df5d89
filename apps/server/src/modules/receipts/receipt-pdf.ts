import type { PaperSize, Receipt } from '@depot/shared/receipts/receipts.schema';
import { foldVietnamese } from '@depot/shared/text/fold';
import { formatDate } from '@depot/shared/text/format';
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

/** The receipt (spec 2 §2.6) as a pdfmake document, laid out as the web's print of it. */

const SCALES: Record<PaperSize, PdfScale & { margin: number; lineHeight: number }> = {
  // Twelve lines of two text lines each and the footer at its tallest (the QR, a paid-by row,
  // both amounts in words, 16 mm to sign) fit one A5 page, as on the browser's print; a
  // thirteenth goes over with the totals (issue 22; receipt-pdf-pages.test.ts). Be Vietnam
  // Pro's own line is already 1.3 of its size: no more is added on A5.
  A5: {
    margin: 22,
    lineHeight: 1,
    text: 7.5,
    table: 7,
    depot: 10,
    title: 13,
    qr: 62,
    signRoom: 46,
  },
  A4: {
    margin: 36,
    lineHeight: 1.15,
    text: 10,
    table: 9,
    depot: 13,
    title: 18,
    qr: 100,
    signRoom: 48,
  },
};

type DocumentOptions = {
  size: PaperSize;
  /** The depot's day the receipt is printed, YYYY-MM-DD. */
  printedOn: string;
  /** How many last lines start a page of their own, with the totals (renderReceiptPdf). */
  tail?: number;
};

export function receiptDocument(
  receipt: Receipt,
  { size, printedOn, tail = 0 }: DocumentOptions,
): TDocumentDefinitions {
  const { car, customer } = receipt;
  const scale = SCALES[size];
  return {
    pageSize: size,
    pageMargins: scale.margin,
    info: { title: `Phiếu thu ${car.number_car} ${customer.full_name}` },
    defaultStyle: { fontSize: scale.text, lineHeight: scale.lineHeight },
    content: [
      ...receiptHead(receipt, printedOn, scale),
      ...linesTable(receipt, scale, tail),
      receiptFooter(receipt, scale),
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
