import type { ReceiptSheetMeasures } from '@depot/shared/receipts/receipt-layout';
import type { CSSProperties } from 'react';

/**
 * The receipt's measures (shared with the server's PDF) as the CSS variables receipts.css
 * lays the sheet out with: the same boxes on paper whichever way it is printed.
 */
export function sheetVariables(m: ReceiptSheetMeasures): CSSProperties {
  return {
    '--receipt-text': `${m.textPt}pt`,
    '--receipt-table': `${m.tablePt}pt`,
    '--receipt-depot': `${m.depotPt}pt`,
    '--receipt-title': `${m.titlePt}pt`,
    '--receipt-line': m.lineHeight,
    '--receipt-table-line': m.tableLineHeight,
    '--receipt-title-column': `${m.titleColumnMm}mm`,
    '--receipt-totals-column': `${m.totalsColumnMm}mm`,
    '--receipt-totals-label': `${m.totalsLabelMm}mm`,
    '--receipt-qr': `${m.qrMm}mm`,
    '--receipt-track-qr': `${m.trackQrMm}mm`,
    '--receipt-track-caption': `${m.trackCaptionMm}mm`,
    '--receipt-sign-room': `${m.signRoomMm}mm`,
  } as CSSProperties;
}
