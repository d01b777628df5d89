import { describe, expect, it } from 'vitest';
import { amountInWords, receiptWords } from './amount-words';

describe('amountInWords', () => {
  it.each([
    [0, 'Không đồng'],
    [5, 'Năm đồng'],
    [15, 'Mười lăm đồng'],
    [21, 'Hai mươi mốt đồng'],
    [24, 'Hai mươi tư đồng'],
    [25, 'Hai mươi lăm đồng'],
    [105, 'Một trăm linh năm đồng'],
    [1_000_005, 'Một triệu không trăm linh năm đồng'],
    [1_250_000, 'Một triệu hai trăm năm mươi nghìn đồng'],
    [1_000_000_000, 'Một tỷ đồng'],
    [2_015_000_021, 'Hai tỷ không trăm mười lăm triệu không trăm hai mươi mốt đồng'],
    [-50_000, 'Âm năm mươi nghìn đồng'],
  ])('%i → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('refuses what is not whole đồng', () => {
    expect(() => amountInWords(1250000.5)).toThrow(RangeError);
  });
});

describe('receiptWords', () => {
  it('writes the total, and the due only when part of the receipt is paid', () => {
    expect(receiptWords({ amount: 650_000, due: 650_000 })).toEqual({
      amount_words: 'Sáu trăm năm mươi nghìn đồng',
      due_words: null,
    });
    expect(receiptWords({ amount: 650_000, due: 450_000 })).toEqual({
      amount_words: 'Sáu trăm năm mươi nghìn đồng',
      due_words: 'Bốn trăm năm mươi nghìn đồng',
    });
    // Paid in full: the total, never `Không đồng` under the stamp.
    expect(receiptWords({ amount: 650_000, due: 0 })).toEqual({
      amount_words: 'Sáu trăm năm mươi nghìn đồng',
      due_words: null,
    });
  });
});
