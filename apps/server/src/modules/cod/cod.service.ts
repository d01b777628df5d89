import type {
  CodFigures,
  CodReceiverLines,
  CodSenderLines,
  CodSenders,
  CodSendersQuery,
} from '@depot/shared/cod/cod.schema';
import { codMoney } from '@depot/shared/products/sender-cod.rules';
import { codLineState, sumCodLines } from '@depot/shared/cod/cod.rules';
import { productCode } from '@depot/shared/products/products.rules';
import { NotFoundError } from '../../errors';
import type { Context } from '../../lib/context';
import { pageOf } from '../../lib/reply';
import { foldedKeyword } from '../../lib/sql-pattern';
import * as q from './cod.queries';

// `Đối soát thu hộ` (docs/payments.md, "Owed to senders"), within the branch acted for.

export const SENDER_NOT_FOUND = 'Không tìm thấy người gửi';

const figuresOf = (r: {
  lines: number;
  cod_amount: string;
  not_collected: string;
  collected_unpaid: string;
  paid_out: string;
}): CodFigures => ({
  lines: Number(r.lines),
  cod_amount: Number(r.cod_amount ?? 0),
  not_collected: Number(r.not_collected ?? 0),
  collected_unpaid: Number(r.collected_unpaid ?? 0),
  paid_out: Number(r.paid_out ?? 0),
});

/** GET /api/cod/senders: a page of senders, the most owed first, and all of them summed. */
export async function listSenders(ctx: Context, query: CodSendersQuery): Promise<CodSenders> {
  const scope = { branch: ctx.branch, keywordFolded: foldedKeyword(query.q) };
  const [rows, totals] = await Promise.all([
    q.sendersPage(ctx.db, scope, { limit: query.limit, offset: (query.paged - 1) * query.limit }),
    q.sendersTotals(ctx.db, scope),
  ]);
  const page = pageOf(
    rows.map((r) => ({
      sender: { id: r.id, full_name: r.full_name, phone: r.phone },
      ...figuresOf(r),
    })),
    totals.senders,
    query.paged,
    query.limit,
  );
  return { ...page, sums: figuresOf(totals) };
}

/** The thu hộ collected and not paid out to the senders now, in the branch acted for. */
export async function codOwed(ctx: Context): Promise<number> {
  return q.collectedUnpaid(ctx.db, ctx.branch);
}

/** GET /api/cod/senders/:id/lines: the sender's lines with thu hộ, newest first. */
export async function senderLines(ctx: Context, senderId: number): Promise<CodSenderLines> {
  const sender = await q.namedCustomer(ctx.db, senderId);
  if (!sender) throw new NotFoundError(SENDER_NOT_FOUND);
  const rows = await q.senderLines(ctx.db, { branch: ctx.branch, senderId });
  const lines = rows.map((r) => {
    const cod_amount = Number(r.cod_amount);
    // The one rule of a line's thu hộ collected and due (sender-cod.rules.ts).
    const { cod_collected, cod_due } = codMoney(cod_amount, Number(r.collected));
    const paid_out = Number(r.paid_out);
    return {
      id: r.id,
      code: productCode(r),
      name: r.name,
      datetime: r.datetime,
      receiver: { id: r.receiver_id, full_name: r.receiver_name, phone: r.receiver_phone },
      cod_amount,
      cod_collected,
      cod_due,
      paid_out,
      state: codLineState({ cod_amount, cod_collected, paid_out }),
    };
  });
  return { sender, lines, sums: sumCodLines(lines) };
}

export const RECEIVER_NOT_FOUND = 'Không tìm thấy khách hàng';

/** GET /api/cod/receivers/:id/lines: what the receiver still owes the senders, oldest first. */
export async function receiverLines(ctx: Context, customerId: number): Promise<CodReceiverLines> {
  if (!(await q.namedCustomer(ctx.db, customerId))) throw new NotFoundError(RECEIVER_NOT_FOUND);
  const lines = (await q.receiverDueLines(ctx.db, customerId)).map((r) => ({
    id: r.id,
    code: productCode(r),
    name: r.name,
    datetime: r.datetime,
    sender: { id: r.sender_id, full_name: r.sender_name },
    cod_amount: Number(r.cod_amount),
    ...codMoney(Number(r.cod_amount), Number(r.cod_paid)),
  }));
  return { lines, cod_due: lines.reduce((sum, l) => sum + l.cod_due, 0) };
}
