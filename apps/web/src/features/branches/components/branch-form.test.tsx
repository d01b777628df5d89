import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { vi as texts } from '../../../i18n/vi';
import { on, refused, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { branchOf, branchRoutes } from '../../../test/fake-api-forms';
import { fill, renderRoutes, setupUser, type User } from '../../../test/render-route';
import { BranchFormPage } from './branch-form-page';

// The branch form: the shared schema's rules before anything is sent, the server's answer in
// the alert and under the fields it names.
const t = texts.branches;
const routes = {
  '/chi-nhanh/create': <BranchFormPage />,
  '/chi-nhanh/update/:id': <BranchFormPage />,
  '/chi-nhanh': <h1>Danh sách chi nhánh</h1>,
};
const field = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });
const provinces = () => screen.getByRole('combobox', { name: t.provinces });
/** The provinces the select shows as chosen (its tags). */
const chosenProvinces = () =>
  Array.from(
    provinces().closest('.ant-select')!.querySelectorAll('.ant-select-selection-item'),
    (tag) => tag.getAttribute('title'),
  );
const option = (title: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });
const canTho = branchOf({
  id: 2,
  name: 'Chi nhánh Cần Thơ',
  code: 'CT',
  address: '5 Hòa Bình, Ninh Kiều',
  phone: '0292 3821 555',
  province_ids: [92],
});

afterEach(() => vi.unstubAllGlobals());

async function fillCanTho(user: User) {
  await fill(user, await screen.findByRole('textbox', { name: t.name }), 'Chi nhánh Cần Thơ');
  await fill(user, field(t.code), 'ct');
  await fill(user, field(t.address), '5 Hòa Bình, Ninh Kiều');
  await fill(user, field(t.phone), '0292 3821 555');
}

