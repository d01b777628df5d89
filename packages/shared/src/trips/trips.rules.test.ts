import { describe, expect, it } from 'vitest';
import { lineAmount } from '../products/products.rules';
import {
  canUseArchive,
  dueAmount,
  isClosedByCounts,
  isStatementClosed,
  isTripFull,
  statementTotals,
  sumWeights,
  type StatementLine,
} from './trips.rules';

const line = (overrides: Partial<StatementLine>): StatementLine => ({
  price: 1000,
  quantity: 1,
  total_weight: 10,
  price_type: 'weight',
  is_total_money: false,
  is_paid: false,
  ...overrides,
});

describe('statementTotals', () => {
  const lines = [
    line({ price: 2500, quantity: 3, total_weight: 12.5, is_paid: true }),
    line({ price: 50_000, quantity: 4, total_weight: 20, price_type: 'package' }),
    line({ price: 300_000, quantity: 2, total_weight: 0.1, is_total_money: true, is_paid: true }),
    line({ price: 15, quantity: 1, total_weight: 4.1 }),
  ];

  it('sums packages, weight and every line amount by lineAmount', () => {
    const totals = statementTotals(lines);
    expect(totals.lines).toBe(4);
    expect(totals.quantity).toBe(10);
    expect(totals.total_weight).toBe(36.7);
    expect(totals.amount).toBe(31_250 + 200_000 + 300_000 + 62);
    expect(totals.amount).toBe(lines.reduce((sum, l) => sum + lineAmount(l), 0));
  });

  it('collects only the paid lines and leaves the rest due', () => {
    const totals = statementTotals(lines);
    expect(totals.collected).toBe(31_250 + 300_000);
    expect(totals.due).toBe(200_062);
    expect(totals.due).toBe(dueAmount(totals.amount, totals.collected));
  });

  it('is all zero for no lines', () => {
    expect(statementTotals([])).toEqual({
      lines: 0,
      quantity: 0,
      total_weight: 0,
      amount: 0,
      collected: 0,
      sender_due: 0,
      due: 0,
    });
  });
});

describe('sumWeights', () => {
  it('adds two-decimal weights without floating point drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumWeights([0.1, 0.2])).toBe(0.3);
    expect(sumWeights([1234.56, 0.07, 10])).toBe(1244.63);
  });
});

describe('the closed statement (Đã Đóng, docs/decisions/0012-archive-and-close-statements.md)', () => {
  it('is closed when every line is paid', () => {
    expect(isStatementClosed([line({ is_paid: true }), line({ is_paid: true })])).toBe(true);
    expect(isClosedByCounts({ lines: 3, paid_lines: 3 })).toBe(true);
  });

  it('is open while one line is unpaid, and when there is no line at all', () => {
    expect(isStatementClosed([line({ is_paid: true }), line({ is_paid: false })])).toBe(false);
    expect(isStatementClosed([])).toBe(false);
    expect(isClosedByCounts({ lines: 0, paid_lines: 0 })).toBe(false);
    expect(isClosedByCounts({ lines: 3, paid_lines: 2 })).toBe(false);
  });
});

describe('isTripFull (docs/domain.md)', () => {
  it('is full from the capacity on, with space below it', () => {
    expect(isTripFull({ capacity: 5000, loaded_weight: 5000 })).toBe(true);
    expect(isTripFull({ capacity: 5000, loaded_weight: 5000.01 })).toBe(true);
    expect(isTripFull({ capacity: 5000, loaded_weight: 4999.99 })).toBe(false);
  });
});

describe('canUseArchive (docs/domain.md, docs/decisions/0012-archive-and-close-statements.md)', () => {
  it('lets only a superadmin see and restore the archive', () => {
    expect(canUseArchive('superadmin')).toBe(true);
    expect(canUseArchive('admin')).toBe(false);
    expect(canUseArchive('staff')).toBe(false);
    expect(canUseArchive(undefined)).toBe(false);
  });
});
