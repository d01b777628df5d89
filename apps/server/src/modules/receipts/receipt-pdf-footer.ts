import type { Receipt } from '@depot/shared/receipts/receipts.schema';
import {
  paidByLine,
  receiptTotalRows,
  RECEIPT_LABELS as L,
} from '@depot/shared/receipts/receipt-labels';
import { bankByBin } from '@depot/shared/settings/banks';
import { formatMoney } from '@depot/shared/text/format';
import type { Column, Content, TableCell } from 'pdfmake/interfaces';
import { FONT_NATURAL_LINE, mmToPt } from '@depot/shared/receipts/receipt-layout';
import { qrCanvas } from './pdf-qr';
import { COLUMN_GAP, FOOTER_ID, labelled, PX, type PdfScale } from './receipt-pdf-parts';

/**
 * The receipt PDF's footer (spec 2 §2.6), the web print's boxes: the VietQR and the bank's
 * details on the left; the totals and the amounts in words in a fixed column on the right;
 * which receipts paid, the notes, and the tracking link's QR code beside the three signatures.
 */

function totals(receipt: Receipt, scale: PdfScale): Content {
  const { sums } = receipt;
  const row = (label: string, value: string): TableCell[] => [
    { text: label },
    { text: value, bold: true, alignment: 'right' },
  ];
  const body = receiptTotalRows(sums).map(([label, value]) => row(label, value));
  // The footer's first text: renderReceiptPdf reads on which page the footer starts.
  body[0]![0] = { text: L.totalPackages, id: FOOTER_ID };
  return {
    table: {
      widths: [scale.totalsLabel - 4 * PX, '*'],
      body,
    },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingLeft: (i) => (i === 0 ? 0 : 4 * PX),
      paddingRight: (i) => (i === 0 ? 4 * PX : 0),
      paddingTop: () => PX,
      paddingBottom: () => PX,
    },
  };
}

function words(receipt: Receipt): Content {
  return {
    margin: [0, 4 * PX, 0, 0],
    stack: [
      // What the receiver pays in all when something is collected for a sender, as on the web.
      ...(receipt.collect_text ? [{ text: receipt.collect_text, bold: true }] : []),
      { text: [`${L.inWords}: `, { text: receipt.amount_words, italics: true }] },
      ...(receipt.due_words
        ? [{ text: [`${L.dueInWords}: `, { text: receipt.due_words, italics: true }] }]
        : []),
    ],
  };
}

function vietQr(receipt: Receipt, scale: PdfScale): Content {
  if (!receipt.vietqr) return { text: '' };
  const { depot } = receipt;
  const bank = bankByBin(depot.bank_bin);
  return {
    columns: [
      // The web draws the code in a 2 px white frame.
      { width: scale.qr + 4 * PX, qr: receipt.vietqr, fit: scale.qr, eccLevel: 'M' },
      {
        width: '*',
        stack: [
          { text: L.qrTitle, bold: true },
          labelled(L.bank, bank?.short_name ?? depot.bank_bin),
          labelled(L.accountNumber, depot.account_number),
          labelled(L.accountHolder, depot.account_holder),
          labelled(L.transferAmount, formatMoney(receipt.sums.due)),
          labelled(L.transferNote, receipt.reference),
        ],
      },
    ],
    columnGap: 8 * PX,
  };
}

/**
 * The small QR code of the receipt's tracking link with its caption under it, left of the
 * signatures as on the web (docs/domain.md, "Tracking").
 */
function trackQr(trackUrl: string, scale: PdfScale): Column {
  return {
    width: scale.trackCaption,
    alignment: 'center',
    stack: [
      { ...qrCanvas(trackUrl, scale.trackQr), alignment: 'center' },
      {
        text: L.trackCaption,
        fontSize: scale.text * 0.8,
        lineHeight: 1.1 / FONT_NATURAL_LINE,
        margin: [0, mmToPt(0.5), 0, 0],
      },
    ],
  };
}

/** Everything under the goods, one block never cut. */
export function receiptFooter(receipt: Receipt, scale: PdfScale, trackUrl: string): Content {
  const { depot } = receipt;
  const note = scale.text * 0.9;
  return {
    unbreakable: true,
    margin: [0, 6 * PX, 0, 0],
    stack: [
      {
        columns: [
          { width: '*', stack: [vietQr(receipt, scale)] },
          { width: scale.totalsColumn, stack: [totals(receipt, scale), words(receipt)] },
        ],
        columnGap: COLUMN_GAP,
      },
      ...(receipt.payments.length > 0
        ? [
            {
              text: [`${L.paidBy}: `, { text: paidByLine(receipt.payments), bold: true }],
              margin: [0, 2 * PX, 0, 0] as [number, number, number, number],
            },
          ]
        : []),
      {
        margin: [0, 4 * PX, 0, 0],
        italics: true,
        fontSize: note,
        stack: [`${depot.receipt_note} ${L.hotline}: ${depot.hotline}.`, depot.hours_note],
      },
      {
        columns: [
          trackQr(trackUrl, scale),
          ...L.signatures.map((who): Column => ({
            width: '*',
            alignment: 'center',
            stack: [
              { text: who, bold: true },
              { text: L.signHint, italics: true, fontSize: note },
              // The room to sign, inside the column: the QR code beside it adds no height.
              { canvas: [], margin: [0, scale.signRoom, 0, 0] },
            ],
          })),
        ],
        columnGap: 8 * PX,
        margin: [0, 6 * PX, 0, 0],
      },
    ],
  };
}
