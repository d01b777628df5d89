import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productOf } from '../../../test/fake-api';
import { GoodsLabel } from './goods-label';

// docs/payments.md, "Sender and thu hộ": a label says what its receiver pays in all when the
// depot collects for the sender, and nothing more when it does not.
const depot = { depot_name: 'Chành xe Minh Phát', hotline: '0909000111', public_url: '' };

describe('a goods label', () => {
  it('prints the freight due plus the thu hộ when something is collected for the sender', () => {
    const line = productOf({
      amount: 100_000,
      due: 100_000,
      cod_amount: 1_500_000,
      cod_due: 1_500_000,
    });
    render(<GoodsLabel product={line} depot={depot} />);
    expect(
      screen.getByText('Thu người nhận: cước 100.000 + thu hộ 1.500.000 = 1.600.000 đ'),
    ).toBeTruthy();
  });

  it('prints no such line without thu hộ', () => {
    render(<GoodsLabel product={productOf({ cod_amount: 0, cod_due: 0 })} depot={depot} />);
    expect(screen.queryByText(/Thu người nhận/)).toBeNull();
  });
});
