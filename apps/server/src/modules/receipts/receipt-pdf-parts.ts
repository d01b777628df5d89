import { receiptLineState } from '@depot/shared/receipts/receipt-labels';
import { customerFullAddress } from '@depot/shared/locations/locations.rules';
import { priceNote, quantityUnit } from '@depot/shared/products/products.rules';
import type { Receipt } from '@depot/shared/receipts/receipts.schema';
import { RECEIPT_LABELS as L } from '@depot/shared/receipts/receipt-labels';
import {
  FONT_NATURAL_LINE,
  mmToPt,
  RECEIPT_COLUMN_WIDTHS,
} from '@depot/shared/receipts/receipt-layout';
import { formatDate, formatMoney, formatNumber } from '@depot/shared/text/format';
import type {
  Content,
  ContentTable,
  ContentText,
  CustomTableLayout,
  TableCell,
} from 'pdfmake/interfaces';

/**
 * The receipt PDF's head and goods (spec 2 §2.6): the web print's boxes and texts, so that the
 * two break their pages at the same lines (docs/printing.md).
 */

/** Sizes of one paper in points, from the sheet's measures shared with the web print. */
export type PdfScale = {
  margin: number;
  /** pdfmake's line heights: CSS's in ems over the font's own line (FONT_NATURAL_LINE). */
  lineHeight: number;
  tableLineHeight: number;
  text: number;
  table: number;
  depot: number;
  title: number;
  titleColumn: number;
  totalsColumn: number;
  totalsLabel: number;
  qr: number;
  /** The tracking link's small QR code beside the customer, and its caption's width. */
  trackQr: number;
  trackCaption: number;
  /** Room to sign under the signatures' titles. */
  signRoom: number;
};

/** `id` of the last line's first cell and of the footer's first text (receipt-pdf.ts). */
export const LAST_LINE_ID = 'receipt-last-line';
export const FOOTER_ID = 'receipt-footer';

/** The web's 4 mm between the sheet's columns; 1 CSS px is 0.75 pt. */
export const COLUMN_GAP = mmToPt(4);
export const PX = 0.75;

const COLUMNS: string[] = Object.values(L.columns);

/** `Label: value`, the label plain and the value as the web sheet sets it. */
export function labelled(label: string, value: string, bold = false): ContentText {
  return { text: [`${label}: `, bold ? { text: value, bold: true } : value] };
}

/**
 * The web sheet's heading, box for box: the depot (name in capitals, address, hotline) wrapping
 * in its column; the title, the day printed, the vehicle and the driver in a fixed one; then
 * the customer and address beside the phone and the dates.
 */
export function receiptHead(receipt: Receipt, printedOn: string, scale: PdfScale): Content[] {
  const { depot, car, customer } = receipt;
  return [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: depot.depot_name.toUpperCase(), bold: true, fontSize: scale.depot },
            `${L.address}: ${depot.address}`,
            `${L.hotline}: ${depot.hotline}`,
          ],
        },
        {
          width: scale.titleColumn,
          alignment: 'right',
          stack: [
            {
              text: L.title.toUpperCase(),
              bold: true,
              fontSize: scale.title,
              lineHeight: 1.35 / FONT_NATURAL_LINE,
              margin: [0, 0, 0, 2 * PX],
            },
            `${L.printedOn}: ${formatDate(printedOn)}`,
            labelled(L.plate, car.number_car, true),
            labelled(L.driver, car.driver_name),
            ...(receipt.is_close ? [{ text: L.closedStamp, bold: true, color: '#cf1322' }] : []),
          ],
        },
      ],
      columnGap: COLUMN_GAP,
      margin: [0, 0, 0, 4 * PX],
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            labelled(L.customer, customer.full_name, true),
            labelled(L.address, customerFullAddress(customer)),
          ],
        },
        {
          width: scale.titleColumn,
          stack: [
            labelled(L.phone, customer.phone),
            labelled(L.arrivalDate, formatDate(receipt.fullDatefrom)),
            labelled(L.deliveryDate, '....................'),
          ],
        },
      ],
      columnGap: COLUMN_GAP,
      margin: [0, 0, 0, 6 * PX],
    },
  ];
}

/** The price, with what it is under it when the column's per kg does not say (priceNote). */
function priceCell(product: Receipt['data'][number]['product'], scale: PdfScale): TableCell {
  const note = priceNote(product.price_type, product.is_total_money);
  const price = formatMoney(product.price);
  if (!note) return { text: price, alignment: 'right' };
  return {
    text: [price, { text: `\n${note}`, color: '#595959', fontSize: scale.table * 0.85 }],
    alignment: 'right',
  };
}

/** The web's table: 1 px rules, 1 px above and below a cell's text, 3 px beside it. */
export const TABLE_LAYOUT: CustomTableLayout = {
  hLineWidth: () => PX,
  vLineWidth: () => PX,
  paddingLeft: () => 3 * PX,
  paddingRight: () => 3 * PX,
  paddingTop: () => PX,
  paddingBottom: () => PX,
};

/** The sheet's shares of the width (receipt-layout.ts), the same as the web print's. */
const WIDTHS = RECEIPT_COLUMN_WIDTHS.map((share) => `${share}%`);

function lineRow(line: Receipt['data'][number], index: number, scale: PdfScale, id?: string) {
  const figure = { alignment: 'right' as const };
  const { product } = line;
  const cells: TableCell[] = [
    { text: String(index + 1), ...figure, ...(id ? { id } : {}) },
    product.name,
    { text: formatNumber(product.quantity), ...figure },
    quantityUnit(product.price_type, product.specification),
    { text: formatNumber(product.total_weight, 2), ...figure },
    priceCell(product, scale),
    { text: formatMoney(line.amount), ...figure },
    receiptLineState(line),
  ];
  return cells;
}

/**
 * The goods, with the header row at the top of every page the table runs onto; no row is cut
 * across two pages. The last row's number carries LAST_LINE_ID (see receipt-pdf.ts). With
 * `tail`, that many last rows are a second table on the next page, under the header again.
 */
export function linesTable(receipt: Receipt, scale: PdfScale, tail = 0): Content[] {
  const header: TableCell[] = COLUMNS.map((text, index) => ({
    text,
    bold: true,
    // As the web's: figures' headers to the right, the others centred.
    alignment: [0, 2, 4, 5, 6].includes(index) ? ('right' as const) : ('center' as const),
    fillColor: '#f5f5f5',
  }));
  const last = receipt.data.length - 1;
  const rows = receipt.data.map((line, index) =>
    lineRow(line, index, scale, index === last && index > 0 ? LAST_LINE_ID : undefined),
  );
  const table = (body: TableCell[][]): ContentTable => ({
    table: { headerRows: 1, dontBreakRows: true, widths: WIDTHS, body: [header, ...body] },
    layout: TABLE_LAYOUT,
    fontSize: scale.table,
    lineHeight: scale.tableLineHeight,
  });
  const split = Math.min(tail, rows.length - 1);
  if (split <= 0) return [table(rows)];
  return [table(rows.slice(0, -split)), { ...table(rows.slice(-split)), pageBreak: 'before' }];
}
