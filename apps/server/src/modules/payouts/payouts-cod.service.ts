import {
  COD_FEE_TAKES_ALL,
  COD_PAYOUT_ADMIN_ONLY,
  codPayoutChanged,
  codPayoutMoney,
  NO_COD_TO_PAY_OUT,
  NOT_COD_PAYABLE,
} from '@depot/shared/payouts/cod-payout.rules';
import type { CodPayoutLine, PayoutCreateValues } from '@depot/shared/payouts/payouts.schema';
import { productCode } from '@depot/shared/products/products.rules';
import { canManageAccounts } from '@depot/shared/users/users.schema';
import { ConflictError, ForbiddenError } from '../../errors';
import type { Context } from '../../lib/context';
import { lockGoods } from '../../lib/lock-order';
import { publishChange } from '../../lib/publish-change';
import { getSettings } from '../settings/settings.service';
import * as cod from './payouts-cod.queries';
import { insertNumberedPayout } from './payouts-record.service';

// `Chi trả` (docs/payments.md, "Paying senders"): an admin pays a sender the thu hộ collected for
// them, all of it or the lines ticked, less the depot's fee.

export const COD_SENDER_GONE = 'Không tìm thấy người gửi';

/**
 * Records a payout of thu hộ in the caller's transaction (createPayout's request-once) and answers
 * its id. The goods are locked (the lock order's goods step; a payout changes no customer's nor
 * trip's figures), then read again: a collection voided meanwhile pays nothing out, and a sum
 * that differs from what the clerk saw (`amount`) is refused instead of paid.
 */
export async function recordCodPayout(tx: Context, body: PayoutCreateValues): Promise<number> {
  if (!canManageAccounts(tx.actor?.role)) throw new ForbiddenError(COD_PAYOUT_ADMIN_ONLY);
  const senderId = body.sender_id!;
  if (!(await cod.customerExists(tx.db, senderId))) {
    throw new ConflictError(COD_SENDER_GONE, { sender_id: COD_SENDER_GONE });
  }
  const scope = { branch: tx.branch };
  const waiting = await cod.payableLines(tx.db, senderId, { ...scope, onlyIds: body.lines });
  if (body.lines && waiting.length !== body.lines.length) {
    throw new ConflictError(NOT_COD_PAYABLE, { lines: NOT_COD_PAYABLE });
  }
  if (waiting.length === 0)
    throw new ConflictError(NO_COD_TO_PAY_OUT, { amount: NO_COD_TO_PAY_OUT });
  const ids = waiting.map((l) => l.id);
  await lockGoods(tx.db, ids);
  const lines = await cod.payableLines(tx.db, senderId, { ...scope, onlyIds: ids });
  const settings = await getSettings(tx);
  const money = codPayoutMoney(
    lines.map((l) => l.payable),
    { percent: settings.cod_fee_percent, min: settings.cod_fee_min },
  );
  if (lines.length === 0) throw new ConflictError(NO_COD_TO_PAY_OUT, { amount: NO_COD_TO_PAY_OUT });
  if (money.net <= 0) throw new ConflictError(COD_FEE_TAKES_ALL, { amount: COD_FEE_TAKES_ALL });
  if (lines.length !== ids.length || money.net !== body.amount) {
    const message = codPayoutChanged(money.net);
    throw new ConflictError(message, { amount: message });
  }
  const row = await insertNumberedPayout(tx, {
    kind: 'cod',
    sender_id: senderId,
    amount: money.net,
    cod_gross: money.gross,
    cod_fee: money.fee,
    method: body.method,
    note: body.note ?? null,
  });
  await cod.insertPayoutLines(
    tx.db,
    row.id,
    lines.map((l) => ({ product_id: l.id, amount: l.payable })),
  );
  await publishChange(tx, 'payoutRecorded', [row.id]);
  return row.id;
}

/** Voiding a payout of thu hộ: its goods locked first, its lines owe their sender again. */
export async function voidCodPayoutLines(tx: Context, payoutId: number): Promise<void> {
  await lockGoods(tx.db, await cod.liveLineGoods(tx.db, payoutId));
  await cod.voidPayoutLines(tx.db, payoutId);
}

/** The lines a payout of thu hộ paid, for its slip. */
export async function codPayoutLines(ctx: Context, payoutId: number): Promise<CodPayoutLine[]> {
  return (await cod.payoutLines(ctx.db, payoutId)).map((r) => ({
    product_id: r.product_id,
    code: productCode(r),
    name: r.name,
    datetime: r.datetime,
    receiver: { id: r.receiver_id, full_name: r.receiver_name },
    cod_amount: Number(r.cod_amount),
    amount: Number(r.amount),
  }));
}
