import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carsApi } from '@depot/shared/cars/cars.contract';
import { vi as texts } from '../../../i18n/vi';
import { on, refused, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { carOf } from '../../../test/fake-api-forms';
import { renderRoutes } from '../../../test/render-route';
import { CarFormPage } from './car-form-page';

// Spec 1 §5: plate, driver and a capacity above 0; the server stores the plate's normal form.
const t = texts.cars;
const routes = {
  '/cars/create': <CarFormPage />,
  '/cars/update/:id': <CarFormPage />,
  '/cars': <h1>Danh sách xe</h1>,
};
const field = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });
const url = () => screen.getByRole('status', { name: 'url' }).textContent;

afterEach(() => vi.unstubAllGlobals());

describe('the car form', () => {
  it('asks for plate, driver and capacity, a capacity above 0, and sends nothing until right', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([]);
    renderRoutes('/cars/create', routes);
    expect(await screen.findByRole('heading', { name: 'Thêm mới xe' })).toBeTruthy();
    expect(screen.getByText('Ví dụ: 51C-123.45')).toBeTruthy();
    await user.click(button(texts.common.create));
    expect(await screen.findByText('Vui lòng nhập biển số xe')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập tên tài xế')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập tải trọng')).toBeTruthy();

    await user.type(field(t.weightKg), '0');
    await user.click(field(t.driverName));
    expect(await screen.findByText('Tải trọng phải lớn hơn 0')).toBeTruthy();
    await user.type(field(t.numberCar), '5');
    expect(await screen.findByText('Biển số xe không hợp lệ')).toBeTruthy();
    await user.click(button(texts.common.create));
    expect(api.requests(carsApi.create)).toEqual([]);
  });

  it('creates: the tons follow the typing, the stored plate is named, the form clears', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([
      on(carsApi.create, () => said('Thêm xe thành công', carOf({ id: 21 }))),
    ]);
    renderRoutes('/cars/create', routes);
    await user.type(field(t.numberCar), '51c 123.45');
    await user.type(field(t.driverName), 'Trần Văn Tài');
    await user.type(field(t.weightKg), '2500');
    expect(await screen.findByText('≈ 2,5 tấn')).toBeTruthy();
    await user.click(button(texts.common.create));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Thêm xe thành công'));
    expect(alert.textContent).toContain('Biển số xe đã lưu: 51C-123.45');
    expect(api.bodies(carsApi.create)[0]).toEqual({
      number_car: '51c 123.45',
      driver_name: 'Trần Văn Tài',
      total_weight: 2500,
    });
    expect(field(t.numberCar)).toHaveProperty('value', '');
    expect(field(t.weightKg)).toHaveProperty('value', '');
    await waitFor(() => expect(document.activeElement).toBe(field(t.numberCar)));
    // Typing the next car: the green alert no longer speaks of what is on the form.
    await user.type(field(t.numberCar), '5');
    await waitFor(() => expect(screen.queryByText('Thêm xe thành công')).toBeNull());
  });

  it('shows a plate already stored (409) in the alert and under the plate', async () => {
    const user = userEvent.setup();
    stubEndpoints([
      on(carsApi.create, () =>
        refused(409, 'Biển số xe đã tồn tại', { number_car: 'Biển số xe đã tồn tại' }),
      ),
    ]);
    renderRoutes('/cars/create', routes);
    await user.type(field(t.numberCar), '51C12345');
    await user.type(field(t.driverName), 'Lê Văn Khác');
    await user.type(field(t.weightKg), '1000');
    await user.click(button(texts.common.create));

    await waitFor(() => expect(screen.getAllByText('Biển số xe đã tồn tại')).toHaveLength(2));
    const explain = document.querySelector('.ant-form-item-explain-error');
    expect(explain?.textContent).toBe('Biển số xe đã tồn tại');
    expect(field(t.numberCar)).toHaveProperty('value', '51C12345');
  });

  it('loads a car for an update, saves it and shows the stored plate; Quay lại goes to the list', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([
      on(carsApi.get, () => carOf({ total_weight: 1250.5 })),
      on(carsApi.update, () =>
        said(
          'Cập nhật xe thành công',
          carOf({ driver_name: 'Phạm Văn Mới', total_weight: 1250.5 }),
        ),
      ),
    ]);
    renderRoutes('/cars/update/9', routes);
    expect(await screen.findByRole('heading', { name: 'Cập nhật xe' })).toBeTruthy();
    await waitFor(() => expect(field(t.numberCar)).toHaveProperty('value', '51C-123.45'));
    expect(field(t.weightKg)).toHaveProperty('value', '1.250,5');
    expect(screen.getByText('≈ 1,3 tấn')).toBeTruthy();

    await user.clear(field(t.numberCar));
    await user.type(field(t.numberCar), '51c-12345');
    await user.clear(field(t.driverName));
    await user.type(field(t.driverName), 'Phạm Văn Mới');
    await user.click(button(texts.common.update));
    expect(await screen.findByText('Cập nhật xe thành công')).toBeTruthy();
    expect(api.bodies(carsApi.update, { id: 9 })[0]).toMatchObject({
      number_car: '51c-12345',
      driver_name: 'Phạm Văn Mới',
    });
    // The plate as the server stored it.
    expect(field(t.numberCar)).toHaveProperty('value', '51C-123.45');
    await user.click(button(texts.common.back));
    await waitFor(() => expect(url()).toBe('/cars'));
  });
});
