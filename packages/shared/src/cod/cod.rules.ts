import type { CodLineState } from './cod.schema';

// Where a line's thu hộ stands (docs/payments.md, "Owed to senders"), from what was collected of
// it and what was paid out of that to its sender.

export const COD_LINE_STATE_LABELS: Record<CodLineState, string> = {
  not_collected: 'Chưa thu',
  partial: 'Thu một phần',
  collected: 'Đã thu, chưa trả',
  paid_out: 'Đã trả người gửi',
};

/** The state of a line's thu hộ: paid out once all of it went to the sender. */
export function codLineState(line: {
  cod_amount: number;
  cod_collected: number;
  paid_out: number;
}): CodLineState {
  if (line.cod_amount > 0 && line.paid_out >= line.cod_amount) return 'paid_out';
  if (line.cod_collected >= line.cod_amount) return 'collected';
  if (line.cod_collected > 0) return 'partial';
  return 'not_collected';
}

/** The figures of lines summed, as a sender's row and the page's sums read. */
export function sumCodLines(
  lines: readonly {
    cod_amount: number;
    cod_collected: number;
    cod_due: number;
    paid_out: number;
  }[],
) {
  let cod_amount = 0;
  let not_collected = 0;
  let collected = 0;
  let paid_out = 0;
  for (const l of lines) {
    cod_amount += l.cod_amount;
    not_collected += l.cod_due;
    collected += l.cod_collected;
    paid_out += l.paid_out;
  }
  return {
    lines: lines.length,
    cod_amount,
    not_collected,
    collected_unpaid: collected - paid_out,
    paid_out,
  };
}
