import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codApi } from '@depot/shared/cod/cod.contract';
import type { CodReceiverLines } from '@depot/shared/cod/cod.schema';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { vi as texts } from '../../i18n/vi';
import { paymentOf } from '../../test/fake-api-payments';
import { on, said, stubEndpoints } from '../../test/fake-api-endpoints';
import { renderRoute } from '../../test/render-route';
import { CodCollectDialog } from './cod-collect-dialog';

// Thu hộ (docs/payments.md, "Collecting thu hộ"): the receiver's lines owing thu hộ, all of it
// to start with, sent as a payment of purpose `cod`; the server allocates and refuses more.

const t = texts.payments.cod;
const customer = { id: 7, full_name: 'Tiệm Tạp Hóa Bảy', phone: '0903123456' };
const due: CodReceiverLines = {
  lines: [
    {
      id: 41,
      code: '2611-0041',
      name: 'Sơn nước 18L',
      datetime: '2026-11-05',
      sender: { id: 9, full_name: 'Công ty Sơn Á Đông' },
      cod_amount: 2_000_000,
      cod_collected: 500_000,
      cod_due: 1_500_000,
    },
  ],
  cod_due: 1_500_000,
};

describe('Thu hộ', () => {
  it('opens with what is due, sends a thu hộ payment, then says its number', async () => {
    const api = stubEndpoints([
      on(codApi.receiverLines, () => due),
      on(paymentsApi.create, () =>
        said('Đã thu PT-2611-0050', paymentOf({ id: 50, number: 'PT-2611-0050', purpose: 'cod' })),
      ),
    ]);
    renderRoute(<CodCollectDialog customer={customer} onClose={() => undefined} />, '/customers');
    const lines = await screen.findByRole('table', { name: t.due });
    expect(within(lines).getByText('Công ty Sơn Á Đông')).toBeTruthy();
    const amount = screen.getByLabelText(texts.payments.amount) as HTMLInputElement;
    expect(amount.value).toBe('1.500.000');
    fireEvent.click(screen.getByRole('button', { name: texts.payments.submit }));
    expect(await screen.findByText('Đã thu PT-2611-0050')).toBeTruthy();
    expect(api.bodies(paymentsApi.create)).toEqual([
      expect.objectContaining({
        customer_id: 7,
        amount: 1_500_000,
        purpose: 'cod',
        method: 'cash',
      }),
    ]);
  });

  it('says there is nothing to collect, and offers no payment', async () => {
    stubEndpoints([on(codApi.receiverLines, () => ({ lines: [], cod_due: 0 }))]);
    renderRoute(<CodCollectDialog customer={customer} onClose={() => undefined} />, '/customers');
    expect(await screen.findByText(t.none)).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: texts.payments.submit }).hasAttribute('disabled'),
      ).toBe(true),
    );
  });
});