describe('the branch form', () => {
  it('asks for a name and a code of 2–4 letters, a phone of digits, and sends nothing until right', async () => {
    const user = setupUser();
    const api = stubEndpoints(branchRoutes(() => [branchOf()]));
    renderRoutes('/chi-nhanh/create', routes);
    expect(await screen.findByRole('heading', { name: 'Thêm chi nhánh' })).toBeTruthy();
    expect(screen.getByText('2–4 chữ cái in hoa, ví dụ SG, CT')).toBeTruthy();
    await user.click(button(texts.common.create));
    expect(await screen.findByText('Vui lòng nhập tên chi nhánh')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mã chi nhánh')).toBeTruthy();

    await fill(user, field(t.code), 'c1');
    expect(
      await screen.findByText('Mã chi nhánh gồm 2–4 chữ cái in hoa, ví dụ SG, CT'),
    ).toBeTruthy();
    await fill(user, field(t.phone), 'gọi anh Tư');
    expect(
      await screen.findByText('Điện thoại chỉ gồm chữ số, khoảng trắng, . - + /'),
    ).toBeTruthy();
    await user.click(button(texts.common.create));
    expect(api.requests(branchesApi.create)).toEqual([]);
  });

  it('creates: provinces of another branch are greyed, the stored code is named, the form clears', async () => {
    const user = setupUser();
    const api = stubEndpoints([
      ...branchRoutes(() => [branchOf()]),
      on(branchesApi.create, () => said('Thêm chi nhánh thành công', canTho)),
    ]);
    renderRoutes('/chi-nhanh/create', routes);
    await fillCanTho(user);
    await user.click(provinces());
    // Hồ Chí Minh is SG's: offered greyed, with the branch that serves it.
    const served = await option('Thành phố Hồ Chí Minh');
    expect(served.className).toContain('ant-select-item-option-disabled');
    expect(served.textContent).toContain('đã thuộc SG');
    await user.type(provinces(), 'can tho');
    await user.click(await option('Thành phố Cần Thơ'));
    await waitFor(() => expect(chosenProvinces()).toEqual(['Thành phố Cần Thơ']));
    await user.click(button(texts.common.create));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Thêm chi nhánh thành công'));
    expect(alert.textContent).toContain('Mã chi nhánh đã lưu: CT');
    expect(api.bodies(branchesApi.create)[0]).toEqual({
      name: 'Chi nhánh Cần Thơ',
      code: 'ct',
      address: '5 Hòa Bình, Ninh Kiều',
      phone: '0292 3821 555',
      province_ids: [92],
    });
    expect(field(t.name)).toHaveProperty('value', '');
    expect(field(t.code)).toHaveProperty('value', '');
    expect(chosenProvinces()).toEqual([]);
  });

  it('shows a refused save (400) in the alert and each field error under its field', async () => {
    const user = setupUser();
    stubEndpoints([
      ...branchRoutes(() => [branchOf()]),
      on(branchesApi.create, () =>
        refused(400, 'Dữ liệu không hợp lệ', {
          name: 'Tên chi nhánh không hợp lệ',
          province_ids: 'Tỉnh/thành không hợp lệ',
        }),
      ),
    ]);
    renderRoutes('/chi-nhanh/create', routes);
    await fillCanTho(user);
    await user.click(button(texts.common.create));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Dữ liệu không hợp lệ'));
    const errorOf = (label: string) =>
      screen
        .getByText(label, { selector: 'label' })
        .closest('.ant-form-item')
        ?.querySelector('.ant-form-item-explain-error')?.textContent;
    await waitFor(() => expect(errorOf(t.name)).toBe('Tên chi nhánh không hợp lệ'));
    expect(errorOf(t.provinces)).toBe('Tỉnh/thành không hợp lệ');
    // What was typed stays, to be corrected.
    expect(field(t.name)).toHaveProperty('value', 'Chi nhánh Cần Thơ');
  });

  it('a code another branch has (409) is named under the code', async () => {
    const user = setupUser();
    stubEndpoints([
      ...branchRoutes(() => [branchOf()]),
      on(branchesApi.create, () =>
        refused(409, 'Mã chi nhánh đã được dùng', { code: 'Mã chi nhánh đã được dùng' }),
      ),
    ]);
    renderRoutes('/chi-nhanh/create', routes);
    await fillCanTho(user);
    await user.click(button(texts.common.create));
    await waitFor(() => expect(screen.getAllByText('Mã chi nhánh đã được dùng')).toHaveLength(2));
    expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
      'Mã chi nhánh đã được dùng',
    );
  });

  it('edits a branch of the list, its own provinces free, and shows what was stored', async () => {
    const user = setupUser();
    const api = stubEndpoints([
      ...branchRoutes(() => [branchOf(), canTho]),
      on(branchesApi.update, () =>
        said('Cập nhật chi nhánh thành công', {
          ...canTho,
          phone: '0292 3999 999',
          province_ids: [92, 1],
        }),
      ),
    ]);
    renderRoutes('/chi-nhanh/update/2', routes);
    expect(await screen.findByRole('heading', { name: 'Sửa chi nhánh' })).toBeTruthy();
    await waitFor(() => expect(field(t.code)).toHaveProperty('value', 'CT'));
    expect(field(t.name)).toHaveProperty('value', 'Chi nhánh Cần Thơ');
    await waitFor(() => expect(chosenProvinces()).toEqual(['Thành phố Cần Thơ']));

    await user.clear(field(t.phone));
    await fill(user, field(t.phone), '0292 3999 999');
    await user.click(provinces());
    expect((await option('Thành phố Cần Thơ')).className).not.toContain('disabled');
    expect((await option('Thành phố Hồ Chí Minh')).className).toContain('disabled');
    await user.click(await option('Thành phố Hà Nội'));
    await user.click(button(texts.common.update));
    expect(await screen.findByText('Cập nhật chi nhánh thành công')).toBeTruthy();
    expect(api.bodies(branchesApi.update, { id: 2 })[0]).toEqual({
      name: 'Chi nhánh Cần Thơ',
      code: 'CT',
      address: '5 Hòa Bình, Ninh Kiều',
      phone: '0292 3999 999',
      province_ids: [92, 1],
    });
  });

  it('a branch the list does not have shows why and the way back, no form', async () => {
    stubEndpoints(branchRoutes(() => [branchOf()]));
    renderRoutes('/chi-nhanh/update/99', routes);
    expect(await screen.findByText('Không tìm thấy chi nhánh')).toBeTruthy();
    expect(within(document.body).queryByRole('textbox', { name: t.name })).toBeNull();
    expect(button(texts.common.backToList)).toBeTruthy();
  });
});
