import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import { vi as texts } from '../../../i18n/vi';
import { customerOf, pageOf } from '../../../test/fake-api';
import { on, refused, stubEndpoints, type EndpointHandler } from '../../../test/fake-api-endpoints';
import { renderRoutes } from '../../../test/render-route';
import { ProductFormPage } from './product-form-page';

// Spec 1 §5: what the goods form asks for, the limits of its figures, and how the price type
// names the price; the server's field errors land on the fields.
const t = texts.productsForm;
// Whole replies of the current contract (addresses of the old list).
const first = customerOf({ address_version: 1, old_address: null });
const second = customerOf({
  id: 8,
  full_name: 'Trần Văn Hai',
  phone: '0903999888',
  address_version: 1,
  old_address: null,
});
const CAP = 'Thành tiền không được vượt quá 10.000.000.000 đ';

/** The depot's customers, no specifications, no suggestions; `post` answers POST /products. */
function depot(post?: EndpointHandler<typeof productsApi.create>) {
  return stubEndpoints([
    on(customersApi.list, () => pageOf([first, second])),
    on(customersApi.get, ({ params }) =>
      params.id === '8' ? second : params.id === '7' ? first : refused(404, 'Không tìm thấy'),
    ),
    on(specificationsApi.list, () => pageOf([], 1000)),
    on(productsApi.search, () => []),
    ...(post ? [on(productsApi.create, post)] : []),
  ]);
}

function renderForm() {
  renderRoutes('/products/create', { '/products/create': <ProductFormPage /> });
}

const box = (name: string) => screen.getByRole('textbox', { name });
const amount = () => screen.getByTestId('line-amount').textContent;
const create = () => screen.getByRole('button', { name: texts.common.create });

/** Puts text into a field at once: typing it key by key re-renders the form for each key. */
async function paste(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function pickCustomer(user: UserEvent, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: t.customer }), typed);
  await user.click(await screen.findByTitle(option));
}

// A whole form of antd selects renders for seconds in jsdom; with the web files run side by side
// on a loaded two-core machine one such test took 20 s (the project's limit) once in three runs.
const SLOW_FORM_MS = 45_000;

afterEach(() => vi.unstubAllGlobals());

describe('the goods form’s rules', { timeout: SLOW_FORM_MS }, () => {
  it('an empty submit names every missing field and sends nothing', async () => {
    const user = userEvent.setup();
    const api = depot();
    renderForm();
    await user.click(create());
    for (const message of [
      'Vui lòng chọn khách hàng',
      'Vui lòng nhập tên hàng',
      'Vui lòng chọn quy cách',
      'Vui lòng nhập số lượng',
      'Vui lòng nhập trọng lượng',
      'Vui lòng nhập đơn giá',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    // By package the specification is not asked for.
    await user.click(screen.getByRole('radio', { name: t.byPackage }));
    await waitFor(() => expect(screen.queryByText('Vui lòng chọn quy cách')).toBeNull());
    expect(api.requests(productsApi.create)).toEqual([]);
  });

  it('a weight has at most 2 decimals', async () => {
    const user = userEvent.setup();
    depot();
    renderForm();
    await user.type(box(t.totalWeight), '1,2345');
    expect(await screen.findByText('Trọng lượng chỉ có tối đa 2 chữ số thập phân')).toBeTruthy();
    await user.clear(box(t.totalWeight));
    await user.type(box(t.totalWeight), '1,25');
    await waitFor(() =>
      expect(screen.queryByText('Trọng lượng chỉ có tối đa 2 chữ số thập phân')).toBeNull(),
    );
  });

  it('the price type names the price and the amount follows it, per kg, per package, in total', async () => {
    const user = userEvent.setup();
    depot();
    renderForm();
    await user.type(box(t.quantity), '2');
    await user.type(box(t.totalWeight), '3');
    await paste(user, box('Đơn giá / kg'), '50000');
    await waitFor(() => expect(amount()).toBe('Thành tiền: 150.000 đ'));

    await user.click(screen.getByRole('radio', { name: t.byPackage }));
    expect(box('Đơn giá / kiện')).toBeTruthy();
    await waitFor(() => expect(amount()).toBe('Thành tiền: 100.000 đ'));

    await user.click(screen.getByRole('checkbox', { name: t.isTotalMoney }));
    expect(box('Tổng tiền')).toBeTruthy();
    await waitFor(() => expect(amount()).toBe('Thành tiền: 50.000 đ'));
  });

  it('a line past 10 billion đồng is refused on the price, also when the weight makes it so', async () => {
    const user = userEvent.setup();
    const api = depot();
    renderForm();
    await user.click(screen.getByRole('radio', { name: t.byPackage }));
    await user.type(box(t.quantity), '1');
    await user.type(box(t.totalWeight), '1000');
    await paste(user, box('Đơn giá / kiện'), '10000000001');
    expect(await screen.findByText(CAP)).toBeTruthy();
    await user.clear(box('Đơn giá / kiện'));
    await paste(user, box('Đơn giá / kiện'), '20000000');
    await waitFor(() => expect(screen.queryByText(CAP)).toBeNull());

    // Per kg the same price on 1 000 kg is 20 billion: the price's message comes back.
    await user.click(screen.getByRole('radio', { name: t.byWeight }));
    expect(await screen.findByText(CAP)).toBeTruthy();
    await user.click(create());
    expect(api.requests(productsApi.create)).toEqual([]);
  });

  it('the server’s 400 field errors show under their fields and its message above', async () => {
    const user = userEvent.setup();
    depot(() =>
      refused(400, 'Dữ liệu không hợp lệ', { name: 'Tên hàng không được vượt quá 250 ký tự' }),
    );
    renderForm();
    await pickCustomer(user, 'tran', 'Trần Thị Gửi — 0903123456');
    await paste(user, box(t.name), 'Gạo ST25');
    await user.click(screen.getByRole('radio', { name: t.byPackage }));
    await user.type(box(t.quantity), '2');
    await user.type(box(t.totalWeight), '3');
    await paste(user, box('Đơn giá / kiện'), '50000');
    await user.click(create());

    expect((await screen.findByRole('alert')).textContent).toContain('Dữ liệu không hợp lệ');
    // The field's error is set after the message: antd shows it a render later.
    await waitFor(() =>
      expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
        'Tên hàng không được vượt quá 250 ký tự',
      ),
    );
  });

  it('changing or clearing the customer clears the name', async () => {
    const user = userEvent.setup();
    depot();
    renderForm();
    await pickCustomer(user, 'tran', 'Trần Thị Gửi — 0903123456');
    await user.type(box(t.name), 'Bàn ghế');
    await pickCustomer(user, 'hai', 'Trần Văn Hai — 0903999888');
    await waitFor(() => expect(box(t.name)).toHaveProperty('value', ''));

    await user.type(box(t.name), 'Tủ lạnh');
    const picker = screen.getByRole('combobox', { name: t.customer }).closest('.ant-select');
    await user.click(picker!.querySelector('.ant-select-clear') as HTMLElement);
    await waitFor(() => expect(box(t.name)).toHaveProperty('value', ''));
    await user.click(create());
    expect(await screen.findByText('Vui lòng chọn khách hàng')).toBeTruthy();
  });
});
