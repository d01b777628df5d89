import { formatMoney } from '../text/format';

/**
 * Payments as records (docs/decisions/0001-payments-are-records.md): money received from a customer, numbered, allocated to the
 * opening debt and to goods lines, never edited, only voided. The rules here are pure so that the
 * server, the migration's checks and the web's preview of a payment all allocate the same way.
 */

/** How the money came in; the cash book counts each clerk's drawer (cash) apart from transfers. */
export const PAYMENT_METHODS = ['cash', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a person reads for each method, on the receipt, the cash book and its export. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Tiền mặt',
  transfer: 'Chuyển khoản',
};

/**
 * The largest single payment in đồng (100 tỷ), the idea of MAX_LINE_AMOUNT: far above what a
 * depot's customer pays at once (a lump sum over many statements included), it refuses a typo of
 * a few extra zeros, and tens of thousands of payments at the cap still sum below 2^53, so every
 * total of the cash book stays an exact JS number. The database's payments_amount_check holds
 * the same literal.
 */
export const MAX_PAYMENT_AMOUNT = 100_000_000_000;

/** What a person reads when a payment is past MAX_PAYMENT_AMOUNT. */
export const PAYMENT_AMOUNT_TOO_LARGE = `Số tiền không được vượt quá ${formatMoney(MAX_PAYMENT_AMOUNT)}`;

export type PaymentNumberParts = { year: number; month: number; order: number };

/**
 * The receipt number `PT-YYMM-NNNN` (docs/decisions/0001-payments-are-records.md), from the year and month the money was received
 * and that month's counter, as goods codes are made (productCode): 2026-11, 42nd → `PT-2611-0042`.
 * A month past 9 999 payments keeps counting (`PT-2611-12345`) rather than wrapping to a number
 * already handed to a customer.
 */
export function paymentNumber(parts: PaymentNumberParts): string {
  return documentNumber('PT', parts);
}

/**
 * The numbered series of money documents, each counted per month apart (the server's
 * payment_number_counters, one row per series and month): `PT` payments (`Phiếu thu`), `PC`
 * payouts (`Phiếu chi`, payouts/payouts.rules.ts), `GH` handovers (`Phiếu giao hàng`), `CT` money
 * sent between branches (`Phiếu chuyển tiền`, remittances/remittances.rules.ts).
 */
export const NUMBER_SERIES = ['PT', 'PC', 'GH', 'CT'] as const;
export type NumberSeries = (typeof NUMBER_SERIES)[number];

