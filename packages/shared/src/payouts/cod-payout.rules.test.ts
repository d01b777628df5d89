import { describe, expect, it } from 'vitest';
import { settingsChoiceFields } from '../settings/settings.schema';
import { codFee, codFeeRuleText, codPayable, codPayoutMoney, NO_COD_FEE } from './cod-payout.rules';

describe('the fee kept on thu hộ paid out', () => {
  it('is none when the depot sets none', () => {
    expect(codFee(1_000_000, NO_COD_FEE)).toBe(0);
    expect(codPayoutMoney([600_000, 400_000], NO_COD_FEE)).toEqual({
      gross: 1_000_000,
      fee: 0,
      net: 1_000_000,
    });
  });

  it('is the percentage of the sum, rounded to the đồng, at least the minimum', () => {
    const rule = { percent: 1.5, min: 20_000 };
    expect(codFee(2_000_000, rule)).toBe(30_000);
    expect(codFee(1_000_000, rule)).toBe(20_000);
    expect(codFee(333_333, { percent: 1.5, min: 0 })).toBe(5_000);
    expect(codFee(100, { percent: 0.25, min: 0 })).toBe(0);
  });

  it('never takes more than the sum', () => {
    expect(codPayoutMoney([5_000], { percent: 0, min: 20_000 })).toEqual({
      gross: 5_000,
      fee: 5_000,
      net: 0,
    });
  });

  it('is said as the dialog and slip say it', () => {
    expect(codFeeRuleText(NO_COD_FEE)).toBe('Không thu phí');
    expect(codFeeRuleText({ percent: 1.5, min: 20_000 })).toBe('1,5 % (tối thiểu 20.000 đ)');
    expect(codFeeRuleText({ percent: 2, min: 0 })).toBe('2 %');
    expect(codFeeRuleText({ percent: 0, min: 15_000 })).toBe('15.000 đ');
  });
});

describe('what a line may pay out', () => {
  it('is what was collected and not paid out yet, never below 0', () => {
    expect(codPayable({ cod_collected: 400_000, paid_out: 100_000 })).toBe(300_000);
    expect(codPayable({ cod_collected: 100_000, paid_out: 100_000 })).toBe(0);
  });
});

describe('the fee settings', () => {
  it('take a percentage of two decimals at most, and a whole minimum', () => {
    const percent = settingsChoiceFields.cod_fee_percent;
    expect(percent.safeParse(1.25).success).toBe(true);
    expect(percent.safeParse(0.1 + 0.2).success).toBe(true);
    expect(percent.safeParse(1.255).error?.issues[0]?.message).toBe(
      'Phí thu hộ có tối đa 2 chữ số thập phân',
    );
    expect(percent.safeParse(101).error?.issues[0]?.message).toBe('Phí thu hộ tối đa 100 %');
    expect(settingsChoiceFields.cod_fee_min.safeParse(1.5).error?.issues[0]?.message).toBe(
      'Phí tối thiểu là số tiền nguyên đồng',
    );
  });
});
