import type { Receipt } from '@depot/shared/receipts/receipts.schema';
import { paidByLine, RECEIPT_LABELS as L } from '@depot/shared/receipts/receipt-labels';
import { bankByBin } from '@depot/shared/settings/banks';
import { formatMoney, formatNumber } from '@depot/shared/text/format';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { FOOTER_ID, labelled, TABLE_LAYOUT, type PdfScale } from './receipt-pdf-parts';

/** The receipt PDF's footer (spec 2 §2.6): totals, QR, amounts in words, notes, signatures. */

function totals(receipt: Receipt): Content {
  const { sums } = receipt;
  const row = (label: string, value: string, bold = false): TableCell[] => [
    { text: label, bold },
    { text: value, bold, alignment: 'right' },
  ];
  const first = row(L.totalPackages, formatNumber(sums.quantity));
  // The footer's first text: renderReceiptPdf reads on which page the footer starts.
  first[0] = { text: L.totalPackages, id: FOOTER_ID };
  return {
    table: {
      body: [
        first,
        row(L.totalAmount, formatMoney(sums.amount)),
        row(L.totalPaid, formatMoney(sums.collected)),
        ...(receipt.payments.length > 0 ? [row(L.paidBy, paidByLine(receipt.payments))] : []),
        row(L.totalDue, formatMoney(sums.due), true),
      ],
    },
    layout: { ...TABLE_LAYOUT, hLineWidth: () => 0, vLineWidth: () => 0 },
  };
}

function vietQr(receipt: Receipt, scale: PdfScale): Content {
  if (!receipt.vietqr) return { text: '' };
  const { depot } = receipt;
  const bank = bankByBin(depot.bank_bin);
  return {
    columns: [
      { width: 'auto', qr: receipt.vietqr, fit: scale.qr, eccLevel: 'M' },
      {
        width: '*',
        margin: [6, 0, 0, 0],
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
  };
}

/**
 * Everything under the goods, one block never cut: the VietQR beside the totals, the amounts
 * in words, the notes and the three signatures.
 */
export function receiptFooter(receipt: Receipt, scale: PdfScale): Content {
  const { depot } = receipt;
  return {
    unbreakable: true,
    stack: [
      {
        columns: [
          { width: '*', stack: [vietQr(receipt, scale)] },
          { width: 'auto', stack: [totals(receipt)] },
        ],
        columnGap: 10,
      },
      {
        text: [{ text: `${L.inWords}: `, bold: true }, receipt.amount_words],
        margin: [0, 4, 0, 0],
      },
      ...(receipt.due_words
        ? [{ text: [{ text: `${L.dueInWords}: `, bold: true }, receipt.due_words] }]
        : []),
      { text: depot.receipt_note, italics: true, margin: [0, 4, 0, 0] },
      { text: depot.hours_note, italics: true },
      {
        columns: L.signatures.map((who) => ({
          width: '*',
          alignment: 'center',
          stack: [
            { text: who, bold: true },
            { text: L.signHint, italics: true, fontSize: scale.text - 1 },
          ],
        })),
        margin: [0, 8, 0, scale.signRoom],
      },
    ],
  };
}
