import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import type { Branch } from '@depot/shared/branches/branches.schema';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import { vi as texts } from '../../../i18n/vi';
import { customerOf, pageOf, productOf } from '../../../test/fake-api';
import {
  on,
  refused,
  said,
  stubEndpoints,
  type EndpointHandler,
} from '../../../test/fake-api-endpoints';
import { branchOf } from '../../../test/fake-api-forms';
import { renderRoutes } from '../../../test/render-route';
import { ProductFormPage } from './product-form-page';

// docs/domain.md, "Branches": `Chi nhánh nhận` on the goods form, only once the depot has more
// than one branch; left as `Theo tỉnh của khách`, the server picks the branch.
const t = texts.productsForm;
const b = texts.products.branches;
const customer = customerOf({ address_version: 1, old_address: null });
const SG = branchOf();
const CT = branchOf({ id: 2, code: 'CT', name: 'Chi nhánh Cần Thơ', province_ids: [92] });
const ONE_BRANCH = [SG];
const TWO_BRANCHES = [SG, CT];
/** Goods received at SG going to CT, as GET /products/5 reads them. */
const travelling = productOf({ id: 5, destination_branch_id: 2 });

/** The depot with `branches`; `post` and `put` answer the saves. */
function depot(branches: Branch[], save?: EndpointHandler<typeof productsApi.create>) {
  return stubEndpoints([
    on(branchesApi.list, () => branches),
    on(customersApi.list, () => pageOf([customer])),
    on(customersApi.get, () => customer),
    on(specificationsApi.list, () => pageOf([], 1000)),
    on(productsApi.search, () => []),
    on(productsApi.get, () => travelling),
    on(productsApi.history, () => []),
    on(productsApi.create, (request) => save?.(request) ?? said('Đã lưu', productOf())),
    on(productsApi.update, () => said('Cập nhật hàng hóa thành công', travelling)),
  ]);
}

const renderCreate = () =>
  renderRoutes('/products/create', { '/products/create': <ProductFormPage /> });
const destination = () => screen.queryByRole('combobox', { name: b.destination });
/** What a select shows as chosen. */
const shownIn = (combobox: HTMLElement) =>
  combobox.closest('.ant-select')?.querySelector('.ant-select-content-has-value')?.textContent;

/** A package line for Trần Thị Gửi, typed as a person would (pasted where long). */
async function fillParcel(user: UserEvent) {
  await user.type(screen.getByRole('combobox', { name: t.customer }), 'tran');
  await user.click(await screen.findByTitle('Trần Thị Gửi — 0903123456'));
  await user.click(screen.getByRole('textbox', { name: t.name }));
  await user.paste('Gạo ST25');
  await user.click(screen.getByRole('radio', { name: t.byPackage }));
  await user.type(screen.getByRole('textbox', { name: t.quantity }), '2');
  await user.type(screen.getByRole('textbox', { name: t.totalWeight }), '3');
  await user.click(screen.getByRole('textbox', { name: 'Đơn giá / kiện' }));
  await user.paste('50000');
}

async function pickBranch(user: UserEvent, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  const listbox = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await user.click(within(listbox as HTMLElement).getByTitle(option));
  await waitFor(() => expect(shownIn(combobox)).toBe(option));
}

afterEach(() => vi.unstubAllGlobals());

// A whole form of antd selects renders for seconds in jsdom on a loaded two-core machine.
describe('Chi nhánh nhận on the goods form', { timeout: 45_000 }, () => {
  it('a depot with one branch shows no such field and sends none', async () => {
    const user = userEvent.setup();
    const api = depot(ONE_BRANCH);
    renderCreate();
    await waitFor(() => expect(api.requests(branchesApi.list)).toHaveLength(1));
    await fillParcel(user);
    await user.click(screen.getByRole('button', { name: texts.common.create }));
    await waitFor(() => expect(api.requests(productsApi.create)).toHaveLength(1));
    expect(destination()).toBeNull();
    expect(screen.queryByText(b.destination)).toBeNull();
    expect(api.bodies(productsApi.create)[0]).not.toHaveProperty('destination_branch_id');
  });

  it('with two branches it offers them, left to the province by default and then not sent', async () => {
    const user = userEvent.setup();
    const api = depot(TWO_BRANCHES);
    renderCreate();
    const field = await screen.findByRole('combobox', { name: b.destination });
    expect(shownIn(field)).toBe(b.byProvince);
    await fillParcel(user);
    await user.click(screen.getByRole('button', { name: texts.common.create }));
    await waitFor(() => expect(api.requests(productsApi.create)).toHaveLength(1));
    expect(api.bodies(productsApi.create)[0]).not.toHaveProperty('destination_branch_id');
  });

  it('a branch chosen is sent, and kept for the same customer’s next parcel', async () => {
    const user = userEvent.setup();
    const api = depot(TWO_BRANCHES);
    renderCreate();
    const field = await screen.findByRole('combobox', { name: b.destination });
    await fillParcel(user);
    await pickBranch(user, field, 'CT · Chi nhánh Cần Thơ');
    await user.click(screen.getByRole('button', { name: t.createForSameCustomer }));
    await waitFor(() => expect(api.requests(productsApi.create)).toHaveLength(1));
    expect(api.bodies(productsApi.create)[0]).toMatchObject({
      name: 'Gạo ST25',
      destination_branch_id: 2,
    });
    // The next parcel of that customer goes the same way; a new customer starts afresh.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: t.name })).toHaveProperty('value', ''),
    );
    expect(shownIn(screen.getByRole('combobox', { name: b.destination }))).toBe(
      'CT · Chi nhánh Cần Thơ',
    );
  });

  it('the server’s message about the branch shows under the field', async () => {
    const user = userEvent.setup();
    depot(TWO_BRANCHES, () =>
      refused(400, 'Dữ liệu không hợp lệ', {
        destination_branch_id: 'Chi nhánh nhận không tồn tại',
      }),
    );
    renderCreate();
    const field = await screen.findByRole('combobox', { name: b.destination });
    await fillParcel(user);
    await pickBranch(user, field, 'CT · Chi nhánh Cần Thơ');
    await user.click(screen.getByRole('button', { name: texts.common.create }));
    const item = field.closest('.ant-form-item') as HTMLElement;
    await waitFor(() =>
      expect(item.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
        'Chi nhánh nhận không tồn tại',
      ),
    );
  });

  it('an edit shows where the goods go, offers no "by province", and sends it back', async () => {
    const user = userEvent.setup();
    const api = depot(TWO_BRANCHES);
    renderRoutes('/products/update/5', { '/products/update/:id': <ProductFormPage /> });
    const field = await screen.findByRole('combobox', { name: b.destination });
    await waitFor(() => expect(shownIn(field)).toBe('CT · Chi nhánh Cần Thơ'));
    await user.click(field);
    const listbox = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    expect(within(listbox as HTMLElement).queryByTitle(b.byProvince)).toBeNull();
    await user.click(within(listbox as HTMLElement).getByTitle('SG · Chi nhánh Sài Gòn'));
    await waitFor(() => expect(shownIn(field)).toBe('SG · Chi nhánh Sài Gòn'));
    await user.click(screen.getByRole('button', { name: texts.common.update }));
    await waitFor(() => expect(api.requests(productsApi.update, { id: 5 })).toHaveLength(1));
    expect(api.bodies(productsApi.update, { id: 5 })[0]).toMatchObject({
      destination_branch_id: 1,
    });
  });
});
