import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { vi as texts } from '../../../i18n/vi';
import { on, refused, stubEndpoints } from '../../../test/fake-api-endpoints';
import { branchOf, branchRoutes } from '../../../test/fake-api-forms';
import { currentUrl as url, renderRoutes, setupUser } from '../../../test/render-route';
import { BranchesListPage } from './branches-list-page';

// /chi-nhanh: every branch on one table, the provinces it serves by name, add and edit.
const t = texts.branches;
const routes = {
  '/chi-nhanh': <BranchesListPage />,
  '/chi-nhanh/create': <h1>Trang thêm</h1>,
  '/chi-nhanh/update/:id': <h1>Trang sửa</h1>,
};
const canTho = branchOf({
  id: 2,
  name: 'Chi nhánh Cần Thơ',
  code: 'CT',
  address: '5 Hòa Bình, Ninh Kiều',
  phone: '0292 3821 555',
  province_ids: [92, 1],
});

afterEach(() => vi.unstubAllGlobals());

describe('the branches list', () => {
  it('shows each branch with its code, address, phone and the provinces it serves by name', async () => {
    stubEndpoints(branchRoutes(() => [branchOf(), canTho]));
    renderRoutes('/chi-nhanh', routes);
    expect(await screen.findByRole('heading', { name: 'Chi nhánh' })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Chi nhánh Cần Thơ/ });
    await waitFor(() => expect(row.textContent).toContain('Thành phố Cần Thơ, Thành phố Hà Nội'));
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual([
      'CT',
      'Chi nhánh Cần Thơ',
      '5 Hòa Bình, Ninh Kiều',
      '0292 3821 555',
    ]);
    expect(screen.getByRole('row', { name: /Chi nhánh Sài Gòn/ }).textContent).toContain(
      'Thành phố Hồ Chí Minh',
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([t.code, t.name, t.address, t.phone, t.provinces, t.actions]);
  });

  it('Sửa opens the branch’s form', async () => {
    const user = setupUser();
    stubEndpoints(branchRoutes(() => [branchOf(), canTho]));
    renderRoutes('/chi-nhanh', routes);
    const row = await screen.findByRole('row', { name: /Chi nhánh Cần Thơ/ });
    await user.click(within(row).getByRole('link', { name: 'Sửa' }));
    await waitFor(() => expect(url()).toBe('/chi-nhanh/update/2'));
  });

  it('Thêm chi nhánh opens an empty form', async () => {
    const user = setupUser();
    stubEndpoints(branchRoutes(() => [branchOf()]));
    renderRoutes('/chi-nhanh', routes);
    await user.click(await screen.findByRole('button', { name: /Thêm chi nhánh/ }));
    await waitFor(() => expect(url()).toBe('/chi-nhanh/create'));
  });

  it('says why when the list cannot be loaded', async () => {
    stubEndpoints([on(branchesApi.list, () => refused(500, 'Lỗi máy chủ'))]);
    renderRoutes('/chi-nhanh', routes);
    expect(await screen.findByText('Lỗi máy chủ')).toBeTruthy();
  });
});
