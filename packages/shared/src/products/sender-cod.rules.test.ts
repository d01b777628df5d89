import { describe, expect, it } from 'vitest';
import {
  codMoney,
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

describe('a line’s thu hộ', () => {
  it('is collected up to its amount; what is left is due', () => {
    expect(codMoney(2_000_000, 0)).toEqual({ cod_collected: 0, cod_due: 2_000_000 });
    expect(codMoney(2_000_000, 500_000)).toEqual({ cod_collected: 500_000, cod_due: 1_500_000 });
    // Lowered after collection: nothing owed, the excess is not "more collected".
    expect(codMoney(1_000_000, 1_500_000)).toEqual({ cod_collected: 1_000_000, cod_due: 0 });
  });
});

describe('what the receiver is to pay', () => {
  it('adds the freight still due and the money collected for the senders', () => {
    const collects = receiverCollects([
      { due: 150_000, cod_due: 2_000_000 },
      { due: 0, cod_due: 500_000 },
      { due: 30_000, cod_due: 0 },
    ]);
    expect(collects).toEqual({ freight: 180_000, cod: 2_500_000, total: 2_680_000 });
    expect(receiverCollectsText(collects)).toBe(
      'Thu người nhận: cước 180.000 + thu hộ 2.500.000 = 2.680.000 đ',
    );
  });

  it('says nothing more when nothing is collected for a sender', () => {
    expect(receiverCollectsText(receiverCollects([{ due: 150_000, cod_due: 0 }]))).toBeNull();
    expect(receiverCollects([])).toEqual({ freight: 0, cod: 0, total: 0 });
  });
});
