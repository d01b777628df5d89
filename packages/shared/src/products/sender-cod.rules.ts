import { formatMoney, formatNumber } from '../text/format';
import { MAX_LINE_AMOUNT } from './products.rules';

// A goods line's sender and the money collected from its receiver for that sender, `Thu hộ`
// (docs/payments.md, "Sender and thu hộ"). The line's customer is its receiver, who owes its
// freight; its sender is another customer of the depot, named when the goods came from one.

/** The most a line may have collected for its sender: the cap of a line's amount. */
export const MAX_COD_AMOUNT = MAX_LINE_AMOUNT;

export const SENDER_IS_RECEIVER = 'Người gửi phải khác người nhận';
export const SENDER_PAYS_WITHOUT_SENDER = 'Chọn người gửi khi người gửi trả cước';

/**
 * Who pays a line's freight (docs/payments.md, "Who pays the freight"): its receiver, the usual
 * payer, or its sender at the counter. The payer owes the freight; the receiver always owes the
 * thu hộ.
 */
export const FREIGHT_PAYERS = ['receiver', 'sender'] as const;
export type FreightPayer = (typeof FREIGHT_PAYERS)[number];
export const FREIGHT_PAYER_LABELS: Record<FreightPayer, string> = {
  receiver: 'Người nhận trả',
  sender: 'Người gửi trả',
};
export const NO_SENDER = 'Người gửi không tồn tại hoặc đã bị xóa';
export const COD_TOO_LARGE = `Thu hộ không được vượt quá ${formatMoney(MAX_COD_AMOUNT)}`;

/**
 * A line's thu hộ collected and still due: what its payments collected, never past the amount
 * (an amount lowered after collection leaves the excess to be given back, not owed).
 */
export function codMoney(codAmount: number, codPaid: number) {
  const collected = Math.min(Math.max(codPaid, 0), codAmount);
  return { cod_collected: collected, cod_due: codAmount - collected };
}

/**
 * What is wrong with a line's sender, by field: a sender is never the receiver, and a line whose
 * sender pays the freight names its sender.
 */
export function senderErrors(line: {
  customer_id: number;
  sender_id: number | null;
  freight_payer?: FreightPayer;
}): Partial<Record<'sender_id', string>> {
  if (line.sender_id !== null && line.sender_id === line.customer_id) {
    return { sender_id: SENDER_IS_RECEIVER };
  }
  if (line.freight_payer === 'sender' && line.sender_id === null) {
    return { sender_id: SENDER_PAYS_WITHOUT_SENDER };
  }
  return {};
}

/** The customer who owes a line's freight: its sender when they pay, else its receiver. */
export function freightPayerId(line: {
  customer_id: number;
  sender_id: number | null;
  freight_payer: FreightPayer;
}): number {
  return line.freight_payer === 'sender' && line.sender_id !== null
    ? line.sender_id
    : line.customer_id;
}

/** What the receiver is to pay for lines: the freight still due and the money for the senders. */
export type ReceiverCollects = { freight: number; cod: number; total: number };

/** Of a line's freight still due, what its receiver pays: none when its sender pays it. */
export function receiverFreightDue(line: { due: number; freight_payer: FreightPayer }): number {
  return line.freight_payer === 'sender' ? 0 : line.due;
}

/** The receiver's part of lines: their freight (unless their sender pays it) and thu hộ still due. */
export function receiverCollects(
  lines: readonly { due: number; cod_due: number; freight_payer: FreightPayer }[],
): ReceiverCollects {
  let freight = 0;
  let cod = 0;
  for (const line of lines) {
    freight += receiverFreightDue(line);
    cod += line.cod_due;
  }
  return { freight, cod, total: freight + cod };
}

/**
 * `Thu người nhận: cước 150.000 + thu hộ 2.000.000 = 2.150.000 đ`, the words a label, receipt and
 * statement print when something is collected for a sender; nothing to add without it.
 */
export function receiverCollectsText({ freight, cod, total }: ReceiverCollects): string | null {
  if (cod === 0) return null;
  return `Thu người nhận: cước ${formatNumber(freight)} + thu hộ ${formatNumber(cod)} = ${formatMoney(total)}`;
}
