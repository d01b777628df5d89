import { describe, expect, it } from 'vitest';
import {
  cashBookTotals,
  MAX_PAYMENT_AMOUNT,
  PAYMENT_AMOUNT_TOO_LARGE,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  parsePaymentNumber,
  paymentNumber,
  planAllocation,
  UNKNOWN_RECEIVER,
  type AllocationInput,
  type CashBookRow,
  type UnpaidLine,
} from './payments.rules';

describe('payment methods and cap', () => {
  it('labels every method in Vietnamese', () => {
    expect(PAYMENT_METHODS.map((m) => PAYMENT_METHOD_LABELS[m])).toEqual([
      'Tiền mặt',
      'Chuyển khoản',
    ]);
  });

  it('caps one payment at 100 tỷ đồng, an exact JS number, and says so in đồng', () => {
    expect(MAX_PAYMENT_AMOUNT).toBe(100_000_000_000);
    expect(Number.isSafeInteger(MAX_PAYMENT_AMOUNT * 50_000)).toBe(true);
    expect(PAYMENT_AMOUNT_TOO_LARGE).toBe('Số tiền không được vượt quá 100.000.000.000 đ');
  });
});

describe('paymentNumber', () => {
  it('writes PT-YYMM-NNNN from the month received and its counter', () => {
    expect(paymentNumber({ year: 2026, month: 11, order: 42 })).toBe('PT-2611-0042');
    expect(paymentNumber({ year: 2027, month: 1, order: 1 })).toBe('PT-2701-0001');
    expect(paymentNumber({ year: 2005, month: 3, order: 9999 })).toBe('PT-0503-9999');
  });

  it('keeps counting past 9 999 payments in a month instead of wrapping', () => {
    expect(paymentNumber({ year: 2026, month: 11, order: 10000 })).toBe('PT-2611-10000');
    expect(paymentNumber({ year: 2026, month: 11, order: 12345 })).toBe('PT-2611-12345');
  });

  it('reads back every number it writes, typed in lower case or with spaces too', () => {
    for (const parts of [
      { year: 2026, month: 11, order: 42 },
      { year: 2000, month: 12, order: 1 },
      { year: 2099, month: 1, order: 12345 },
    ]) {
      expect(parsePaymentNumber(paymentNumber(parts))).toEqual(parts);
    }
    expect(parsePaymentNumber(' pt-2611-0042 ')).toEqual({ year: 2026, month: 11, order: 42 });
  });

  it('answers null for what it could not have written', () => {
    for (const text of [
      '',
      '2611-0042',
      'PT-2611-042',
      'PT-2613-0042',
      'PT-2600-0042',
      'PT-2611-0000',
      'PT-2611-012345',
      'PT-2611-0042-A',
      'PT-26110042',
    ]) {
      expect(parsePaymentNumber(text)).toBeNull();
    }
  });
});

const lines: UnpaidLine[] = [
  { id: 30, due: 300_000, date: '2026-11-03' },
  { id: 10, due: 100_000, date: '2026-11-01' },
  { id: 21, due: 250_000, date: '2026-11-02' },
  { id: 20, due: 200_000, date: '2026-11-02' },
];

/** planAllocation over `lines` with 50 000 đ of opening debt, unless told otherwise. */
const plan = (input: Partial<AllocationInput> & { amount: number }) =>
  planAllocation({ openingDue: 50_000, lines, ...input });

/** The expected plan, each line as [id, amount]. */
const expected = (opening: number, paid: [number, number][], credit: number) => ({
  opening,
  lines: paid.map(([id, amount]) => ({ id, amount })),
  credit,
});

