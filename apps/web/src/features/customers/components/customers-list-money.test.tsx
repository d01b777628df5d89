import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listedCustomer, stubCustomerDepot } from '../../../test/fake-api-lists';
import { renderRoute } from '../../../test/render-route';
import { CustomersListPage } from './customers-list-page';

/** customerMoney() as GET /customers?has_debt=true answers it. */
const money = (outstanding: number, credit: number) => ({
  opening_debt: 0,
  opening_collected: 0,
  opening_due: 0,
  goods_due: outstanding,
  credit,
  outstanding_debt: outstanding,
});

afterEach(() => vi.unstubAllGlobals());

describe('the customer list’s debt column', () => {
  it('shows what is owed, and credit as a figure of its own, never a negative debt', async () => {
    stubCustomerDepot([
      listedCustomer({ id: 1, full_name: 'Vũ Còn Nợ', ...money(150_000, 0) }),
      listedCustomer({ id: 2, full_name: 'Phan Gửi Trước', ...money(0, 80_000) }),
    ]);
    renderRoute(<CustomersListPage />, '/customers');
    const owing = await screen.findByRole('row', { name: /Vũ Còn Nợ/ });
    expect(owing.textContent).toContain('150.000 đ');
    expect(owing.textContent).not.toContain('Tiền khách gửi trước');

    const credit = screen.getByRole('row', { name: /Phan Gửi Trước/ });
    const cells = within(credit).getAllByRole('cell');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(cells[headers.indexOf('Công nợ')]!.textContent).toBe('0 đTiền khách gửi trước 80.000 đ');
    expect(credit.textContent).not.toMatch(/-\s?80\.000/);
  });
});
