import type { FreightPayer } from '../products/sender-cod.rules';
import { lineAmount, lineCollected, type AmountInput } from '../products/products.rules';
import type { Role } from '../users/users.schema';

/** Roles that see and restore the archive of deleted lists (docs/domain.md, docs/decisions/0012-archive-and-close-statements.md). */
export const ARCHIVE_ROLES: readonly Role[] = ['superadmin'];
export function canUseArchive(role: Role | undefined): boolean {
  return role !== undefined && ARCHIVE_ROLES.includes(role);
}

/** A goods line of a statement, as the totals read it. */
/**
 * A line of a statement: its pricing, its `Đã thu` flag and, where known, the money collected for
 * it (paid_amount, docs/decisions/0001-payments-are-records.md). Without paid_amount a paid line counts whole.
 */
export type StatementLine = AmountInput & {
  is_paid: boolean;
  paid_amount?: number;
  /** Its sender pays its freight: nothing of it is due from the statement's customer. */
  freight_payer?: FreightPayer;
};

/** The footer of a statement or receipt (spec 2 §2.6, §9). */
export type StatementTotals = {
  lines: number;
  /** Packages. */
  quantity: number;
  /** kg, two decimals. */
  total_weight: number;
  /** đồng: lineAmount of every line. */
  amount: number;
  /** đồng: the amounts of the paid lines only. */
  collected: number;
  /** đồng still due on lines their senders pay (`Người gửi trả`), not from this customer. */
  sender_due: number;
  /** đồng: amount − collected − sender_due, what this customer still owes. */
  due: number;
};

/** Sums weights of two decimals exactly (in hundredths), as the database's numeric does. */
export function sumWeights(weights: readonly number[]): number {
  return weights.reduce((sum, w) => sum + Math.round(w * 100), 0) / 100;
}

/**
 * What is still to collect: the total minus what the paid lines brought (spec 2 §9), less what
 * senders who pay their lines' freight still owe on them (docs/payments.md).
 */
export function dueAmount(amount: number, collected: number, senderDue = 0): number {
  return amount - collected - senderDue;
}

/** Totals of a statement's lines: weight, amount via lineAmount, collected, due. */
export function statementTotals(lines: readonly StatementLine[]): StatementTotals {
  let amount = 0;
  let collected = 0;
  let senderDue = 0;
  let quantity = 0;
  for (const line of lines) {
    const lineTotal = lineAmount(line);
    amount += lineTotal;
    const paid = line.paid_amount ?? (line.is_paid ? lineTotal : 0);
    const lineIn = lineCollected(lineTotal, paid);
    collected += lineIn;
    if (line.freight_payer === 'sender') senderDue += lineTotal - lineIn;
    quantity += line.quantity;
  }
  return {
    lines: lines.length,
    quantity,
    total_weight: sumWeights(lines.map((l) => l.total_weight)),
    amount,
    collected,
    sender_due: senderDue,
    due: dueAmount(amount, collected, senderDue),
  };
}

/**
 * `Đã Đóng` (docs/decisions/0012-archive-and-close-statements.md): a statement is closed when it has lines and every one is
 * paid. Counts are enough, so a list can say it from SQL counts without loading the lines.
 */
export function isClosedByCounts({ lines, paid_lines }: { lines: number; paid_lines: number }) {
  return lines > 0 && paid_lines >= lines;
}

/** The same rule over the lines themselves: a line its sender pays owes this customer nothing. */
export function isStatementClosed(
  lines: readonly { is_paid: boolean; freight_payer?: FreightPayer }[],
): boolean {
  return isClosedByCounts({
    lines: lines.length,
    paid_lines: lines.filter((l) => l.is_paid || l.freight_payer === 'sender').length,
  });
}

/**
 * Vehicle status (docs/domain.md): `Hết chỗ` once the trip's loaded weight reaches the
 * car's capacity (both in kg).
 */
export function isTripFull({
  capacity,
  loaded_weight,
}: {
  capacity: number;
  loaded_weight: number;
}) {
  return loaded_weight >= capacity;
}
