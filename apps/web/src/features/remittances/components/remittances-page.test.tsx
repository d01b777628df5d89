import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { remittancesApi } from '@depot/shared/remittances/remittances.contract';
import { remittanceChanged } from '@depot/shared/remittances/remittances.rules';
import type { Remittance, RemittanceList } from '@depot/shared/remittances/remittances.schema';
import { vi as texts } from '../../../i18n/vi';
import { saveSession } from '../../../lib/session';
import { on, refused, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { branchOf } from '../../../test/fake-api-forms';
import { userOf } from '../../../test/fake-api-lists';
import { renderRoute } from '../../../test/render-route';
import { RemittancesPage } from './remittances-page';

// Chuyển tiền chi nhánh (docs/payments.md, "Money between branches"): the dialog sends the thu hộ
// ticked as the clerk sees it summed; the list confirms and voids. The server's rules are the
// API's test (remittances.test.ts).

const t = texts.remittances;
const SG = branchOf({ id: 1, code: 'SG', name: 'Chi nhánh Sài Gòn' });
const CT = branchOf({ id: 2, code: 'CT', name: 'Chi nhánh Cần Thơ', province_ids: [92] });
const ref = (b: typeof SG) => ({ id: b.id, code: b.code, name: b.name });

const remittance = (over: Partial<Remittance> = {}): Remittance => ({
  id: 7,
  number: 'CT-2611-0001',
  state: 'pending',
  from_branch: ref(CT),
  to_branch: ref(SG),
  amount: 500_000,
  method: 'cash',
  note: 'Gửi theo xe',
  sent_at: '2026-11-20T03:00:00.000Z',
  sent_by: { id: 5, fullname: 'Lê Văn Cần' },
  confirmed_at: null,
  confirmed_by: null,
  voided_at: null,
  voided_by: null,
  void_reason: null,
  ...over,
});
const list = (rows: Remittance[]): RemittanceList => ({
  rows,
  total: rows.length,
  paginate: { paged: 1, limit: 50, last_page: 1 },
  pending_in: rows.filter((r) => r.state === 'pending').length,
});
const line = (id: number, name: string, amount: number) => ({
  product_id: id,
  code: `2611-00${id}`,
  name,
  datetime: '2026-11-05',
  sender: { id: 9, full_name: 'Vựa Gạo Hai Miền' },
  receiver: { id: 7, full_name: 'Tiệm Tạp Hóa Bảy' },
  cod_amount: amount,
  amount,
});

function open(create: () => unknown = () => said('Đã lập', remittance())) {
  const api = stubEndpoints([
    on(branchesApi.list, () => [SG, CT]),
    on(remittancesApi.list, () => list([remittance()])),
    on(remittancesApi.remittable, () => ({
      lines: [line(41, 'Gạo ST25', 300_000), line(42, 'Nếp cái hoa vàng', 200_000)],
      amount: 500_000,
    })),
    on(remittancesApi.create, create as never),
    on(remittancesApi.confirm, () =>
      said('Đã xác nhận nhận tiền CT-2611-0001', remittance({ state: 'confirmed' })),
    ),
  ]);
  renderRoute(<RemittancesPage />, '/chuyen-tien');
  return api;
}

describe('Chuyển tiền chi nhánh', () => {
  beforeEach(() => saveSession('token', { ...userOf('staff'), branch_id: CT.id }));

  it('sends the thu hộ ticked, summed as the clerk sees it', async () => {
    const api = open();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.create) }));
    const dialog = await screen.findByRole('dialog');
    // Cần Thơ's clerk: Sài Gòn is the only other branch, chosen already.
    const table = await within(dialog).findByRole('table', { name: t.dialog.lines });
    expect(within(dialog).getByLabelText(t.dialog.amountOfLines).textContent).toBe('500.000 đ');
    fireEvent.click(
      within(within(table).getByRole('row', { name: /Nếp cái/ })).getByRole('checkbox'),
    );
    await waitFor(() =>
      expect(within(dialog).getByLabelText(t.dialog.amountOfLines).textContent).toBe('300.000 đ'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: t.dialog.submit }));
    await within(dialog).findByText(t.dialog.recorded('CT-2611-0001'));
    expect(api.requests(remittancesApi.create)[0]?.body).toMatchObject({
      to_branch_id: SG.id,
      lines: [41],
      amount: 300_000,
      method: 'cash',
    });
  });

  it('says the server’s refusal and sends nothing', async () => {
    open(() => refused(409, remittanceChanged(200_000)));
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.create) }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('table', { name: t.dialog.lines });
    fireEvent.click(within(dialog).getByRole('button', { name: t.dialog.submit }));
    await within(dialog).findByText(remittanceChanged(200_000));
  });

  it('offers no confirming to the sending branch, nor voiding to staff', async () => {
    open();
    const row = await screen.findByRole('row', { name: /CT-2611-0001/ });
    expect(within(row).queryByRole('button', { name: t.confirm })).toBeNull();
    expect(within(row).queryByRole('button', { name: t.voidAction })).toBeNull();
  });

  it('confirms at the receiving branch and shows what waits for it', async () => {
    saveSession('token', { ...userOf('staff'), branch_id: SG.id });
    const api = open();
    await screen.findByText(t.pendingIn(1));
    const row = await screen.findByRole('row', { name: /CT-2611-0001/ });
    fireEvent.click(within(row).getByRole('button', { name: t.confirm }));
    const ask = await screen.findByRole('dialog');
    within(ask).getByText(t.confirmTitle('CT-2611-0001'));
    fireEvent.click(within(ask).getByRole('button', { name: t.confirmOk }));
    await waitFor(() => expect(api.requests(remittancesApi.confirm)).toHaveLength(1));
    expect(Number(api.requests(remittancesApi.confirm)[0]?.params.id)).toBe(7);
  });
});
