import { describe, expect, it } from 'vitest';
import {
  receiverCollects,
  receiverCollectsText,
  SENDER_IS_RECEIVER,
  senderErrors,
} from './sender-cod.rules';

describe('a line’s sender', () => {
  it('may be left out or be another customer, never the receiver', () => {
    expect(senderErrors({ customer_id: 3, sender_id: null })).toEqual({});
    expect(senderErrors({ customer_id: 3, sender_id: 4 })).toEqual({});
    expect(senderErrors({ customer_id: 3, sender_id: 3 })).toEqual({
      sender_id: SENDER_IS_RECEIVER,
    });
  });
});

describe('what the receiver is to pay', () => {
  it('adds the freight still due and the money collected for the senders', () => {
    const collects = receiverCollects([
      { due: 150_000, cod_amount: 2_000_000 },
      { due: 0, cod_amount: 500_000 },
      { due: 30_000, cod_amount: 0 },
    ]);
    expect(collects).toEqual({ freight: 180_000, cod: 2_500_000, total: 2_680_000 });
    expect(receiverCollectsText(collects)).toBe(
      'Thu người nhận: cước 180.000 + thu hộ 2.500.000 = 2.680.000 đ',
    );
  });

  it('says nothing more when nothing is collected for a sender', () => {
    expect(receiverCollectsText(receiverCollects([{ due: 150_000, cod_amount: 0 }]))).toBeNull();
    expect(receiverCollects([])).toEqual({ freight: 0, cod: 0, total: 0 });
  });
});