/** `PT-2611-0042`, `PC-2611-0007`: the series, YYMM of the month and that month's order. */
export function documentNumber(series: NumberSeries, { year, month, order }: PaymentNumberParts) {
  const yymm = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}`;
  return `${series}-${yymm}-${String(order).padStart(4, '0')}`;
}

// Five digits or more never start with 0: `PT-2611-012345` is no number paymentNumber writes,
// and reading it as order 12345 would let two spellings name one receipt.
const PAYMENT_NUMBER = /^PT-(\d{2})(\d{2})-(\d{4}|[1-9]\d{4,8})$/i;

/**
 * The parts of a typed receipt number (a search, a scanned receipt), or null when it is no
 * number paymentNumber could have written. Years are 2000–2099, as every date of the depot.
 */
export function parsePaymentNumber(text: string): PaymentNumberParts | null {
  const m = PAYMENT_NUMBER.exec(text.trim());
  if (!m) return null;
  const parts = { year: 2000 + Number(m[1]), month: Number(m[2]), order: Number(m[3]) };
  if (parts.month < 1 || parts.month > 12 || parts.order < 1) return null;
  return parts;
}

/** A customer's goods line that still owes money: `due` > 0 đồng, `date` its receive date. */
export type UnpaidLine = { id: number; due: number; date: string };

export type AllocationInput = {
  /** The payment, whole đồng. */
  amount: number;
  /** What is still owed of the customer's opening debt (`Nợ đầu kỳ`), ≥ 0. */
  openingDue: number;
  /** The customer's unpaid lines, in any order. */
  lines: readonly UnpaidLine[];
  /** The line ids the clerk ticked; ids not among `lines` are skipped. */
  chosen?: readonly number[];
  /** Whether the clerk ticked the opening debt. */
  chosenOpening?: boolean;
};

export type AllocationPlan = {
  /** Paid to the opening debt. */
  opening: number;
  /** Paid to each line, oldest first; only lines that receive money. */
  lines: { id: number; amount: number }[];
  /** What is left: the customer's credit, used by their next lines. */
  credit: number;
};

/** Oldest first: receive date, then id (the order the lines were recorded that day). */
function oldestFirst(a: UnpaidLine, b: UnpaidLine): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.id - b.id;
}

/**
 * How a payment is allocated, the way a depot owner settles a debt by hand: the opening debt
 * first, since it is the oldest money owed, then the oldest lines first, each taking what it
 * still owes until the money runs out; the line where it runs out stays partly due.
 *
 * When the clerk ticks what is paid (`chosen` and/or `chosenOpening` given), those first, in the
 * same order: a customer paying for one statement expects that statement settled. Money beyond
 * what was ticked then pays the rest of what is owed the same way (the opening debt, then the
 * oldest lines), so credit never stands beside money owed (docs/domain.md, "Money on screens").
 * Only what is left after every debt is credit. Validation (the amount, lines that belong to the
 * customer) is the schema's and the service's job, so this always answers.
 */
export function planAllocation({
  amount,
  openingDue,
  lines,
  chosen,
  chosenOpening,
}: AllocationInput): AllocationPlan {
  const picking = chosen !== undefined || chosenOpening !== undefined;
  const picked = new Set(chosen ?? []);
  const owedOpening = Math.max(openingDue, 0);
  let left = Math.max(amount, 0);
  let opening = 0;
  const paid = new Map<number, number>();

  const payOpening = () => {
    const take = Math.min(left, owedOpening - opening);
    opening += take;
    left -= take;
  };
  const payLine = (line: UnpaidLine) => {
    const before = paid.get(line.id) ?? 0;
    const take = Math.min(left, line.due - before);
    if (take <= 0) return;
    paid.set(line.id, before + take);
    left -= take;
  };

  const owing = lines.filter((l) => l.due > 0).sort(oldestFirst);
  if (picking) {
    if (chosenOpening) payOpening();
    for (const line of owing) if (picked.has(line.id)) payLine(line);
  }
  payOpening();
  for (const line of owing) payLine(line);

  const allocated = owing.flatMap((l) => {
    const part = paid.get(l.id);
    return part ? [{ id: l.id, amount: part }] : [];
  });
  return { opening, lines: allocated, credit: left };
}

/** Who received a payment, as the cash book names them. */
export type Receiver = { id: number; fullname: string };

/** A payment as the cash book counts it. */
export type CashBookRow = {
  amount: number;
  method: PaymentMethod;
  /** null for a payment whose receiver is unknown (carried over from before payments). */
  received_by: Receiver | null;
  voided: boolean;
  /** How many payments the row stands for, when the server sums them in SQL (1 by default). */
  count?: number;
};

/** One clerk's drawer: what they received, by method. */
export type ReceiverTotals = {
  /** null: the payments whose receiver is unknown, named UNKNOWN_RECEIVER. */
  id: number | null;
  fullname: string;
  count: number;
  cash: number;
  transfer: number;
  amount: number;
};

export type CashBookTotals = {
  count: number;
  amount: number;
  by_method: Record<PaymentMethod, number>;
  by_person: ReceiverTotals[];
  /** Voided payments, shown apart: they are no money in any drawer. */
  voided: { count: number; amount: number };
};

/** The name the cash book gives payments without a known receiver. */
export const UNKNOWN_RECEIVER = 'Không rõ người thu';

const byName = new Intl.Collator('vi');

/**
 * The cash book's totals (Sổ quỹ, docs/decisions/0001-payments-are-records.md): per method and per person, so each clerk's cash
 * drawer can be counted at closing. Voided payments count apart and in no other figure. Persons
 * are in Vietnamese alphabetical order, as a person looks a name up.
 */
export function cashBookTotals(rows: readonly CashBookRow[]): CashBookTotals {
  const totals: CashBookTotals = {
    count: 0,
    amount: 0,
    by_method: { cash: 0, transfer: 0 },
    by_person: [],
    voided: { count: 0, amount: 0 },
  };
  const persons = new Map<number | null, ReceiverTotals>();
  for (const row of rows) {
    const n = row.count ?? 1;
    if (row.voided) {
      totals.voided.count += n;
      totals.voided.amount += row.amount;
      continue;
    }
    totals.count += n;
    totals.amount += row.amount;
    totals.by_method[row.method] += row.amount;
    const id = row.received_by?.id ?? null;
    let person = persons.get(id);
    if (!person) {
      const fullname = row.received_by?.fullname ?? UNKNOWN_RECEIVER;
      person = { id, fullname, count: 0, cash: 0, transfer: 0, amount: 0 };
      persons.set(id, person);
    }
    person.count += n;
    person[row.method] += row.amount;
    person.amount += row.amount;
  }
  totals.by_person = [...persons.values()].sort(
    (a, b) => byName.compare(a.fullname, b.fullname) || (a.id ?? 0) - (b.id ?? 0),
  );
  return totals;
}
