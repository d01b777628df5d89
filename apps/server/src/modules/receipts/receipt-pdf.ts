import { locationLabel } from '@depot/shared/locations/locations.rules';
import { priceNote, quantityUnit } from '@depot/shared/products/products.rules';
import type { PaperSize, Receipt } from '@depot/shared/receipts/receipts.schema';
import { paidByLine, RECEIPT_LABELS as L } from '@depot/shared/receipts/receipt-labels';
import { bankByBin } from '@depot/shared/settings/banks';
import { foldVietnamese } from '@depot/shared/text/fold';
import { formatDate, formatMoney, formatNumber, formatWeight } from '@depot/shared/text/format';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

/** The receipt (spec 2 §2.6) as a pdfmake document, with the texts of the web receipt. */

const COLUMNS: string[] = Object.values(L.columns);

/** `12 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh`: the address in full. */
function addressOf(customer: Receipt['customer']): string {
  return [
    customer.number_house,
    locationLabel(customer.ward_id),
    locationLabel(customer.district_id),
    locationLabel(customer.province_id),
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

function labelled(label: string, value: string): Content {
  return { text: [{ text: `${label}: `, bold: true }, value] };
}

/** Columns whose texts wrap; figures and short headers stay on one line. */
const WRAPPING = new Set<string>([L.columns.name, L.columns.unit, L.columns.paid]);

/** The price, with what it is under it when the column's per kg does not say (priceNote). */
function priceCell(
  product: Receipt['data'][number]['product'],
  figure: { alignment: 'right'; noWrap: boolean },
): TableCell {
  const note = priceNote(product.price_type, product.is_total_money);
  const price = formatMoney(product.price);
  if (!note) return { text: price, ...figure };
  // The note may wrap (`Đơn giá /` `kiện`): kept on one line it widens the column and squeezes
  // the goods names.
  return {
    text: [price, { text: `\n${note}`, color: '#555555', fontSize: 7 }],
    alignment: figure.alignment,
  };
}

function linesTable(receipt: Receipt, fontSize: number): Content {
  const figure = { alignment: 'right' as const, noWrap: true };
  const body: TableCell[][] = [
    COLUMNS.map((text) => ({
      text,
      bold: true,
      alignment: 'center' as const,
      noWrap: !WRAPPING.has(text),
      fillColor: '#eeeeee',
    })),
    ...receipt.data.map((line, index): TableCell[] => [
      { text: String(index + 1), alignment: 'center' },
      { text: [line.product.name, { text: `\n${line.product.code}`, color: '#555555' }] },
      { text: formatNumber(line.product.quantity), ...figure },
      quantityUnit(line.product.price_type, line.product.specification),
      { text: formatWeight(line.product.total_weight), ...figure },
      priceCell(line.product, figure),
      { text: formatMoney(line.amount), ...figure },
      { text: line.product.is_paid ? L.paid : L.unpaid, alignment: 'center', noWrap: true },
    ]),
  ];
  return {
    // The header row repeats at the top of every page the table runs onto.
    table: { headerRows: 1, widths: ['auto', '*', 'auto', 42, 'auto', 'auto', 'auto', 34], body },
    layout: { hLineColor: '#999999', vLineColor: '#999999' },
    fontSize,
    margin: [0, 6, 0, 6],
  };
}

function totals(receipt: Receipt): Content {
  const { sums } = receipt;
  const row = (label: string, value: string, bold = false): TableCell[] => [
    { text: label, bold },
    { text: value, bold, alignment: 'right' },
  ];
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: {
          body: [
            row(L.totalPackages, formatNumber(sums.quantity)),
            row(L.totalAmount, formatMoney(sums.amount)),
            row(L.totalPaid, formatMoney(sums.collected)),
            ...(receipt.payments.length > 0 ? [row(L.paidBy, paidByLine(receipt.payments))] : []),
            row(L.totalDue, formatMoney(sums.due), true),
          ],
        },
        layout: 'noBorders',
      },
    ],
  };
}

function vietQr(receipt: Receipt, qrSize: number): Content[] {
  if (!receipt.vietqr) return [];
  const { depot } = receipt;
  const bank = bankByBin(depot.bank_bin);
  return [
    {
      columns: [
        { width: 'auto', qr: receipt.vietqr, fit: qrSize, eccLevel: 'M' },
        {
          width: '*',
          margin: [10, 0, 0, 0],
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
      margin: [0, 8, 0, 0],
      unbreakable: true,
    },
  ];
}

function signatures(): Content {
  return {
    columns: L.signatures.map((who) => ({
      width: '*',
      alignment: 'center',
      stack: [
        { text: who, bold: true },
        { text: L.signHint, italics: true, fontSize: 7 },
      ],
    })),
    margin: [0, 14, 0, 40],
    unbreakable: true,
  };
}

export function receiptDocument(
  receipt: Receipt,
  { size, printedOn }: { size: PaperSize; printedOn: string },
): TDocumentDefinitions {
  const { depot, car, customer } = receipt;
  const a4 = size === 'A4';
  return {
    pageSize: size,
    pageMargins: a4 ? 36 : 24,
    info: { title: `Phiếu thu ${car.number_car} ${customer.full_name}` },
    defaultStyle: { fontSize: a4 ? 10 : 8, lineHeight: 1.15 },
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: depot.depot_name, bold: true, fontSize: a4 ? 13 : 10 },
              depot.address,
              `${L.hotline}: ${depot.hotline}`,
            ],
          },
          { width: 'auto', text: `${L.printedOn}: ${formatDate(printedOn)}`, alignment: 'right' },
        ],
      },
      {
        text: L.title.toUpperCase(),
        bold: true,
        fontSize: a4 ? 18 : 14,
        alignment: 'center',
        margin: [0, 8, 0, 2],
      },
      ...(receipt.is_close
        ? [{ text: L.closedStamp, bold: true, color: '#c62828', alignment: 'center' as const }]
        : []),
      {
        columns: [labelled(L.plate, car.number_car), labelled(L.driver, car.driver_name)],
        margin: [0, 6, 0, 2],
      },
      labelled(L.customer, customer.full_name),
      labelled(L.address, addressOf(customer)),
      labelled(L.phone, customer.phone),
      {
        columns: [
          labelled(L.arrivalDate, formatDate(receipt.fullDatefrom)),
          labelled(L.deliveryDate, '....................'),
        ],
      },
      linesTable(receipt, a4 ? 9 : 7),
      totals(receipt),
      {
        text: [{ text: `${L.inWords}: `, bold: true }, receipt.amount_words],
        margin: [0, 4, 0, 0],
      },
      ...(receipt.due_words
        ? [{ text: [{ text: `${L.dueInWords}: `, bold: true }, receipt.due_words] }]
        : []),
      ...vietQr(receipt, a4 ? 110 : 80),
      { text: depot.receipt_note, italics: true, margin: [0, 8, 0, 0] },
      { text: depot.hours_note, italics: true },
      signatures(),
    ],
  };
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
