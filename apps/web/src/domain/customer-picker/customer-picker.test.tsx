import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerOf, pageOf, place, reply } from '../../test/fake-api';
import { CustomerPicker } from './customer-picker';

// docs/domain.md: at the counter a customer gives a phone number, and three shops share a name.
const oanh = [
  customerOf({ id: 1, full_name: 'Tạp hóa Oanh', phone: '0347601859', number_house: '1 Trần Phú' }),
  customerOf({
    id: 2,
    full_name: 'Tạp hóa Oanh',
    phone: '0912000111',
    number_house: '',
    province_id: place(48, 'Đà Nẵng', 'Thành phố'),
    district_id: place(492, 'Hải Châu', 'Quận'),
    ward_id: place(20251, 'Bình Hiên', 'Phường'),
  }),
  customerOf({ id: 3, full_name: 'Tạp hóa Oanh', phone: '0283000222', number_house: '9 Lê Lợi' }),
];

let searches: URLSearchParams[];

/** GET /customers: `q` a phone start finds the one whose phone it starts, otherwise all three. */
function fakeServer(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://depot.test');
  searches.push(url.searchParams);
  const q = url.searchParams.get('q') ?? '';
  const found = /^\d+$/.test(q) ? oanh.filter((c) => c.phone.startsWith(q)) : oanh;
  return Promise.resolve(reply(pageOf(found)));
}

beforeEach(() => {
  searches = [];
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => vi.unstubAllGlobals());

function renderPicker(onChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CustomerPicker aria-label="Khách hàng" onChange={onChange} />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Khách hàng' });
}

/** The options as shown: each one's lines of text. */
function shownOptions(): string[][] {
  return Array.from(document.querySelectorAll('.ant-select-item-option'), (option) =>
    Array.from(option.querySelectorAll('.ant-select-item-option-content > div > *'), (line) =>
      (line.textContent ?? '').trim(),
    ),
  );
}

describe('the customer picker', () => {
  it('finds a customer by the phone typed, with one search sent as q', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const picker = renderPicker(onChange);
    await user.type(picker, '0347601859');
    // The list the opening loaded (all three) gives way to the phone's match.
    await waitFor(() => expect(shownOptions()).toHaveLength(1));
    const option = screen.getByTitle('Tạp hóa Oanh — 0347601859');
    const typed = searches.filter((s) => s.has('q'));
    expect(typed.map((s) => Object.fromEntries(s))).toEqual([
      { q: '0347601859', paged: '1', limit: '20', has_debt: 'false' },
    ]);
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith(1, oanh[0]);
  });

  it('shows each option with its address, so namesakes can be told apart', async () => {
    const user = userEvent.setup();
    const picker = renderPicker();
    await user.type(picker, 'tap hoa oanh');
    await screen.findByTitle('Tạp hóa Oanh — 0283000222');
    expect(shownOptions()).toEqual([
      ['Tạp hóa Oanh — 0347601859', '1 Trần Phú, P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh'],
      ['Tạp hóa Oanh — 0912000111', 'P. Bình Hiên - Q. Hải Châu - TP. Đà Nẵng'],
      ['Tạp hóa Oanh — 0283000222', '9 Lê Lợi, P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh'],
    ]);
    const listbox = document.querySelector('.ant-select-dropdown') as HTMLElement;
    expect(within(listbox).getAllByText(/^Tạp hóa Oanh — /)).toHaveLength(3);
  });
});
