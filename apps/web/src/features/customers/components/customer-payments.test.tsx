import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { customerOf, pageOf } from '../../../test/fake-api';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { locationRoutes } from '../../../test/fake-api-forms';
import { paymentRowOf } from '../../../test/fake-api-payments';
import { renderRoutes, setupUser } from '../../../test/render-route';
import { CustomerFormPage } from './customer-form-page';

const history = [
  paymentRowOf({ id: 12, number: 'PT-2611-0012', amount: 80_000, method: 'transfer' }),
  paymentRowOf({ id: 11, number: 'PT-2611-0011', amount: 500_000 }),
];

function renderCustomerPage() {
  const api = stubEndpoints([
    ...locationRoutes,
    on(customersApi.get, () => customerOf({ id: 5 })),
    on(paymentsApi.ofCustomer, () => pageOf(history, 20)),
  ]);
  renderRoutes('/customers/update/5', {
    '/customers/update/:id': <CustomerFormPage />,
    '*': <p>test:elsewhere</p>,
  });
  return api;
}

const url = () => screen.getByRole('status', { name: 'url' }).textContent;

afterEach(() => vi.unstubAllGlobals());

describe('the customer’s page', () => {
  it('lists the customer’s payments, each printable again as a reprint', async () => {
    const user = setupUser();
    const api = renderCustomerPage();
    const region = await screen.findByRole('region', { name: 'Lịch sử thu tiền' });
    const newest = await within(region).findByRole('row', { name: /PT-2611-0012/ });
    expect(newest.textContent).toContain('80.000 đ');
    expect(newest.textContent).toContain('Chuyển khoản');
    expect(api.requests(paymentsApi.ofCustomer, { id: 5 })[0]?.query.toString()).toBe(
      'paged=1&limit=20',
    );

    await user.click(within(newest).getByRole('link', { name: 'In lại phiếu thu PT-2611-0012' }));
    await waitFor(() => expect(url()).toBe('/phieu-thu-tien/12?reprint=1'));
    expect(screen.getByText('test:elsewhere')).toBeTruthy();
  });
});
