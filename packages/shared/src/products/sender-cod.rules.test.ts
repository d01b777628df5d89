import { describe, expect, it } from 'vitest';
import {
  codMoney,
  receiverCollects,
  receiverCollectsText,
  SENDER_IS_RECEIVER,
  senderErrors,
  freightPayerId,
  SENDER_PAYS_WITHOUT_SENDER,
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
  it('leaves out the freight a sender pays: the receiver owes its thu hộ alone', () => {
    const collects = receiverCollects([
      { due: 150_000, cod_due: 2_000_000, freight_payer: 'sender' },
      { due: 30_000, cod_due: 0, freight_payer: 'receiver' },
    ]);
    expect(collects).toEqual({ freight: 30_000, cod: 2_000_000, total: 2_030_000 });
  });
  it('names who owes the freight: the sender when they pay, else the receiver', () => {
    expect(freightPayerId({ customer_id: 3, sender_id: 4, freight_payer: 'sender' })).toBe(4);
    expect(freightPayerId({ customer_id: 3, sender_id: 4, freight_payer: 'receiver' })).toBe(3);
    expect(senderErrors({ customer_id: 3, sender_id: null, freight_payer: 'sender' })).toEqual({
      sender_id: SENDER_PAYS_WITHOUT_SENDER,
    });
  });

  it('adds the freight still due and the money collected for the senders', () => {
    const collects = receiverCollects([
      { due: 150_000, cod_due: 2_000_000, freight_payer: 'receiver' },
      { due: 0, cod_due: 500_000, freight_payer: 'receiver' },
      { due: 30_000, cod_due: 0, freight_payer: 'receiver' },
    ]);
    expect(collects).toEqual({ freight: 180_000, cod: 2_500_000, total: 2_680_000 });
    expect(receiverCollectsText(collects)).toBe(
      'Thu người nhận: cước 180.000 + thu hộ 2.500.000 = 2.680.000 đ',
    );
  });

  it('says nothing more when nothing is collected for a sender', () => {
    const plain = { due: 150_000, cod_due: 0, freight_payer: 'receiver' as const };
    expect(receiverCollectsText(receiverCollects([plain]))).toBeNull();
    expect(receiverCollects([])).toEqual({ freight: 0, cod: 0, total: 0 });
  });
});
