import type { PaymentPurpose } from '@depot/shared/cash-book/cash-book.rules';
import type { CashBookRow, CashBookTotals } from '@depot/shared/cash-book/cash-book.schema';
import { paymentNumber } from '@depot/shared/payments/payments.rules';
import {
  payoutNumber,
  type PayoutKind,
  type TripCostType,
} from '@depot/shared/payouts/payouts.rules';
import { remittanceNumber } from '@depot/shared/remittances/remittances.rules';
import type * as m from './cash-book-remittances.queries';
import type * as q from './cash-book.queries';

// The cash book's rows and totals (docs/payments.md "Sổ quỹ (cash book)"), built from what its
// queries read: payments in, payouts out, and money sent between branches either way.

const person = (id: number | null, fullname: string | null) =>
  id === null ? null : { id, fullname: fullname ?? '' };
const numberOf = (r: { number_year: number; number_month: number; number_order: number }) => ({
  year: r.number_year,
  month: r.number_month,
  order: r.number_order,
});
const none = {
  purpose: null,
  kind: null,
  cost_type: null,
  trip: null,
  customer: null,
  remittance: null,
};

type Read = {
  paid: Awaited<ReturnType<typeof q.cashPaymentsByIds>>;
  spent: Awaited<ReturnType<typeof q.cashPayoutsByIds>>;
  moved: Awaited<ReturnType<typeof m.cashRemittancesByIds>>;
};

function paymentRow(r: Read['paid'][number], balance: number): CashBookRow {
  return {
    ...none,
    direction: 'in',
    id: r.id,
    number: paymentNumber(numberOf(r)),
    at: r.at.toISOString(),
    person: person(r.person_id, r.person_name),
    customer: { id: r.customer_id, full_name: r.customer_name },
    purpose: r.purpose as PaymentPurpose,
    note: r.note,
    branch_id: r.branch_id,
    amount: r.amount,
    balance,
  };
}

function payoutRow(o: Read['spent'][number], balance: number): CashBookRow {
  return {
    ...none,
    direction: 'out',
    id: o.id,
    number: payoutNumber(numberOf(o)),
    at: o.at.toISOString(),
    person: person(o.person_id, o.person_name),
    trip:
      o.trip_id === null
        ? null
        : { id: o.trip_id, number_car: o.number_car ?? '', datetime_from: o.datetime_from ?? '' },
    kind: o.kind as PayoutKind,
    cost_type: o.cost_type as TripCostType | null,
    note: o.note,
    branch_id: o.branch_id,
    amount: o.amount,
    balance,
  };
}

/** Out of the sender's drawer when sent, into the receiver's when confirmed. */
function remittanceRow(r: Read['moved'][number], dir: 'in' | 'out', balance: number): CashBookRow {
  const into = dir === 'in';
  return {
    ...none,
    direction: dir,
    id: r.id,
    number: remittanceNumber(numberOf(r)),
    at: (into ? r.confirmed_at! : r.sent_at).toISOString(),
    person: into
      ? person(r.confirmed_by_id, r.confirmed_by_name)
      : person(r.sent_by_id, r.sent_by_name),
    remittance: {
      from_branch: { id: r.from_id, code: r.from_code, name: r.from_name },
      to_branch: { id: r.to_id, code: r.to_code, name: r.to_name },
    },
    note: r.note,
    branch_id: into ? r.to_id : r.from_id,
    amount: r.amount,
    balance,
  };
}

/** A page's rows in the page's order, each with the balance after it (opening + its net). */
export function pageRows(keys: m.MoveKey[], opening: number, read: Read): CashBookRow[] {
  const paid = new Map(read.paid.map((r) => [r.id, r]));
  const spent = new Map(read.spent.map((r) => [r.id, r]));
  const moved = new Map(read.moved.map((r) => [r.id, r]));
  return keys.flatMap((key): CashBookRow[] => {
    const balance = opening + key.net;
    if (key.source === 'payment') {
      const r = paid.get(key.id);
      return r ? [paymentRow(r, balance)] : [];
    }
    if (key.source === 'payout') {
      const o = spent.get(key.id);
      return o ? [payoutRow(o, balance)] : [];
    }
    const r = moved.get(key.id);
    return r ? [remittanceRow(r, key.dir, balance)] : [];
  });
}

