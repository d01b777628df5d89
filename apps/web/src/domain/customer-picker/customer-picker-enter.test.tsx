import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { customerOf, pageOf, reply } from '../../test/fake-api';
import { CustomerPicker } from './customer-picker';

// A clerk types the phone a customer gives and presses Enter at once: the list still on screen
// was found for an earlier, shorter text (here the one the opening loaded, newest first).
const utOanh = customerOf({ id: 4, full_name: 'Tạp hóa Út Oanh', phone: '0347601860' });
const oanh = customerOf({ id: 1, full_name: 'Tạp hóa Oanh', phone: '0347601859' });
const oanhDaNang = customerOf({ id: 2, full_name: 'Tạp hóa Oanh', phone: '0912000111' });

/** A request the fake server holds until the test answers it. */
type Held = { q: string; answer: (rows: Customer[]) => void };
let held: Held[];

/** GET /customers, answered only when the test says so: a server as slow as the test wants. */
function slowServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const q = new URL(String(input), 'http://depot.test').searchParams.get('q') ?? '';
  return new Promise((resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
    held.push({ q, answer: (rows) => resolve(reply(pageOf(rows))) });
  });
}

beforeEach(() => {
  held = [];
  vi.stubGlobal('fetch', vi.fn(slowServer));
});
afterEach(() => vi.unstubAllGlobals());

/** The request for `q`, once the picker has sent it (after the pause in typing). */
async function requestFor(q: string): Promise<Held> {
  await waitFor(() => expect(held.map((request) => request.q)).toContain(q));
  return held.find((request) => request.q === q)!;
}

/** A form's field: the picker shows the customer taken. */
function Field({ onChange }: { onChange: (id: number | undefined, c?: Customer) => void }) {
  const [id, setId] = useState<number>();
  return (
    <CustomerPicker
      aria-label="Khách hàng"
      value={id}
      onChange={(next, customer) => {
        setId(next);
        onChange(next, customer);
      }}
    />
  );
}

/** The picker, opened on the list of `opening` (the newest customers). */
async function openPicker(opening: Customer[]) {
  const onChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Field onChange={onChange} />
    </QueryClientProvider>,
  );
  const box = screen.getByRole('combobox', { name: 'Khách hàng' });
  fireEvent.mouseDown(box);
  (await requestFor('')).answer(opening);
  await screen.findByTitle(`${opening[0]!.full_name} — ${opening[0]!.phone}`);
  return { box, onChange };
}

/** The whole text at once and Enter, within one task: faster than any pause or reply. */
function typeAndEnter(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

const expanded = (box: HTMLElement) => box.getAttribute('aria-expanded');
/** What the closed picker shows as chosen. */
const chosen = () =>
  document.querySelector('.ant-select-content-has-value')?.getAttribute('title') ?? null;

describe('Enter in the customer picker', () => {
  it('takes the customer of the phone typed, never the first of a list still on screen', async () => {
    const { box, onChange } = await openPicker([utOanh, oanhDaNang]);
    typeAndEnter(box, '0347601859');
    // Út Oanh (…860) heads the list; it was not taken, and the list waits open with the text.
    expect(onChange).not.toHaveBeenCalled();
    expect(expanded(box)).toBe('true');
    expect(box).toHaveProperty('value', '0347601859');

    const search = await requestFor('0347601859');
    expect(onChange).not.toHaveBeenCalled();
    search.answer([oanh]);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls).toEqual([[1, oanh]]);
    await waitFor(() => expect(expanded(box)).toBe('false'));
    expect(chosen()).toBe('Tạp hóa Oanh — 0347601859');
  });

  it('waits for a slow server: Enter before the reply takes its first customer when it comes', async () => {
    const { box, onChange } = await openPicker([utOanh]);
    fireEvent.change(box, { target: { value: 'tap hoa oanh' } });
    const search = await requestFor('tap hoa oanh');
    // The server is still answering: antd alone would close the list and drop the text.
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(expanded(box)).toBe('true');
    expect(box).toHaveProperty('value', 'tap hoa oanh');
    expect(onChange).not.toHaveBeenCalled();

    search.answer([oanhDaNang, oanh]);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls).toEqual([[2, oanhDaNang]]);
    expect(chosen()).toBe('Tạp hóa Oanh — 0912000111');
  });

  it('takes at once the customer whose phone is the text typed, when the list holds it', async () => {
    const { box, onChange } = await openPicker([utOanh, oanh, oanhDaNang]);
    typeAndEnter(box, '0347 601 859');
    // No reply awaited: the picker holds that phone's customer.
    expect(onChange.mock.calls).toEqual([[1, oanh]]);
    expect(expanded(box)).toBe('false');
    expect(held.map((request) => request.q)).toEqual(['']);
  });

  it('takes nothing on Tab from a list of an earlier text: the cursor moves on', async () => {
    const { box, onChange } = await openPicker([utOanh, oanhDaNang]);
    fireEvent.change(box, { target: { value: '0347601859' } });
    fireEvent.keyDown(box, { key: 'Tab', code: 'Tab', keyCode: 9 });
    expect(onChange).not.toHaveBeenCalled();
    // Tab with the phone's customer in the list takes that one.
    fireEvent.change(box, { target: { value: '0912000111' } });
    fireEvent.keyDown(box, { key: 'Tab', code: 'Tab', keyCode: 9 });
    expect(onChange.mock.calls).toEqual([[2, oanhDaNang]]);
  });

  it('forgets an Enter once more is typed: the answer to the longer text is not taken', async () => {
    const { box, onChange } = await openPicker([utOanh]);
    typeAndEnter(box, '034760');
    fireEvent.change(box, { target: { value: '0347601859' } });
    const search = await requestFor('0347601859');
    search.answer([oanh]);
    await screen.findByTitle('Tạp hóa Oanh — 0347601859');
    expect(onChange).not.toHaveBeenCalled();
    expect(expanded(box)).toBe('true');
  });
});
