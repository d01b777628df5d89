import { COD_LINE_STATE_LABELS } from '@depot/shared/cod/cod.rules';
import type { codSenderExportQuerySchema } from '@depot/shared/cod/cod.schema';
import { codPayable } from '@depot/shared/payouts/cod-payout.rules';
import type { z } from 'zod';
import type { Context } from '../../lib/context';
import { senderLines } from '../cod/cod.service';
import {
  addSheet,
  excelDate,
  FORMATS,
  slug,
  writeRow,
  type ExportColumn,
  type ExportFile,
} from './xlsx-stream';

/** The lines of `Đối soát thu hộ` as its screen shows them, and what waits to be paid out. */
export const COD_SENDER_COLUMNS: ExportColumn[] = [
  { header: 'Mã hàng', key: 'code', width: 16 },
  { header: 'Ngày nhận', key: 'date', width: 14, numFmt: FORMATS.date },
  { header: 'Tên hàng', key: 'name', width: 30 },
  { header: 'Người nhận', key: 'receiver', width: 28 },
  { header: 'Tiền thu hộ', key: 'cod', width: 16, numFmt: FORMATS.money },
  { header: 'Đã thu', key: 'collected', width: 16, numFmt: FORMATS.money },
  { header: 'Còn phải thu', key: 'due', width: 16, numFmt: FORMATS.money },
  { header: 'Đã trả người gửi', key: 'paid_out', width: 18, numFmt: FORMATS.money },
  { header: 'Chờ chi trả', key: 'waiting', width: 16, numFmt: FORMATS.money },
  { header: 'Tình trạng', key: 'state', width: 20 },
];
/** The title and the sender stay in view while the lines scroll. */
export const COD_SENDER_TITLE_ROWS = 2;

/**
 * GET /export/cod-sender: a sender's statement of thu hộ (docs/payments.md, "Owed to senders"), to
 * send them with a payout: every line of theirs with its receiver, what was collected, what is
 * still due from the receiver, what was paid out and what waits, then the sums. Read through the
 * screen's service (senderLines: its 404 before any byte, its branch).
 */
export async function codSenderFile(
  ctx: Context,
  query: z.output<typeof codSenderExportQuerySchema>,
): Promise<ExportFile> {
  const { sender, lines, sums } = await senderLines(ctx, query.sender_id);
  const name = sender.full_name.normalize('NFC');
  const collected = lines.reduce((sum, l) => sum + l.cod_collected, 0);
  return {
    names: {
      ascii: `doi-soat-thu-ho-${slug(name)}.xlsx`,
      utf8: `đối-soát-thu-hộ-${name}.xlsx`,
    },
    write: async (book) => {
      const sheet = addSheet(book, 'Thu hộ', COD_SENDER_COLUMNS, COD_SENDER_TITLE_ROWS);
      writeRow(sheet, [`Đối soát thu hộ: ${name} - ${sender.phone}`], true);
      writeRow(
        sheet,
        COD_SENDER_COLUMNS.map((c) => c.header),
        true,
      );
      for (const line of lines) {
        writeRow(sheet, {
          code: line.code,
          date: excelDate(line.datetime),
          name: line.name,
          receiver: line.receiver.full_name,
          cod: line.cod_amount,
          collected: line.cod_collected,
          due: line.cod_due,
          paid_out: line.paid_out,
          waiting: codPayable(line),
          state: COD_LINE_STATE_LABELS[line.state],
        });
      }
      writeRow(sheet, []);
      writeRow(
        sheet,
        {
          code: 'Tổng cộng',
          name: `${sums.lines} dòng`,
          cod: sums.cod_amount,
          collected,
          due: sums.not_collected,
          paid_out: sums.paid_out,
          waiting: sums.collected_unpaid,
        },
        true,
      );
      sheet.commit();
    },
  };
}
