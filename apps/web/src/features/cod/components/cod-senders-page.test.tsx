import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codApi } from '@depot/shared/cod/cod.contract';
import type { CodSenderLines, CodSenders } from '@depot/shared/cod/cod.schema';
import { vi as texts } from '../../../i18n/vi';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { renderRoute } from '../../../test/render-route';
import { CodSendersPage } from './cod-senders-page';

// Đối soát thu hộ (docs/payments.md, "Owed to senders"): the server's figures as the screen
// shows them; the sums themselves are the API's tests (cod.test.ts).

const t = texts.cod;
const son = { id: 9, full_name: 'Công ty Sơn Á Đông', phone: '0281234567' };
const senders: CodSenders = {
  rows: [
    {
      sender: son,
      lines: 2,
      cod_amount: 1_400_000,
      not_collected: 400_000,
      collected_unpaid: 1_000_000,
      paid_out: 0,
    },
  ],
  total: 1,
  paginate: { paged: 1, limit: 50, last_page: 1 },
  sums: {
    lines: 2,
    cod_amount: 1_400_000,
    not_collected: 400_000,
    collected_unpaid: 1_000_000,
    paid_out: 0,
  },
};
const lines: CodSenderLines = {
  sender: son,
  lines: [
    {
      id: 41,
      code: '2611-0041',
      name: 'Sơn nước 18L',
      datetime: '2026-11-05',
      receiver: { id: 7, full_name: 'Tiệm Tạp Hóa Bảy', phone: '0903123456' },
      cod_amount: 1_000_000,
      cod_collected: 1_000_000,
      cod_due: 0,
      paid_out: 0,
      state: 'collected',
    },
  ],
  sums: senders.sums,
};

describe('Đối soát thu hộ', () => {
  it('shows what is owed to each sender, and the lines behind a row', async () => {
    const api = stubEndpoints([
      on(codApi.senders, () => senders),
      on(codApi.senderLines, () => lines),
    ]);
    renderRoute(<CodSendersPage />, '/doi-soat-thu-ho');
    const owed = await screen.findByRole('region', { name: t.cards.collectedUnpaid });
    await waitFor(() => expect(owed.textContent).toContain('1.000.000 đ'));
    expect(screen.getByRole('region', { name: t.cards.notCollected }).textContent).toContain(
      '400.000 đ',
    );
    const row = within(screen.getByRole('table', { name: t.title })).getByRole('row', {
      name: /Công ty Sơn Á Đông/,
    });
    expect(row.textContent).toContain('1.400.000 đ');
    fireEvent.click(within(row).getByRole('button'));
    const detail = await screen.findByRole('table', { name: t.linesOf(son.full_name) });
    await within(detail).findByText('2611-0041');
    expect(within(detail).getByText('Đã thu, chưa trả')).toBeTruthy();
    expect(api.requests(codApi.senderLines).map((r) => r.path)).toEqual([
      '/api/cod/senders/9/lines',
    ]);
  });

  it('searches senders through the server', async () => {
    const api = stubEndpoints([on(codApi.senders, () => senders)]);
    renderRoute(<CodSendersPage />, '/doi-soat-thu-ho');
    await screen.findByText(son.full_name);
    const box = screen.getByRole('searchbox', { name: t.search });
    fireEvent.change(box, { target: { value: 'son' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(api.queries(codApi.senders).at(-1)).toMatchObject({ q: 'son' }));
  });
});
