import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import { vi as texts } from '../../../i18n/vi';
import { on, refused, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { specificationOf } from '../../../test/fake-api-forms';
import { renderRoutes } from '../../../test/render-route';
import { SpecificationFormPage } from './specification-form-page';

// Spec 1 §5: the name is required, at most 250 characters; the server refuses a name in use.
const routes = {
  '/specifications/create': <SpecificationFormPage />,
  '/specifications/update/:id': <SpecificationFormPage />,
  '/specifications': <h1>Danh sách quy cách</h1>,
};
const nameField = () => screen.getByRole('textbox', { name: texts.specifications.name });
const submit = (name: string) => screen.getByRole('button', { name });
const url = () => screen.getByRole('status', { name: 'url' }).textContent;

afterEach(() => vi.unstubAllGlobals());

describe('the specification form', () => {
  it('asks for the name, at most 250 characters, and sends nothing until it is right', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([]);
    renderRoutes('/specifications/create', routes);
    expect(await screen.findByRole('heading', { name: 'Thêm mới quy cách' })).toBeTruthy();
    await user.click(submit(texts.common.create));
    expect(await screen.findByText('Vui lòng nhập tên quy cách')).toBeTruthy();

    await user.click(nameField());
    await user.paste('x'.repeat(251));
    expect(await screen.findByText('Tên quy cách không được vượt quá 250 ký tự')).toBeTruthy();
    await user.click(submit(texts.common.create));
    expect(api.requests(specificationsApi.create)).toEqual([]);
  });

  it('saves, says so, and clears the form for the next one; typing the next hides the result', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([
      on(specificationsApi.create, ({ body }) =>
        said('Thêm quy cách thành công', specificationOf({ id: 31, name: String(body?.name) })),
      ),
    ]);
    renderRoutes('/specifications/create', routes);
    await user.type(nameField(), 'Thùng gỗ');
    await user.click(submit(texts.common.create));

    expect(await screen.findByText('Thêm quy cách thành công')).toBeTruthy();
    expect(api.bodies(specificationsApi.create)[0]).toEqual({ name: 'Thùng gỗ' });
    expect(nameField()).toHaveProperty('value', '');
    await waitFor(() => expect(document.activeElement).toBe(nameField()));
    expect(url()).toBe('/specifications/create');
    await user.type(nameField(), 'T');
    await waitFor(() => expect(screen.queryByText('Thêm quy cách thành công')).toBeNull());
  });

  it('shows a name already in use (409) in the alert and under the field', async () => {
    const user = userEvent.setup();
    stubEndpoints([
      on(specificationsApi.create, () =>
        refused(409, 'Tên quy cách đã tồn tại', { name: 'Tên quy cách đã tồn tại' }),
      ),
    ]);
    renderRoutes('/specifications/create', routes);
    await user.type(nameField(), 'BAO TẢI');
    await user.click(submit(texts.common.create));

    await waitFor(() => expect(screen.getAllByText('Tên quy cách đã tồn tại')).toHaveLength(2));
    expect(screen.getByRole('alert').textContent).toContain('Tên quy cách đã tồn tại');
    const explain = document.querySelector('.ant-form-item-explain-error');
    expect(explain?.textContent).toBe('Tên quy cách đã tồn tại');
    // What was typed stays, to be corrected.
    expect(nameField()).toHaveProperty('value', 'BAO TẢI');
  });

  it('loads the name for an update, saves it, and Quay lại goes to the list', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([
      on(specificationsApi.get, () => specificationOf()),
      on(specificationsApi.update, ({ body }) =>
        said('Cập nhật quy cách thành công', specificationOf({ name: String(body?.name) })),
      ),
    ]);
    renderRoutes('/specifications/update/3', routes);
    expect(await screen.findByRole('heading', { name: 'Cập nhật quy cách' })).toBeTruthy();
    await waitFor(() => expect(nameField()).toHaveProperty('value', 'Thùng carton'));
    await user.clear(nameField());
    await user.type(nameField(), 'Thùng carton lớn');
    await user.click(submit(texts.common.update));

    expect(await screen.findByText('Cập nhật quy cách thành công')).toBeTruthy();
    expect(api.bodies(specificationsApi.update, { id: 3 })[0]).toEqual({
      name: 'Thùng carton lớn',
    });
    expect(nameField()).toHaveProperty('value', 'Thùng carton lớn');
    await user.click(screen.getByRole('button', { name: texts.common.back }));
    await waitFor(() => expect(url()).toBe('/specifications'));
  });
});
