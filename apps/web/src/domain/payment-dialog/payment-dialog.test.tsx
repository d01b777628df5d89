import { PAYMENT_AMOUNT_POSITIVE } from '@depot/shared/payments/payments.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vi as texts } from '../../i18n/vi';
import { PaymentDialog } from './payment-dialog';

const t = texts.payments;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const customer = { id: 7, full_name: 'Trần Thị Gửi', phone: '0903123456' };
const debt = {
  customer,
  debt: 200_000,
  opening_debt: 200_000,
  opening_collected: 0,
  opening_due: 200_000,
  goods_due: 50_000,
  credit: 0,
  outstanding_debt: 250_000,
  // Newest first, as the server sends them.
  statements: [
    {
      car: { id: 3, number_car: '51C-888.01' },
      datetime_from: '2026-11-20',
      lines: 2,
      amount: 30_000,
      collected: 0,
      due: 30_000,
    },
  ],
  loose: [
    {
      id: 91,
      code: '2611-0091',
      name: 'Thùng sơn',
      datetime: '2026-11-02',
      amount: 20_000,
      collected: 0,
      due: 20_000,
      paid_state: 'unpaid',
      receiver: null,
    },
  ],
};

type Sent = { body: Record<string, unknown>; reply: (status: number, payload: unknown) => void };
let posts: Sent[];

const respond = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The server: the debt answers at once; each POST /payments waits until the test answers it. */
function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (init?.method === 'POST' && url.startsWith('/api/payments')) {
    return new Promise((resolve) => {
      posts.push({
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
        reply: (status, payload) => resolve(respond(status, payload)),
      });
    });
  }
  if (url.startsWith('/api/debt/customer/7')) {
    return Promise.resolve(respond(200, { status: true, message: '', data: debt }));
  }
  return Promise.resolve(respond(404, { status: false, message: 'Không tìm thấy' }));
}

/** The server's reply to a recorded payment: the whole payment, as the contract says. */
function paid(number: string, id = 42) {
  return {
    status: true,
    message: `Đã thu ${number}`,
    data: {
      id,
      number,
      customer,
      amount: 250_000,
      method: 'cash',
      purpose: 'freight',
      received_at: '2026-11-20T02:30:00.000Z',
      received_by: { id: 2, fullname: 'Trần Thị Lan' },
      note: null,
      credit: 0,
      voided_at: null,
      voided_by: null,
      void_reason: null,
      outstanding_debt_after: 0,
      credit_after: 0,
      allocations: [],
    },
  };
}

beforeEach(() => {
  posts = [];
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => vi.unstubAllGlobals());

/**
 * antd's checkboxes join their group in an effect, and a click before that leaves the group's
 * value empty (the opening debt ticked read 0, on a loaded machine). A person cannot click that
 * fast; one turn of the event loop lets the render's effects run first.
 */
function effectsRun() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A line's tick once the list of lines has come and its checkboxes joined their group. */
async function findTick(name: RegExp) {
  const tick = await screen.findByRole('checkbox', { name });
  await effectsRun();
  return tick;
}

async function openDialog(preset?: { car_id: number; datetime_from: string }[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PaymentDialog customer={customer} onClose={() => undefined} preset={preset} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const amount = await screen.findByLabelText(t.amount);
  await effectsRun();
  const submit = screen.getByRole('button', { name: t.submit });
  return { amount: amount as HTMLInputElement, submit };
}

describe('Thu tiền', () => {
  it('opens with what the customer owes as the amount', async () => {
    const { amount } = await openDialog();
    expect(amount.value).toBe('250.000');
    expect(screen.getByText('250.000 đ')).toBeTruthy();
  });

  it('refuses an amount of 0 with the shared message, and sends nothing', async () => {
    const { amount, submit } = await openDialog();
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(submit);
    expect(await screen.findByText(PAYMENT_AMOUNT_POSITIVE)).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it('sends one request for a double click, busy until the reply, then says its number', async () => {
    const { submit } = await openDialog();
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({
      customer_id: 7,
      amount: 250_000,
      method: 'cash',
      request_id: expect.stringMatching(UUID),
    });
    await waitFor(() => expect(submit.className).toContain('ant-btn-loading'));

    posts[0]!.reply(200, paid('PT-2611-0042'));
    expect(await screen.findByText('Đã thu PT-2611-0042')).toBeTruthy();
    const print = screen.getByRole('link', { name: t.printReceipt });
    expect(print.getAttribute('href')).toBe('/phieu-thu-tien/42');
    expect(posts).toHaveLength(1);
  });

  it("shows the server's refusal and resends with the same request id", async () => {
    const { submit } = await openDialog();
    fireEvent.click(submit);
    await waitFor(() => expect(posts).toHaveLength(1));
    posts[0]!.reply(404, { status: false, message: 'Không tìm thấy khách hàng' });
    expect(await screen.findByText('Không tìm thấy khách hàng')).toBeTruthy();

    fireEvent.click(submit);
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.body.request_id).toBe(posts[0]!.body.request_id);
  });

  it('offers a part-paid line for what it still owes, never its whole amount', async () => {
    const whole = debt.loose[0]!;
    debt.loose[0] = {
      ...whole,
      amount: 200_000,
      collected: 150_000,
      due: 50_000,
      paid_state: 'partial',
    };
    try {
      const { amount } = await openDialog();
      fireEvent.click(screen.getByLabelText(t.targetChosen));
      const tick = await findTick(/2611-0091 Thùng sơn/);
      expect(tick.closest('label')?.textContent).toContain('còn 50.000 đ');
      expect(tick.closest('label')?.textContent).not.toContain('200.000');
      fireEvent.click(tick);
      await waitFor(() => expect(amount.value).toBe('50.000'));
    } finally {
      debt.loose[0] = whole;
    }
  });

  it('pays what is ticked: the amount follows the ticks, the body names them', async () => {
    const { amount, submit } = await openDialog();
    fireEvent.click(screen.getByLabelText(t.targetChosen));
    await findTick(/Thùng sơn/);
    // Nothing ticked yet: refused on the form, nothing sent.
    fireEvent.click(submit);
    expect(await screen.findByText(t.tickNothing)).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.click(
      screen.getByRole('checkbox', { name: /Xe 51C-888.01 ngày 20-11-2026 \(2 hàng\)/ }),
    );
    await waitFor(() => expect(amount.value).toBe('30.000'));
    fireEvent.click(screen.getByRole('checkbox', { name: /2611-0091 Thùng sơn/ }));
    await waitFor(() => expect(amount.value).toBe('50.000'));
    fireEvent.click(submit);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({
      amount: 50_000,
      statements: [{ car_id: 3, datetime_from: '2026-11-20' }],
      lines: [91],
    });
    expect(posts[0]!.body.opening).toBeUndefined();
  });

  it("opened from a receipt, ticks the receipt's statement with what it owes", async () => {
    const { amount, submit } = await openDialog([{ car_id: 3, datetime_from: '2026-11-20' }]);
    expect(amount.value).toBe('30.000');
    const ticked = screen.getByRole('checkbox', { name: /Xe 51C-888.01/ }) as HTMLInputElement;
    expect(ticked.checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(t.openingDebt) }));
    await waitFor(() => expect(amount.value).toBe('230.000'));
    fireEvent.click(submit);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({ amount: 230_000, opening: true });
  });
});
