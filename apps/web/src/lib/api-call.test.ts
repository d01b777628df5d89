import { authApi } from '@depot/shared/auth/auth.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, ReplyMismatchError } from './api-call';
import { clearSession, saveSession } from './session';

const payment = {
  id: 42,
  number: 'PT-2611-0042',
  customer: { id: 7, full_name: 'Trần Thị Gửi', phone: '0903123456' },
  amount: 250_000,
  method: 'cash',
  purpose: 'freight',
  received_at: '2026-11-20T02:30:00.000Z',
  received_by: { id: 2, fullname: 'Lan' },
  note: null,
  credit: 0,
  voided_at: null,
  voided_by: null,
  void_reason: null,
  outstanding_debt_after: 0,
  credit_after: 0,
  allocations: [],
};

const lan = {
  id: 2,
  username: 'lan',
  email: 'lan@depot.vn',
  fullname: 'Lan',
  role: 'staff' as const,
  branch_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

let sent: { url: string; init?: RequestInit }[];
let data: unknown;

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), init });
      return Promise.resolve(
        new Response(JSON.stringify({ status: true, message: 'Đã thu', data }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const authorization = (index: number) =>
  (sent[index]!.init?.headers as Record<string, string>).Authorization;

describe('callApi', () => {
  it('fills the path from the params and sends the body as the contract says', async () => {
    data = payment;
    const reply = await callApi(paymentsApi.void, { params: { id: 42 }, body: { reason: 'Nhầm' } });
    expect(sent[0]!.url).toBe('/api/payments/42/void');
    expect(sent[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(sent[0]!.init?.body))).toEqual({ reason: 'Nhầm' });
    // Typed by the reply schema: no generic written by hand.
    expect(reply.data.number).toBe('PT-2611-0042');
  });

  it('puts the query in the address', async () => {
    data = { rows: [], total: 0, paginate: { paged: 1, limit: 50, last_page: 1 }, totals: {} };
    await callApi(paymentsApi.cashBook, { query: { date_from: '2026-11-20', paged: 2 } }).catch(
      () => undefined,
    );
    expect(sent[0]!.url).toBe('/api/payments?date_from=2026-11-20&paged=2');
  });

  it('refuses, in tests and development, a reply that breaks the contract', async () => {
    data = { ...payment, amount: 'nhiều' };
    await expect(callApi(paymentsApi.get, { params: { id: 42 } })).rejects.toBeInstanceOf(
      ReplyMismatchError,
    );
  });

  it('sends the stored token unless the call names its own, or none', async () => {
    saveSession('stored', lan);
    data = payment;
    await callApi(paymentsApi.get, { params: { id: 42 } });
    data = null;
    await callApi(authApi.logout, { token: 'forgotten' });
    await callApi(authApi.logout, { token: null });
    expect(authorization(0)).toBe('Bearer stored');
    expect(authorization(1)).toBe('Bearer forgotten');
    expect(authorization(2)).toBeUndefined();
  });

  it('is a type error to leave out what the endpoint needs', () => {
    // Compile-time only: the calls below are never made.
    const never = false as boolean;
    if (never) {
      // @ts-expect-error the void needs its id and its reason
      void callApi(paymentsApi.void, { params: { id: 1 } });
      // @ts-expect-error a reply field that does not exist
      void callApi(paymentsApi.get, { params: { id: 1 } }).then((r) => r.data.amount_due);
    }
    expect(never).toBe(false);
  });
});
