import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { chooseBranch } from '../../../lib/branch-choice';
import { saveSession } from '../../../lib/session';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { branchOf } from '../../../test/fake-api-forms';
import { pageAt, userOf } from '../../../test/fake-api-lists';
import { depotSettings } from '../../../test/fake-api-payments';
import { renderRoute } from '../../../test/render-route';
import { groupOf, parcelOf, phoneScreen } from './waiting-goods.test-helpers';
import { WaitingGoodsPage } from './waiting-goods-page';

// docs/domain.md, "Branches": over every branch (the owner's `Tất cả chi nhánh`), each waiting
// parcel names the branch it waits at; at one branch, or in a depot of one, nothing does.
const SG = branchOf();
const CT = branchOf({ id: 2, code: 'CT', name: 'Chi nhánh Cần Thơ', province_ids: [92] });
const lan = groupOf(1, 'Nguyễn Văn Lâu', [
  parcelOf({ id: 11, name: 'Thùng sơn', branch_id: 2 }),
  parcelOf({ id: 12, code: '2611-0002', name: 'Bao gạo', branch_id: 1 }),
]);

function stubDepot(branches = [SG, CT]) {
  return stubEndpoints([
    on(settingsApi.get, () => depotSettings),
    on(branchesApi.list, () => branches),
    on(productsApi.waiting, () => pageAt([lan], 1, 1, 20)),
  ]);
}

const parcels = () => screen.findByRole('table', { name: 'Hàng chờ giao của Nguyễn Văn Lâu' });
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name).closest('tr') as HTMLElement;
const render = () => renderRoute(<WaitingGoodsPage />, '/hang-cho-giao');
/**
 * The branches asked for and their reply given its time to show: a column that is absent then
 * stays absent (the first test shows it within this time when it belongs).
 */
async function branchesSettled(api: ReturnType<typeof stubDepot>) {
  await waitFor(() => expect(api.requests(branchesApi.list)).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

beforeEach(() => saveSession('token', userOf('superadmin')));

describe('the waiting goods of every branch', () => {
  it('names the branch each parcel waits at, in a column of its own', async () => {
    const api = stubDepot();
    render();
    const table = await parcels();
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'Chi nhánh' })));
    expect(within(rowOf(table, 'Thùng sơn')).getByText('CT')).toBeTruthy();
    expect(within(rowOf(table, 'Bao gạo')).getByText('SG')).toBeTruthy();
    expect(api.requests(branchesApi.list)).toHaveLength(1);
  });

  it('on a phone, says it in the parcel’s lines', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(phoneScreen);
    stubDepot();
    render();
    const list = await screen.findByRole('list', { name: 'Hàng chờ giao của Nguyễn Văn Lâu' });
    await waitFor(() => expect(list.textContent).toContain('Tại chi nhánh CT'));
    expect(list.textContent).toContain('Tại chi nhánh SG');
    vi.mocked(window.matchMedia).mockRestore();
  });

  it('names none with one branch chosen, for staff of one branch, or in a depot of one', async () => {
    const cases: Array<() => void> = [
      () => chooseBranch(2),
      () => saveSession('token', { ...userOf('staff'), branch_id: 2 }),
    ];
    for (const arrange of cases) {
      const api = stubDepot();
      arrange();
      const { unmount } = render();
      const table = await parcels();
      await branchesSettled(api);
      expect(within(table).queryByRole('columnheader', { name: 'Chi nhánh' })).toBeNull();
      unmount();
      chooseBranch(null);
      saveSession('token', userOf('superadmin'));
    }
    const api = stubDepot([SG]);
    render();
    const table = await parcels();
    await branchesSettled(api);
    expect(within(table).queryByRole('columnheader', { name: 'Chi nhánh' })).toBeNull();
  });
});
