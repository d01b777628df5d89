import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSuggestion } from '@depot/shared/products/products-suggest.schema';
import { vi as texts } from '../../../i18n/vi';
import { customerOf, pageOf, reply } from '../../../test/fake-api';
import { ProductFormPage } from './product-form-page';

// docs/domain.md: Tab goes from field to field, never to the picker's clear button or a chip.
const t = texts.productsForm;

const suggestion: ProductSuggestion = {
  id: 3,
  customer_id: 7,
  name: 'Gạo ST25',
  price: 15_000,
  price_type: 'weight',
  quantity: 1,
  total_weight: 10,
  is_total_money: false,
  specification_id: { id: 1, name: 'Bao' },
  product_type: null,
  datetime: '2026-11-01',
  created_at: '2026-11-01T01:00:00.000Z',
};

function fakeServer(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://depot.test');
  if (url.pathname === '/api/customers') return Promise.resolve(reply(pageOf([customerOf()])));
  if (url.pathname === '/api/customers/7') return Promise.resolve(reply(customerOf()));
  if (url.pathname === '/api/specifications') {
    return Promise.resolve(reply(pageOf([{ id: 1, name: 'Bao' }], 1000)));
  }
  if (url.pathname === '/api/products/search') return Promise.resolve(reply([suggestion]));
  return Promise.resolve(reply([]));
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => vi.unstubAllGlobals());

/** The focused element, by the name a person hears: its label or its text. */
function focused(): string {
  const element = document.activeElement as HTMLElement;
  const labelled = element.id && document.querySelector(`label[for="${element.id}"]`);
  return (
    element.getAttribute('aria-label') ??
    (labelled ? labelled.textContent : null) ??
    element.closest('label')?.textContent ??
    element.textContent ??
    ''
  ).trim();
}

describe('the goods form', () => {
  it('tabs from field to field, past the customer clear button and the suggestion chips', async () => {
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/products/create']}>
          <Routes>
            <Route path="/products/create" element={<ProductFormPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const customer = screen.getByRole('combobox', { name: t.customer });
    await user.type(customer, 'tran');
    await user.click(await screen.findByTitle('Trần Thị Gửi — 0903123456'));
    await user.type(screen.getByRole('textbox', { name: t.name }), 'gao');
    await screen.findByRole('button', { name: t.suggestions.remove('Gạo ST25') });
    // The picked customer has its clear button; the name has its chips.
    expect(document.querySelector('.ant-select-clear')).not.toBe(null);

    customer.focus();
    await waitFor(() => expect(document.activeElement).toBe(customer));
    const order = [focused()];
    for (let i = 0; i < 16; i += 1) {
      await user.tab();
      order.push(focused());
    }
    expect(order).toEqual([
      t.customer,
      t.name,
      t.byWeight,
      t.specification,
      t.quantity,
      t.totalWeight,
      'Đơn giá / kg',
      t.isTotalMoney,
      t.isPaid,
      t.note,
      t.datetime,
      t.sender,
      t.cod,
      // `Người trả cước`: one stop for the group, on the chosen payer.
      'Người nhận trả',
      texts.common.back,
      texts.common.create,
      t.createForSameCustomer,
    ]);
  });
});