describe('planAllocation', () => {
  it('pays the opening debt first, then the oldest lines by date and id', () => {
    expect(plan({ amount: 650_000 })).toEqual(
      expected(
        50_000,
        [
          [10, 100_000],
          [20, 200_000],
          [21, 250_000],
          [30, 50_000],
        ],
        0,
      ),
    );
  });

  it('leaves the line where the money runs out partly due, and the later ones untouched', () => {
    expect(plan({ amount: 180_000, openingDue: 0 })).toEqual(
      expected(
        0,
        [
          [10, 100_000],
          [20, 80_000],
        ],
        0,
      ),
    );
  });

  it('spends a payment smaller than the opening debt on it alone', () => {
    expect(plan({ amount: 30_000 })).toEqual(expected(30_000, [], 0));
  });

  it('turns what is more than owed into credit', () => {
    expect(plan({ amount: 1_000_000 })).toEqual(
      expected(
        50_000,
        [
          [10, 100_000],
          [20, 200_000],
          [21, 250_000],
          [30, 300_000],
        ],
        100_000,
      ),
    );
    expect(plan({ amount: 70_000, openingDue: 0, lines: [] })).toEqual(expected(0, [], 70_000));
  });

  it('pays only the ticked lines, oldest first whatever order they were ticked in', () => {
    expect(plan({ amount: 400_000, chosen: [30, 20] })).toEqual(
      expected(
        0,
        [
          [20, 200_000],
          [30, 200_000],
        ],
        0,
      ),
    );
  });

  it('pays the ticked first, then what is left to the oldest other lines, never to credit', () => {
    expect(plan({ amount: 600_000, chosen: [21], chosenOpening: true })).toEqual(
      expected(
        50_000,
        [
          [10, 100_000],
          [20, 200_000],
          [21, 250_000],
        ],
        0,
      ),
    );
    // The ticked line takes what it owes before any older line takes a đồng.
    expect(plan({ amount: 300_000, chosen: [21], chosenOpening: false })).toEqual(
      expected(50_000, [[21, 250_000]], 0),
    );
  });

  it('pays the unticked opening debt only with what is left after the ticked', () => {
    expect(plan({ amount: 100_000, chosen: [10], chosenOpening: false })).toEqual(
      expected(0, [[10, 100_000]], 0),
    );
    expect(plan({ amount: 100_000, chosenOpening: false })).toEqual(
      expected(50_000, [[10, 50_000]], 0),
    );
  });

  it('pays the opening debt alone when it alone is ticked, the rest to the oldest line', () => {
    expect(plan({ amount: 40_000, chosenOpening: true })).toEqual(expected(40_000, [], 0));
    expect(plan({ amount: 80_000, chosenOpening: true })).toEqual(
      expected(50_000, [[10, 30_000]], 0),
    );
  });

  it('skips ticked ids that are not unpaid lines, and lines that owe nothing', () => {
    const owing = [...lines, { id: 5, due: 0, date: '2026-10-01' }];
    expect(plan({ amount: 120_000, openingDue: 0, lines: owing, chosen: [5, 99, 10] })).toEqual(
      expected(
        0,
        [
          [10, 100_000],
          [20, 20_000],
        ],
        0,
      ),
    );
  });

  it('leaves credit only once everything owed is paid', () => {
    expect(plan({ amount: 1_000_000, chosen: [30] })).toEqual(
      expected(
        50_000,
        [
          [10, 100_000],
          [20, 200_000],
          [21, 250_000],
          [30, 300_000],
        ],
        100_000,
      ),
    );
  });

  it('keeps every đồng: allocated plus credit is the amount', () => {
    for (const amount of [1, 49_999, 50_001, 333_333, 900_000, 2_000_000]) {
      const plan = planAllocation({ amount, openingDue: 50_000, lines });
      const sum = plan.opening + plan.lines.reduce((s, l) => s + l.amount, 0) + plan.credit;
      expect(sum).toBe(amount);
      expect(plan.lines.every((l) => Number.isInteger(l.amount) && l.amount > 0)).toBe(true);
    }
  });
});

const an = { id: 2, fullname: 'Nguyễn Văn An' };
const binh = { id: 1, fullname: 'Trần Thị Bình' };
const anh = { id: 3, fullname: 'Đỗ Ánh' };
const row = (overrides: Partial<CashBookRow>): CashBookRow => ({
  amount: 100_000,
  method: 'cash',
  received_by: an,
  voided: false,
  ...overrides,
});

describe('cashBookTotals', () => {
  const rows = [
    row({ amount: 500_000 }),
    row({ amount: 200_000, method: 'transfer' }),
    row({ amount: 300_000, received_by: binh }),
    row({ amount: 1_000_000, received_by: anh, method: 'transfer' }),
    row({ amount: 700_000, received_by: binh, voided: true }),
    row({ amount: 40_000, voided: true, method: 'transfer' }),
  ];

  it('sums the payments kept, per method, and counts the voided ones apart', () => {
    const totals = cashBookTotals(rows);
    expect(totals).toMatchObject({
      count: 4,
      amount: 2_000_000,
      by_method: { cash: 800_000, transfer: 1_200_000 },
      voided: { count: 2, amount: 740_000 },
    });
  });

  it('gives each clerk their drawer, in Vietnamese alphabetical order', () => {
    expect(cashBookTotals(rows).by_person).toEqual([
      { ...anh, count: 1, cash: 0, transfer: 1_000_000, amount: 1_000_000 },
      { ...an, count: 2, cash: 500_000, transfer: 200_000, amount: 700_000 },
      { ...binh, count: 1, cash: 300_000, transfer: 0, amount: 300_000 },
    ]);
  });

  it('lists a clerk whose payments were all voided nowhere but in the voided count', () => {
    const totals = cashBookTotals([row({ voided: true })]);
    expect(totals.by_person).toEqual([]);
    expect(totals.count).toBe(0);
    expect(totals.voided).toEqual({ count: 1, amount: 100_000 });
  });

  it('groups payments without a known receiver under one name', () => {
    const totals = cashBookTotals([row({ received_by: null }), row({ received_by: null })]);
    expect(totals.by_person).toEqual([
      {
        id: null,
        fullname: UNKNOWN_RECEIVER,
        count: 2,
        cash: 200_000,
        transfer: 0,
        amount: 200_000,
      },
    ]);
  });

  it('answers zeros for an empty day', () => {
    expect(cashBookTotals([])).toEqual({
      count: 0,
      amount: 0,
      by_method: { cash: 0, transfer: 0 },
      by_person: [],
      voided: { count: 0, amount: 0 },
    });
  });
});
