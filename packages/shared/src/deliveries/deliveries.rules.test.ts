import { describe, expect, it } from 'vitest';
import { dueAtHandover, handoverRefusal, type GoodsPlace } from './deliveries.rules';

const inDepot: GoodsPlace = {
  code: 'A1',
  origin_branch_id: 1,
  deleted: false,
  delivered: false,
  returned: false,
  line: null,
};
const line = {
  from_branch_id: 1,
  to_branch_id: 2,
  arrived: false,
  missing: false,
  written_off: false,
};

describe('handoverRefusal', () => {
  it('hands over goods in the depot that received them, and nowhere else', () => {
    expect(handoverRefusal(inDepot, 1)).toBeNull();
    expect(handoverRefusal(inDepot, null)).toBeNull();
    expect(handoverRefusal(inDepot, 2)).toBe('Hàng A1 không ở chi nhánh này');
  });

  it('hands over goods scanned off at the branch their trip went to', () => {
    const arrived = { ...inDepot, line: { ...line, arrived: true } };
    expect(handoverRefusal(arrived, 2)).toBeNull();
    expect(handoverRefusal(arrived, 1)).toBe('Hàng A1 không ở chi nhánh này');
  });

  it('refuses goods still on the road to another branch, missing or written off', () => {
    expect(handoverRefusal({ ...inDepot, line }, 2)).toBe('Hàng A1 chưa đến chi nhánh nhận');
    expect(handoverRefusal({ ...inDepot, line: { ...line, missing: true } }, 2)).toBe(
      'Hàng A1 đang báo thiếu, chưa thể giao',
    );
    expect(handoverRefusal({ ...inDepot, line: { ...line, written_off: true } }, null)).toBe(
      'Hàng A1 đang báo thiếu, chưa thể giao',
    );
  });

  it('hands over goods on a vehicle of a run from and to the same branch (one depot)', () => {
    const local = { ...inDepot, line: { ...line, to_branch_id: 1 } };
    expect(handoverRefusal(local, 1)).toBeNull();
    expect(handoverRefusal(local, 2)).toBe('Hàng A1 chưa đến chi nhánh nhận');
  });

  it('never hands over deleted goods or goods handed over already', () => {
    expect(handoverRefusal({ ...inDepot, deleted: true }, 1)).toBe('Hàng A1 đã bị xóa');
    expect(handoverRefusal({ ...inDepot, delivered: true }, 1)).toBe(
      'Hàng A1 đã giao cho người nhận',
    );
    expect(handoverRefusal({ ...inDepot, returned: true }, 1)).toBe('Hàng A1 đã được hoàn');
  });
});

describe('dueAtHandover', () => {
  const line = {
    amount: 0,
    paid_amount: 0,
    cod_amount: 0,
    cod_paid: 0,
    freight_payer: 'receiver' as const,
  };
  it('adds the freight still due and the thu hộ not collected, never an overpayment', () => {
    expect(
      dueAtHandover({ ...line, amount: 100_000, paid_amount: 40_000, cod_amount: 500_000 }),
    ).toBe(560_000);
    expect(dueAtHandover({ ...line, amount: 100_000, paid_amount: 150_000 })).toBe(0);
  });
  it('leaves out the freight a sender pays: the receiver owes the thu hộ alone', () => {
    expect(
      dueAtHandover({ ...line, amount: 100_000, cod_amount: 500_000, freight_payer: 'sender' }),
    ).toBe(500_000);
  });
});
