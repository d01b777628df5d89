import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vi as texts } from '../../../i18n/vi';
import { customerOf, reply } from '../../../test/fake-api';
import { SAI_GON } from '../../../test/fake-api-addresses';
import { CustomerFormPage } from './customer-form-page';

// docs/domain.md: Tab goes from field to field, never to a location select's clear button.
const t = texts.customers;
const customer = customerOf({ id: 5, debt: 20_000 });

function fakeServer(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://depot.test');
  const answers: Record<string, unknown> = {
    '/api/customers/5': customer,
    '/api/location/provinces': [customer.province_id],
    '/api/location/districts': [customer.district_id],
    '/api/location/wards': [customer.ward_id],
    '/api/location/convert': { candidates: [SAI_GON], certain: true },
  };
  return Promise.resolve(reply(answers[url.pathname] ?? []));
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => vi.unstubAllGlobals());

/** The focused element by its label, or its own name (a button). */
function focused(): string {
  const element = document.activeElement as HTMLElement;
  const label = element.id && document.querySelector(`label[for="${element.id}"]`);
  return (
    (label ? label.textContent : null) ??
    element.getAttribute('aria-label') ??
    element.textContent ??
    ''
  ).trim();
}

describe('the customer form', () => {
  it('tabs from field to field past the clear buttons of province, district and ward', async () => {
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/customers/update/5']}>
          <Routes>
            <Route path="/customers/update/:id" element={<CustomerFormPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const name = await screen.findByRole('textbox', { name: t.fullName });
    await screen.findByTitle('Phường Bến Nghé');
    // Each of the three selects holds a value, so each has its clear button.
    expect(document.querySelectorAll('.ant-select-clear')).toHaveLength(3);

    name.focus();
    await waitFor(() => expect(document.activeElement).toBe(name));
    const order = [focused()];
    // The old address offers its conversion, then the switch to the 2025 list (docs/decisions/0010-addresses-2025.md).
    await screen.findByRole('button', { name: t.address.convert });
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      order.push(focused());
    }
    expect(order).toEqual([
      t.fullName,
      t.phone,
      t.numberHouse,
      t.province,
      t.district,
      t.ward,
      t.address.convert,
      t.address.useNew,
      t.openingDebt,
      texts.common.back,
      texts.common.update,
    ]);
  });
});
