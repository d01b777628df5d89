import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import { pageOf } from '../../../test/fake-api';
import { on, refused, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { specificationOf } from '../../../test/fake-api-forms';
import { renderRoutes } from '../../../test/render-route';
import { SpecificationsListPage } from './specifications-list-page';

// The delete confirmation of /specifications: THOÁT keeps the row, ĐỒNG Ý deletes it.
const box = specificationOf({ id: 3, name: 'Kiện nhỏ' });
const routes = { '/specifications': <SpecificationsListPage /> };

afterEach(() => vi.unstubAllGlobals());

async function askToDelete(user: ReturnType<typeof userEvent.setup>) {
  const row = await screen.findByRole('row', { name: /Kiện nhỏ/ });
  await user.click(within(row).getByRole('button', { name: 'Xóa' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('Xác nhận xóa');
  expect(dialog.textContent).toContain('Bạn có chắc muốn xóa quy cách "Kiện nhỏ"?');
  return dialog;
}

describe('deleting a specification', () => {
  it('THOÁT closes the question and deletes nothing', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([on(specificationsApi.list, () => pageOf([box], 15))]);
    renderRoutes('/specifications', routes);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'THOÁT' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests(specificationsApi.remove)).toEqual([]);
    expect(screen.getByRole('row', { name: /Kiện nhỏ/ })).toBeTruthy();
  });

  it('ĐỒNG Ý deletes it, says so in a green toast and reloads the list', async () => {
    const user = userEvent.setup();
    let rows = [box];
    const api = stubEndpoints([
      on(specificationsApi.list, () => pageOf(rows, 15)),
      on(specificationsApi.remove, () => {
        rows = [];
        return said('Xóa quy cách thành công', null);
      }),
    ]);
    renderRoutes('/specifications', routes);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'ĐỒNG Ý' }));
    expect(
      (await screen.findByText('Xóa quy cách thành công')).closest('.toast-success'),
    ).toBeTruthy();
    expect(api.requests(specificationsApi.remove, { id: 3 })).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Kiện nhỏ/ })).toBeNull());
  });

  it('a refused delete (in use) shows the server message in a red toast', async () => {
    const user = userEvent.setup();
    const inUse = 'Không thể xóa quy cách đang được dùng cho hàng hóa';
    const api = stubEndpoints([
      on(specificationsApi.list, () => pageOf([box], 15)),
      on(specificationsApi.remove, () => refused(409, inUse)),
    ]);
    renderRoutes('/specifications', routes);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'ĐỒNG Ý' }));
    expect((await screen.findByText(inUse)).closest('.toast-error')).toBeTruthy();
    expect(api.requests(specificationsApi.remove, { id: 3 })).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('row', { name: /Kiện nhỏ/ })).toBeTruthy();
  });
});
