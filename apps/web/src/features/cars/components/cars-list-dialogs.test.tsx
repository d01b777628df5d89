import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carsApi } from '@depot/shared/cars/cars.contract';
import type { Car } from '@depot/shared/cars/cars.schema';
import { on, refused, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { carOf } from '../../../test/fake-api-forms';
import { renderRoutes } from '../../../test/render-route';
import { CarsListPage } from './cars-list-page';

// The delete confirmation of /cars: THOÁT keeps the car, ĐỒNG Ý deletes it and goes to page 1.
const car = carOf({
  id: 9,
  number_car: '51C-999.01',
  driver_name: 'Võ Văn Xóa',
  total_weight: 8000,
});
const routes = { '/cars': <CarsListPage /> };
const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const pageOf = (rows: Car[], paged = 1) => ({
  rows,
  total: 16,
  paginate: { paged, limit: 15, last_page: 2 },
});

afterEach(() => vi.unstubAllGlobals());

async function askToDelete(user: UserEvent) {
  const row = await screen.findByRole('row', { name: /51C-999\.01/ });
  expect(row.textContent).toContain('8,0 tấn');
  await user.click(within(row).getByRole('button', { name: 'Xóa' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('Xác nhận xóa');
  expect(dialog.textContent).toContain('Bạn có chắc muốn xóa xe "51C-999.01"?');
  return dialog;
}

describe('deleting a car', () => {
  it('THOÁT closes the question and deletes nothing', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([on(carsApi.list, () => pageOf([car]))]);
    renderRoutes('/cars', routes);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'THOÁT' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests(carsApi.remove)).toEqual([]);
    expect(screen.getByRole('row', { name: /51C-999\.01/ })).toBeTruthy();
  });

  it('ĐỒNG Ý from page 2 deletes it, shows a green toast and goes back to page 1', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const api = stubEndpoints([
      on(carsApi.list, ({ query }) =>
        pageOf(deleted ? [] : [car], Number(query.get('paged') ?? 1)),
      ),
      on(carsApi.remove, () => {
        deleted = true;
        return said('Xóa xe thành công', null);
      }),
    ]);
    renderRoutes('/cars?number_car=51C999&paged=2', routes);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'ĐỒNG Ý' }));
    expect((await screen.findByText('Xóa xe thành công')).closest('.toast-success')).toBeTruthy();
    expect(api.requests(carsApi.remove, { id: 9 })).toHaveLength(1);
    // Page 1 of the same filter.
    await waitFor(() => expect(url()).toBe('/cars?number_car=51C999'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /51C-999\.01/ })).toBeNull());
  });

  it('a car already deleted elsewhere: the server message in a red toast, no green one', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([
      on(carsApi.list, () => pageOf([car])),
      on(carsApi.remove, () => refused(404, 'Không tìm thấy xe')),
    ]);
    renderRoutes('/cars', routes);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'ĐỒNG Ý' }));
    expect((await screen.findByText('Không tìm thấy xe')).closest('.toast-error')).toBeTruthy();
    expect(document.querySelector('.toast-success')).toBeNull();
    expect(api.requests(carsApi.remove, { id: 9 })).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
