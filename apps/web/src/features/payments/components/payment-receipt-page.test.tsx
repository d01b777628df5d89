import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { saveSession } from '../../../lib/session';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { userOf } from '../../../test/fake-api-lists';
import { depotSettings, paymentOf } from '../../../test/fake-api-payments';
import { renderRoute } from '../../../test/render-route';
import { PaymentReceiptPage } from './payment-receipt-page';

const PATH = '/phieu-thu-tien/:id';
/** 10:05 on 21-11-2026 at the depot (UTC+7), a day after the payment was received. */
const PRINTED = new Date('2026-11-21T03:05:00.000Z');

function stubReceipt() {
  return stubEndpoints([
    on(paymentsApi.get, () => paymentOf()),
    on(settingsApi.get, () => depotSettings),
  ]);
}

const sheet = () => screen.findByRole('region', { name: 'PHIẾU THU TIỀN PT-2611-0042' });
const fact = (name: string) => screen.getByRole('group', { name }).textContent;

beforeEach(() => {
  // Only the clock: Testing Library's and TanStack Query's timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(PRINTED);
  saveSession('token', userOf('staff'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the payment receipt', () => {
  it('printed again says Bản in lại with the time it is printed, in the depot’s zone', async () => {
    stubReceipt();
    renderRoute(<PaymentReceiptPage />, '/phieu-thu-tien/42?reprint=1', PATH);
    const receipt = await sheet();
    const mark = within(receipt).getByRole('note', { name: 'Bản in lại' });
    expect(mark.textContent).toBe('Bản in lại · In lúc 10:05 21-11-2026');
    // The payment's own time stays the moment it was received.
    expect(fact('Ngày giờ thu')).toBe('Ngày giờ thu: 20-11-2026 09:30');

    // Printed later from the same page: the copy says when it went to paper.
    vi.setSystemTime(new Date('2026-11-21T04:40:00.000Z'));
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(mark.textContent).toBe('Bản in lại · In lúc 11:40 21-11-2026');
  });

  it('printed first, right after Thu tiền, carries no reprint mark', async () => {
    stubReceipt();
    renderRoute(<PaymentReceiptPage />, '/phieu-thu-tien/42', PATH);
    const receipt = await sheet();
    expect(within(receipt).queryByRole('note', { name: 'Bản in lại' })).toBeNull();
    expect(receipt.textContent).not.toContain('In lúc');
  });

  it('shows what is still owed after it and the credit, never a negative debt', async () => {
    stubReceipt();
    renderRoute(<PaymentReceiptPage />, '/phieu-thu-tien/42', PATH);
    const receipt = await sheet();
    expect(fact('Còn nợ sau phiếu này')).toBe('Còn nợ sau phiếu này: 0 đ');
    expect(fact('Tiền khách gửi trước')).toBe('Tiền khách gửi trước: 80.000 đ');
    expect(receipt.textContent).not.toMatch(/-\s?80\.000/);
  });

  it('leaves the credit out when the customer has none after it', async () => {
    stubEndpoints([
      on(paymentsApi.get, () => paymentOf({ credit: 0, credit_after: 0 })),
      on(settingsApi.get, () => depotSettings),
    ]);
    renderRoute(<PaymentReceiptPage />, '/phieu-thu-tien/42', PATH);
    await sheet();
    expect(screen.queryByRole('group', { name: 'Tiền khách gửi trước' })).toBeNull();
  });
});
