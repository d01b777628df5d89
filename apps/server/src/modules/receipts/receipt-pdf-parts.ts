import { paidStateText } from '@depot/shared/payments/line-money.rules';
import { customerFullAddress } from '@depot/shared/locations/locations.rules';
import { priceNote, quantityUnit } from '@depot/shared/products/products.rules';
import type { Receipt } from '@depot/shared/receipts/receipts.schema';
import { RECEIPT_LABELS as L } from '@depot/shared/receipts/receipt-labels';
import { formatDate, formatMoney, formatNumber, formatWeight } from '@depot/shared/text/format';
import type {
  Content,
  ContentTable,
  ContentText,
  CustomTableLayout,
  TableCell,
} from 'pdfmake/interfaces';

/** The receipt PDF's head and goods (spec 2 §2.6), with the texts of the web receipt. */

/** Sizes of one paper: A5 is compact, so that twelve lines and the footer fit one sheet. */
export type PdfScale = {
  text: number;
  table: number;
  depot: number;
  title: number;
  qr: number;
  /** Room to sign under the signatures' titles. */
  signRoom: number;
};

/** `id` of the last line's first cell and of the footer's first text (receipt-pdf.ts). */
export const LAST_LINE_ID = 'receipt-last-line';
export const FOOTER_ID = 'receipt-footer';

const COLUMNS: string[] = Object.values(L.columns);

export function labelled(label: string, value: string): ContentText {
  return { text: [{ text: `${label}: `, bold: true }, value] };
}

/** The depot on the left; the title, the day printed and the vehicle on the right. */
export function receiptHead(receipt: Receipt, printedOn: string, scale: PdfScale): Content[] {
  const { depot, car, customer } = receipt;
  return [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: depot.depot_name, bold: true, fontSize: scale.depot },
            depot.address,
            `${L.hotline}: ${depot.hotline}`,
          ],
        },
        {
          width: 'auto',
          alignment: 'right',
          stack: [
            { text: L.title.toUpperCase(), bold: true, fontSize: scale.title },
            ...(receipt.is_close ? [{ text: L.closedStamp, bold: true, color: '#c62828' }] : []),
            `${L.printedOn}: ${formatDate(printedOn)}`,
            {
              text: [
                { text: `${L.plate}: `, bold: true },
                car.number_car,
                { text: ` · ${L.driver}: `, bold: true },
                car.driver_name,
              ],
            },
          ],
        },
      ],
      columnGap: 12,
    },
    {
      margin: [0, 6, 0, 0],
      stack: [
        {
          columns: [
            { width: '*', ...labelled(L.customer, customer.full_name) },
            { width: 'auto', ...labelled(L.phone, customer.phone) },
          ],
          columnGap: 12,
        },
        labelled(L.address, customerFullAddress(customer)),
        {
          columns: [
            { width: '*', ...labelled(L.arrivalDate, formatDate(receipt.fullDatefrom)) },
            { width: 'auto', ...labelled(L.deliveryDate, '....................') },
          ],
          columnGap: 12,
        },
      ],
    },
  ];
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
    text: [price, { text: `\n${note}`, color: '#555555', fontSize: 6.5 }],
    alignment: figure.alignment,
  };
}

/** Thin rules and a point of padding: twelve rows of two lines take half an A5 page. */
export const TABLE_LAYOUT: CustomTableLayout = {
  hLineColor: () => '#999999',
  vLineColor: () => '#999999',
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 1,
  paddingBottom: () => 1,
};

/**
 * Shares of the width, the same on every page and for both parts of a split table; the name
 * takes the rest. Measured at A5's 7 pt: the headers on one line (`Đã thanh toán` on two), and
 * figures up to `12.345.000 đ` and `1.771,5 kg`.
 */
const WIDTHS = ['6%', '*', '10.5%', '11%', '11%', '14.5%', '15%', '11%'];

function lineRow(line: Receipt['data'][number], index: number, id?: string): TableCell[] {
  const figure = { alignment: 'right' as const, noWrap: true };
  const { product } = line;
  return [
    { text: String(index + 1), alignment: 'center', ...(id ? { id } : {}) },
    // The code after the name, under it when the column is too narrow for both.
    { text: [product.name, { text: `  ${product.code}`, color: '#555555' }] },
    { text: formatNumber(product.quantity), ...figure },
    quantityUnit(product.price_type, product.specification),
    { text: formatWeight(product.total_weight), ...figure },
    priceCell(product, figure),
    { text: formatMoney(line.amount), ...figure },
    // Đã thu / Chưa thu on one line; a part-paid line's `Đã thu 150.000 · còn 50.000` wraps.
    { text: paidStateText(line), alignment: 'center', noWrap: line.paid_state !== 'partial' },
  ];
}

/**
 * The goods, with the header row at the top of every page the table runs onto; no row is cut
 * across two pages. The last row's number carries LAST_LINE_ID (see receipt-pdf.ts). With
 * `tail`, that many last rows are a second table on the next page, under the header again.
 */
export function linesTable(receipt: Receipt, scale: PdfScale, tail = 0): Content[] {
  const header: TableCell[] = COLUMNS.map((text) => ({
    text,
    bold: true,
    alignment: 'center' as const,
    noWrap: !WRAPPING.has(text),
    fillColor: '#eeeeee',
  }));
  const last = receipt.data.length - 1;
  const rows = receipt.data.map((line, index) =>
    lineRow(line, index, index === last && index > 0 ? LAST_LINE_ID : undefined),
  );
  const table = (body: TableCell[][]): ContentTable => ({
    table: { headerRows: 1, dontBreakRows: true, widths: WIDTHS, body: [header, ...body] },
    layout: TABLE_LAYOUT,
    fontSize: scale.table,
    margin: [0, 6, 0, 4],
  });
  const split = Math.min(tail, rows.length - 1);
  if (split <= 0) return [table(rows)];
  return [table(rows.slice(0, -split)), { ...table(rows.slice(-split)), pageBreak: 'before' }];
}
