import type { PaperSize } from './receipts.schema';

/**
 * The receipt's sheet, one set of measures for the browser's print and the server's PDF, so
 * that both lay out the same boxes and break their pages at the same lines (docs/printing.md).
 * Widths are fixed by the sheet, never by the browser's measuring of the texts: a long name
 * wraps in its own box and nothing grows wider than the printable width.
 */

/** Shares of the table's width (percent), in the order of RECEIPT_LABELS.columns. */
export const RECEIPT_COLUMN_WIDTHS = [6, 23, 8, 9, 10, 14, 15, 15] as const;

export type ReceiptSheetMeasures = {
  /** Page margin on every side. */
  marginMm: number;
  /** Body text, the goods table, the depot's name, the title. */
  textPt: number;
  tablePt: number;
  depotPt: number;
  titlePt: number;
  /** Line heights of the text and of the goods table, in ems. */
  lineHeight: number;
  tableLineHeight: number;
  /** The heading's right column: title, day printed, vehicle, driver. */
  titleColumnMm: number;
  /** The footer's right column: the totals; their labels' share of it. */
  totalsColumnMm: number;
  totalsLabelMm: number;
  /** The VietQR's side. */
  qrMm: number;
  /**
   * The side of the small QR code of the receipt's tracking link, left of the signatures: with
   * its caption under it, no taller than their titles and the room to sign, so it adds nothing.
   */
  trackQrMm: number;
  /** The width of its column (its caption wraps there on two lines). */
  trackCaptionMm: number;
  /** Room to sign under the signatures' titles. */
  signRoomMm: number;
};

export const RECEIPT_SHEETS: Record<PaperSize, ReceiptSheetMeasures> = {
  // 12 goods lines whose names, the depot's and the customer's are the longest a depot has
  // (55, 90 and 40 characters) fit one A5 sheet with room to spare (e2e receipt-longest).
  A5: {
    marginMm: 8,
    textPt: 7.5,
    tablePt: 7,
    depotPt: 8.5,
    titlePt: 10.5,
    lineHeight: 1.2,
    tableLineHeight: 1.15,
    titleColumnMm: 46,
    totalsColumnMm: 54,
    totalsLabelMm: 24,
    qrMm: 22,
    trackQrMm: 9.5,
    trackCaptionMm: 12,
    signRoomMm: 10,
  },
  A4: {
    marginMm: 12,
    textPt: 10,
    tablePt: 9,
    depotPt: 12,
    titlePt: 15,
    lineHeight: 1.3,
    tableLineHeight: 1.25,
    titleColumnMm: 62,
    totalsColumnMm: 88,
    totalsLabelMm: 34,
    qrMm: 34,
    trackQrMm: 13.5,
    trackCaptionMm: 16,
    signRoomMm: 18,
  },
};

/**
 * Be Vietnam Pro's own line, (ascender − descender) / em: what a line height of 1 is in pdfmake,
 * which scales it, where CSS takes the line height in ems.
 */
export const FONT_NATURAL_LINE = 1.265;

/** Millimetres in PDF points (1/72 inch). */
export const mmToPt = (mm: number) => (mm * 72) / 25.4;