type MethodSum = { method: string; live: number; voided_count?: number; voided?: number };
type Sums = {
  paidSums: Awaited<ReturnType<typeof q.paymentSums>>;
  outs: Awaited<ReturnType<typeof q.cashOutByPerson>>;
  sent: Awaited<ReturnType<typeof m.cashRemittancesByPerson>>;
  outSums: Awaited<ReturnType<typeof q.payoutMethodSums>>;
  sentSums: Awaited<ReturnType<typeof m.remittanceMethodSums>>;
};

/** The payments' sums as the payouts' are: per method the live money, the voided apart. */
function paymentMethodSums(rows: Sums['paidSums']): MethodSum[] {
  const byMethod = new Map<string, Required<MethodSum>>();
  for (const r of rows) {
    let m = byMethod.get(r.method);
    if (!m) {
      m = { method: r.method, live: 0, voided_count: 0, voided: 0 };
      byMethod.set(r.method, m);
    }
    if (r.live) m.live += r.amount;
    else {
      m.voided_count += r.count;
      m.voided += r.amount;
    }
  }
  return [...byMethod.values()];
}

export function totalsOf(s: Sums): CashBookTotals {
  const t: CashBookTotals = {
    in: { count: 0, amount: 0, by_purpose: { freight: 0, cod: 0 } },
    out: {
      count: 0,
      amount: 0,
      by_kind: { cod: 0, trip: 0, other: 0 },
      by_cost_type: { fuel: 0, toll: 0, driver: 0, loading: 0, other: 0 },
    },
    remittances: { in: 0, out: 0 },
    by_method: { cash: { in: 0, out: 0 }, transfer: { in: 0, out: 0 } },
    by_person: [],
    voided: { count: 0, amount: 0 },
  };
  const people = new Map<number | null, CashBookTotals['by_person'][number]>();
  const of = (id: number | null, name: string | null) => {
    let who = people.get(id);
    if (!who) {
      who = { id, fullname: id === null ? 'Không rõ' : (name ?? ''), in: 0, out: 0 };
      people.set(id, who);
    }
    return who;
  };
  for (const r of s.paidSums) {
    if (!r.live || r.method !== 'cash') continue;
    of(r.person_id, r.person_name).in += r.amount;
    t.in.count += r.count;
    t.in.amount += r.amount;
    t.in.by_purpose[r.purpose as PaymentPurpose] += r.amount;
  }
  for (const r of s.outs) {
    of(r.person_id, r.person_name).out += r.amount;
    t.out.count += r.count;
    t.out.amount += r.amount;
    t.out.by_kind[r.kind as PayoutKind] += r.amount;
    if (r.cost_type) t.out.by_cost_type[r.cost_type as TripCostType] += r.amount;
  }
  for (const side of ['in', 'out'] as const) {
    for (const r of s.sent[side]) {
      of(r.person_id, r.person_name)[side] += r.amount;
      t[side].count += r.count;
      t[side].amount += r.amount;
      t.remittances[side] += r.amount;
    }
  }
  t.by_person = [...people.values()].sort((a, b) => a.fullname.localeCompare(b.fullname, 'vi'));
  const bySide: [MethodSum[], 'in' | 'out'][] = [
    [paymentMethodSums(s.paidSums), 'in'],
    [s.outSums, 'out'],
    [s.sentSums.out, 'out'],
    [s.sentSums.in, 'in'],
  ];
  for (const [sums, side] of bySide) {
    for (const sum of sums) {
      if (sum.method === 'cash' || sum.method === 'transfer') {
        t.by_method[sum.method][side] += sum.live;
      }
      t.voided.count += sum.voided_count ?? 0;
      t.voided.amount += sum.voided ?? 0;
    }
  }
  return t;
}
