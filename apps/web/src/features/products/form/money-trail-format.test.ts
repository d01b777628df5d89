import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@depot/shared/products/products.schema';
import { formatTrailValue, trailLineOf } from './money-trail-format';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-23T07:05:00.000Z',
  actor: { id: 3, username: 'nv_kho', fullname: 'Trần Thị Kho' },
  entity: 'product',
  entity_id: 9,
  action: 'update',
  before: null,
  after: null,
  ...over,
});

describe('money trail', () => {
  it('reads money, kg, dates, yes/no and the price type as the page shows them', () => {
    expect(formatTrailValue('price', 1250000)).toBe('1.250.000 đ');
    expect(formatTrailValue('amount', '61500')).toBe('61.500 đ');
    expect(formatTrailValue('total_weight', 1250.5)).toBe('1.250,5 kg');
    expect(formatTrailValue('total_weight', '4.10')).toBe('4,1 kg');
    expect(formatTrailValue('datetime', '2026-11-22')).toBe('22-11-2026');
    expect(formatTrailValue('is_paid', true)).toBe('Có');
    expect(formatTrailValue('is_total_money', false)).toBe('Không');
    expect(formatTrailValue('price_type', 'package')).toBe('Theo kiện');
    expect(formatTrailValue('price_type', 'weight')).toBe('Theo trọng lượng');
    expect(formatTrailValue('product_type', null)).toBe('(trống)');
    expect(formatTrailValue('specification_id', 4, { specification: () => 'Bao' })).toBe('Bao');
    expect(formatTrailValue('specification_id', 4)).toBe('#4');
    expect(formatTrailValue('specification_id', { id: 4, name: 'Thùng' })).toBe('Thùng');
  });

  it('says a change as before → after with the Vietnamese action, time and who', () => {
    const line = trailLineOf(
      entry({
        before: { price: 10000, total_weight: 12.5, updated_at: 'x' },
        after: { price: 12000, total_weight: 15, updated_at: 'y' },
      }),
    );
    // In the viewer's time zone: 14:05 in Hồ Chí Minh city, 07:05 on a UTC machine.
    expect(line.at).toMatch(/^23-11-2026 \d{2}:05$/);
    expect(line.who).toBe('Trần Thị Kho');
    expect(line.action).toBe('Cập nhật');
    expect(line.changes).toEqual([
      { field: 'price', label: 'Đơn giá', before: '10.000 đ', after: '12.000 đ' },
      { field: 'total_weight', label: 'Trọng lượng', before: '12,5 kg', after: '15 kg' },
    ]);
  });

  it('says the reason given for an edit of a paid line after its changes', () => {
    const line = trailLineOf(
      entry({ before: { price: 1500 }, after: { price: 1600, reason: 'Cân lại hàng' } }),
    );
    expect(line.changes).toEqual([
      { field: 'price', label: 'Đơn giá', before: '1.500 đ', after: '1.600 đ' },
      { field: 'reason', label: 'Lý do sửa', after: 'Cân lại hàng' },
    ]);
  });

  it('sums up a creation without arrows; a payment with its amount; names each action', () => {
    const created = { code: '2611-0042', name: 'Gạo ST25', price: 15000, amount: 61500 };
    const line = trailLineOf(
      entry({
        action: 'create',
        actor: null,
        after: { ...created, customer_id: 7, is_paid: false },
      }),
    );
    expect(line.who).toBe('Hệ thống');
    expect(line.action).toBe('Tạo mới');
    expect(line.changes).toEqual([
      { field: 'code', label: 'Mã', after: '2611-0042' },
      { field: 'name', label: 'Tên hàng', after: 'Gạo ST25' },
      { field: 'price', label: 'Đơn giá', after: '15.000 đ' },
      { field: 'amount', label: 'Thành tiền', after: '61.500 đ' },
    ]);
    const paid = trailLineOf(
      entry({
        action: 'paid',
        before: { ...created, is_paid: false },
        after: { ...created, is_paid: true },
      }),
    );
    expect(paid.changes).toEqual([
      { field: 'is_paid', label: 'Đã thanh toán', before: 'Không', after: 'Có' },
      { field: 'amount', label: 'Thành tiền', after: '61.500 đ' },
    ]);
    const load = trailLineOf(
      entry({
        action: 'load',
        after: { trip_id: 5, car_id: 2, number_car: '51C-123.45', datetime_from: '2026-11-24' },
      }),
    );
    expect(load.action).toBe('Lên xe');
    expect(load.changes.map((c) => `${c.label}: ${c.after}`)).toEqual([
      'Xe: 51C-123.45',
      'Ngày đi: 24-11-2026',
    ]);
    const actions = ['paid', 'unpaid', 'load', 'delete'].map(
      (action) => trailLineOf(entry({ action })).action,
    );
    expect(actions).toEqual(['Đã thu tiền', 'Bỏ thu tiền', 'Lên xe', 'Xóa']);
  });

  it('names the handover steps in Vietnamese, with the slip, the reason and the return freight', () => {
    const handed = trailLineOf(
      entry({
        action: 'deliver',
        after: { delivery_id: 7, number: 'GH-2611-0001', mode: 'pickup' },
      }),
    );
    expect(handed).toMatchObject({ action: 'Giao hàng', slip: { id: 7, number: 'GH-2611-0001' } });
    const voided = trailLineOf(
      entry({
        action: 'undeliver',
        before: { delivery_id: 7, number: 'GH-2611-0001' },
        after: { reason: 'Giao nhầm người' },
      }),
    );
    expect(voided.action).toBe('Hủy giao hàng');
    expect(voided.slip).toEqual({ id: 7, number: 'GH-2611-0001' });
    expect(voided.changes).toContainEqual(expect.objectContaining({ after: 'Giao nhầm người' }));
    const failed = trailLineOf(
      entry({
        action: 'delivery_failed',
        after: { reason: 'Không liên lạc được', note: 'Gọi 3 lần', at_branch_id: 2 },
      }),
    );
    expect(failed.action).toBe('Không giao được');
    expect(failed.changes.map((c) => `${c.label}: ${c.after}`)).toEqual([
      'Ghi chú: Gọi 3 lần',
      'Lý do: Không liên lạc được',
    ]);
    const returned = trailLineOf(
      entry({
        action: 'return',
        after: { return_product_id: 12, code: '2611-0044', freight: 30000 },
      }),
    );
    expect(returned.action).toBe('Hoàn hàng');
    expect(returned.changes.map((c) => `${c.label}: ${c.after}`)).toEqual([
      'Mã: 2611-0044',
      'Cước hoàn: 30.000 đ',
    ]);
  });
});
