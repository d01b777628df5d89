import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { depotToday } from '@depot/shared/validation/dates';
import { vi as texts } from '../../../i18n/vi';
import { customerOf, pageOf, productOf, reply } from '../../../test/fake-api';
import { ProductFormPage } from './product-form-page';

// docs/domain.md, intake at the counter: several parcels for one customer, the cursor where the next
// entry starts, Enter saving from any field, the label printed right after saving.
const t = texts.productsForm;
const customer = customerOf();
const CUSTOMER_OPTION = 'Trần Thị Gửi — 0903123456';

let posts: Record<string, unknown>[];

/** The server: every POST /products is saved at once as the next line (id 41, 42, …). */
function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://depot.test');
  if (init?.method === 'POST' && url.pathname === '/api/products') {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    posts.push(body);
    const saved = productOf({
      id: 40 + posts.length,
      code: `2611-0000${posts.length}`,
      name: String(body.name),
      datetime: String(body.datetime),
    });
    return Promise.resolve(reply(saved, 'Thêm hàng hóa thành công'));
  }
  if (url.pathname === '/api/customers') return Promise.resolve(reply(pageOf([customer])));
  if (url.pathname === '/api/customers/7') return Promise.resolve(reply(customer));
  if (url.pathname === '/api/specifications') return Promise.resolve(reply(pageOf([], 1000)));
  return Promise.resolve(reply([]));
}

beforeEach(() => {
  posts = [];
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => vi.unstubAllGlobals());

function renderCreateForm() {
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
  return {
    customer: screen.getByRole('combobox', { name: t.customer }),
    name: screen.getByRole('textbox', { name: t.name }),
    date: screen.getByRole('textbox', { name: t.datetime }),
  };
}

/** What the customer picker shows as chosen ('' when nobody is). */
function pickedCustomer(): string {
  const field = screen.getByRole('combobox', { name: t.customer }).closest('.ant-select');
  return field?.querySelector('.ant-select-content-has-value')?.getAttribute('title') ?? '';
}

/** A package line for Trần Thị Gửi, typed and picked as a person would. */
async function fillParcel(user: UserEvent, name: string, { pick = true } = {}) {
  if (pick) {
    await user.type(screen.getByRole('combobox', { name: t.customer }), 'tran');
    await user.click(await screen.findByTitle(CUSTOMER_OPTION));
  }
  await user.type(screen.getByRole('textbox', { name: t.name }), name);
  await user.click(screen.getByRole('radio', { name: t.byPackage }));
  await user.type(screen.getByRole('textbox', { name: t.quantity }), '2');
  await user.type(screen.getByRole('textbox', { name: t.totalWeight }), '3');
  await user.type(screen.getByRole('textbox', { name: 'Đơn giá / kiện' }), '50000');
}

/** Types a day into the receive date and takes it with Enter in the open calendar. */
async function typeDate(user: UserEvent, date: HTMLElement, text: string) {
  await user.click(date);
  await user.clear(date);
  await user.type(date, `${text}{Enter}`);
}

describe('intake at the counter', () => {
  it('opens with the cursor in Khách hàng and puts it back there after Thêm mới', async () => {
    const user = userEvent.setup();
    const fields = renderCreateForm();
    await waitFor(() => expect(document.activeElement).toBe(fields.customer));

    await fillParcel(user, 'Gạo ST25');
    await user.click(screen.getByRole('button', { name: texts.common.create }));
    await screen.findByText(t.code('2611-00001'));
    expect(posts).toHaveLength(1);
    // Emptied for the next goods (spec 1 §4), the cursor back in the first field.
    await waitFor(() => expect(pickedCustomer()).toBe(''));
    expect(screen.getByRole('textbox', { name: t.name })).toHaveProperty('value', '');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: t.customer })),
    );
  });

  it('Thêm tiếp cho khách này keeps the customer and the date, clears the rest, cursor in the name', async () => {
    const user = userEvent.setup();
    const fields = renderCreateForm();
    await fillParcel(user, 'Gạo ST25');
    await typeDate(user, fields.date, '21-11-2026');
    await waitFor(() => expect(fields.date).toHaveProperty('value', '21-11-2026'));
    // Enter in the open calendar took the day; it saved nothing yet.
    expect(posts).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: t.isPaid }));

    await user.click(screen.getByRole('button', { name: t.createForSameCustomer }));
    await screen.findByText(t.code('2611-00001'));
    expect(posts[0]).toMatchObject({ customer_id: 7, name: 'Gạo ST25', datetime: '2026-11-21' });

    const name = () => screen.getByRole('textbox', { name: t.name });
    await waitFor(() => expect(document.activeElement).toBe(name()));
    expect(name()).toHaveProperty('value', '');
    expect(pickedCustomer()).toBe(CUSTOMER_OPTION);
    expect(screen.getByRole('textbox', { name: t.datetime })).toHaveProperty('value', '21-11-2026');
    // The rest as after any create: priced by weight again, not paid, no numbers.
    expect(screen.getByRole('radio', { name: t.byWeight })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: t.isPaid })).toHaveProperty('checked', false);
    expect(screen.getByRole('textbox', { name: t.quantity })).toHaveProperty('value', '');

    // The second parcel goes to the same customer on the same day without picking again.
    await fillParcel(user, 'Máy lạnh', { pick: false });
    await user.click(screen.getByRole('button', { name: texts.common.create }));
    await screen.findByText(t.code('2611-00002'));
    expect(posts[1]).toMatchObject({ customer_id: 7, name: 'Máy lạnh', datetime: '2026-11-21' });
    // Thêm mới then empties everything, the date back to today.
    await waitFor(() => expect(pickedCustomer()).toBe(''));
    const today = depotToday().split('-').reverse().join('-');
    expect(screen.getByRole('textbox', { name: t.datetime })).toHaveProperty('value', today);
  });

  it('offers In tem for the parcel just saved, opening its label', async () => {
    const user = userEvent.setup();
    renderCreateForm();
    await fillParcel(user, 'Gạo ST25');
    await user.click(screen.getByRole('button', { name: texts.common.create }));
    const alert = (await screen.findByText(t.code('2611-00001'))).closest('[role="alert"]');
    const links = within(alert as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([t.printLabel]);
    expect(links[0]!.getAttribute('href')).toBe('/products/label/41');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
  });

  it.each([
    ['the name', () => screen.getByRole('textbox', { name: t.name })],
    ['the closed customer picker', () => screen.getByRole('combobox', { name: t.customer })],
    ['a checkbox', () => screen.getByRole('checkbox', { name: t.isPaid })],
    ['the closed date picker', () => screen.getByRole('textbox', { name: t.datetime })],
  ])('saves on Enter in %s, as Thêm mới does', async (_, field) => {
    const user = userEvent.setup();
    renderCreateForm();
    await fillParcel(user, 'Gạo ST25');
    field().focus();
    await user.keyboard('{Enter}');
    await screen.findByText(t.code('2611-00001'));
    expect(posts).toHaveLength(1);
    // No list or calendar was opened instead.
    expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBe(
      null,
    );
    expect(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBe(
      null,
    );
  });
});
