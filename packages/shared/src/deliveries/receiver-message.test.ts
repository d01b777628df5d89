import { describe, expect, it } from 'vitest';
import { receiverMessage } from './receiver-message';

describe('receiverMessage', () => {
  const base = {
    customerName: 'Tiệm Điện Máy Bình',
    depotName: 'Chành xe Phú Quý',
    hotline: '0909 123 456',
    hoursNote: 'Giờ nhận hàng: 8h – 18h. Nghỉ Chủ Nhật.',
    links: new Map([['2611-0001', 'https://kho.vn/tra-cuu/1-abc']]),
  };

  it('names the parcels, where they wait, what to pay in all and how to reach the depot', () => {
    const text = receiverMessage({
      ...base,
      branchName: 'Chi nhánh Cần Thơ',
      parcels: [
        { code: '2611-0001', name: 'Tủ lạnh', due: 60_000, cod_due: 2_000_000 },
        { code: '2611-0002', name: 'Quạt máy', due: 40_000, cod_due: 0 },
      ],
    });
    expect(text).toBe(
      [
        'Chành xe Phú Quý xin chào Tiệm Điện Máy Bình.',
        'Hàng của quý khách đã đến tại Chi nhánh Cần Thơ, 2 mã hàng:',
        '- 2611-0001 Tủ lạnh (tra cứu: https://kho.vn/tra-cuu/1-abc)',
        '- 2611-0002 Quạt máy',
        'Số tiền cần thanh toán khi nhận: 2.100.000 đ (cước 100.000 đ + thu hộ 2.000.000 đ).',
        'Giờ nhận hàng: 8h – 18h. Nghỉ Chủ Nhật.',
        'Hotline: 0909 123 456',
      ].join('\n'),
    );
  });

  it('says all is paid, and no branch for a depot with one', () => {
    const text = receiverMessage({
      ...base,
      branchName: null,
      parcels: [{ code: '2611-0003', name: 'Nồi cơm', due: 0, cod_due: 0 }],
    });
    expect(text).toContain('Hàng của quý khách đã đến, 1 mã hàng:');
    expect(text).toContain('Hàng đã thanh toán đủ.');
  });
});
