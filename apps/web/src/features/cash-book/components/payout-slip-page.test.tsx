import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { saveSession } from '../../../lib/session';
import { on, refused, stubEndpoints } from '../../../test/fake-api-endpoints';
import { userOf } from '../../../test/fake-api-lists';
import { depotSettings } from '../../../test/fake-api-payments';
import { payoutOf } from '../../../test/fake-payouts';
import { renderRoute } from '../../../test/render-route';
import { PayoutSlipPage } from './payout-slip-page';

// Phiếu chi printed (docs/payments.md "Payouts"): what it paid, in figures and in words, who
// paid it and where both sign; a voided one says so.

const PATH = '/phieu-chi/:id';
const fact = (name: string) => screen.getByRole('group', { name }).textContent;

beforeEach(() => saveSession('token', userOf('staff')));

function open(reply: Parameters<typeof payoutOf>[0] | Response, url = '/phieu-chi/1') {
  const api = stubEndpoints([
    on(payoutsApi.get, () => (reply instanceof Response ? reply : payoutOf(reply))),
    on(settingsApi.get, () => depotSettings),
  ]);
  renderRoute(<PayoutSlipPage />, url, PATH);
  return api;
}

describe('the payout slip', () => {
  it('says what was paid, for which trip, in figures and in words, and who signs', async () => {
    const api = open({ note: 'Đổ dầu tại Bảo Lộc' });
    const sheet = await screen.findByRole('region', { name: 'PHIẾU CHI PC-2611-0001' });
    expect(api.requests(payoutsApi.get)[0]?.params).toEqual({ id: '1' });
    expect(fact('Ngày giờ chi')).toBe('Ngày giờ chi: 28-11-2026 09:30');
    expect(fact('Lý do chi')).toBe('Lý do chi: Nhiên liệu · 51B-123.45 · 28-11-2026');
    expect(fact('Số tiền bằng số')).toBe('Số tiền bằng số: 200.000 đ');
    expect(fact('Số tiền bằng chữ')).toContain('Hai trăm nghìn đồng');
    expect(fact('Người chi')).toBe('Người chi: Trần Thị Lan');
    expect(fact('Ghi chú')).toBe('Ghi chú: Đổ dầu tại Bảo Lộc');
    expect(sheet.textContent).toContain('Người lập phiếu');
    expect(sheet.textContent).toContain('Người nhận tiền');
    expect(sheet.textContent).not.toContain('ĐÃ HỦY');
  });

  it('pays a sender their thu hộ: the lines, the sum, the fee, and the sender signs', async () => {
    open({
      kind: 'cod',
      trip: null,
      cost_type: null,
      sender: { id: 9, full_name: 'Công ty Sơn Á Đông', phone: '0281234567' },
      amount: 980_000,
      cod_gross: 1_000_000,
      cod_fee: 20_000,
      cod_lines: [
        {
          product_id: 41,
          code: '2611-0041',
          name: 'Sơn nước 18L',
          datetime: '2026-11-05',
          receiver: { id: 7, full_name: 'Tiệm Tạp Hóa Bảy' },
          cod_amount: 1_000_000,
          amount: 1_000_000,
        },
      ],
    });
    const sheet = await screen.findByRole('region', { name: 'PHIẾU CHI PC-2611-0001' });
    expect(fact('Lý do chi')).toBe('Lý do chi: Chi trả thu hộ · Công ty Sơn Á Đông');
    expect(fact('Người gửi nhận tiền')).toBe(
      'Người gửi nhận tiền: Công ty Sơn Á Đông - 0281234567',
    );
    const lines = screen.getByRole('table', { name: 'Hàng thu hộ được chi trả' });
    expect(lines.textContent).toContain('2611-0041 - Sơn nước 18L · 05-11-2026');
    expect(lines.textContent).toContain('Tiệm Tạp Hóa Bảy');
    expect(fact('Tổng thu hộ')).toBe('Tổng thu hộ: 1.000.000 đ');
    expect(fact('Phí thu hộ')).toBe('Phí thu hộ: 20.000 đ');
    expect(fact('Thực chi')).toBe('Thực chi: 980.000 đ');
    expect(fact('Số tiền bằng chữ')).toContain('Chín trăm tám mươi nghìn đồng');
    expect(sheet.textContent).toContain('Người gửi nhận tiền');
  });

  it('stamps a voided payout with its reason', async () => {
    open({ voided_at: '2026-11-28T05:00:00.000Z', void_reason: 'Ghi nhầm chuyến' });
    const sheet = await screen.findByRole('region', { name: 'PHIẾU CHI PC-2611-0001' });
    expect(sheet.textContent).toContain('ĐÃ HỦY');
    expect(fact('Lý do hủy')).toBe('Lý do hủy: Ghi nhầm chuyến');
  });

  it('says why when the number is not one or the server refuses', async () => {
    open({}, '/phieu-chi/abc');
    expect(await screen.findByText('Phiếu chi không hợp lệ')).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    open(refused(404, 'Không tìm thấy phiếu chi'));
    expect(await screen.findByText('Không tìm thấy phiếu chi')).toBeTruthy();
  });
});
