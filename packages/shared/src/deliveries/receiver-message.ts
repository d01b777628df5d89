import { formatMoney } from '../text/format';

/**
 * `Sao chép tin nhắn` (docs/domain.md, "Handover"): the message a clerk pastes into Zalo or an
 * SMS to tell a receiver their goods are waiting. Nothing is sent from the server; the clerk
 * sends it from their own phone, as depots do.
 */
export type ReceiverMessageInput = {
  customerName: string;
  depotName: string;
  /** The branch where the goods wait, when the depot has several. */
  branchName: string | null;
  hotline: string;
  hoursNote: string;
  parcels: { code: string; name: string; due: number; cod_due: number }[];
  /** Each parcel's public tracking link, by code, when known. */
  links: ReadonlyMap<string, string>;
};

export function receiverMessage(input: ReceiverMessageInput): string {
  const freight = input.parcels.reduce((sum, p) => sum + p.due, 0);
  const cod = input.parcels.reduce((sum, p) => sum + p.cod_due, 0);
  const where = input.branchName ? ` tại ${input.branchName}` : '';
  const lines = [
    `${input.depotName} xin chào ${input.customerName}.`,
    `Hàng của quý khách đã đến${where}, ${input.parcels.length} mã hàng:`,
    ...input.parcels.map((p) => {
      const link = input.links.get(p.code);
      return `- ${p.code} ${p.name}${link ? ` (tra cứu: ${link})` : ''}`;
    }),
  ];
  if (freight + cod > 0) {
    const parts = cod > 0 ? ` (cước ${formatMoney(freight)} + thu hộ ${formatMoney(cod)})` : '';
    lines.push(`Số tiền cần thanh toán khi nhận: ${formatMoney(freight + cod)}${parts}.`);
  } else {
    lines.push('Hàng đã thanh toán đủ.');
  }
  lines.push(input.hoursNote, `Hotline: ${input.hotline}`);
  return lines.join('\n');
}
