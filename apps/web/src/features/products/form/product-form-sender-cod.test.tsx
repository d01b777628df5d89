import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SENDER_IS_RECEIVER,
  SENDER_PAYS_WITHOUT_SENDER,
} from '@depot/shared/products/sender-cod.rules';
import { vi as texts } from '../../../i18n/vi';
import { customerOf, pageOf, productOf, reply } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-route';
import { ProductFormPage } from './product-form-page';

// docs/payments.md, "Sender and thu hộ": the intake names the sender and what is collected for
// them, checked on the form by the shared rules and sent with the line.
const t = texts.productsForm;
const receiver = customerOf();
const sender = customerOf({ id: 9, full_name: 'Công ty Sơn Á Đông', phone: '0281234567' });

let posts: Record<string, unknown>[];

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://depot.test');
  if (init?.method === 'POST' && url.pathname === '/api/products') {
    posts.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return Promise.resolve(reply(productOf({ id: 41 }), 'Thêm hàng hóa thành công'));
  }
  if (url.pathname === '/api/customers') {
    const keyword = url.searchParams.get('q') ?? '';
    return Promise.resolve(reply(pageOf(keyword.startsWith('son') ? [sender] : [receiver])));
  }
  if (url.pathname === '/api/customers/7') return Promise.resolve(reply(receiver));
  if (url.pathname === '/api/customers/9') return Promise.resolve(reply(sender));
  if (url.pathname === '/api/specifications') return Promise.resolve(reply(pageOf([], 1000)));
  return Promise.resolve(reply([]));
}

beforeEach(() => {
  posts = [];
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => vi.unstubAllGlobals());

function renderCreateForm() {
  renderRoutes('/products/create', { '/products/create': <ProductFormPage /> });
}

/** Types into a customer picker and clicks the option (the last of that title: the open list). */
async function pick(user: UserEvent, field: string, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: field }), typed);
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]!);
}

/** A package line of 2 × 50 000 đ for the receiver. */
async function fillParcel(user: UserEvent) {
  await pick(user, t.customer, 'tran', 'Trần Thị Gửi — 0903123456');
  await user.type(screen.getByRole('textbox', { name: t.name }), 'Sơn nước');
  await user.click(screen.getByRole('radio', { name: t.byPackage }));
  await user.type(screen.getByRole('textbox', { name: t.quantity }), '2');
  await user.type(screen.getByRole('textbox', { name: t.totalWeight }), '3');
  await user.type(screen.getByRole('textbox', { name: 'Đơn giá / kiện' }), '50000');
}

describe('the goods form’s sender and thu hộ', () => {
  it('sends the sender picked by name and the amount collected for them', async () => {
    const user = userEvent.setup();
    renderCreateForm();
    await fillParcel(user);
    await pick(user, t.sender, 'son', 'Công ty Sơn Á Đông — 0281234567');
    await user.type(screen.getByRole('textbox', { name: t.cod }), '2500000');
    await user.click(screen.getByRole('button', { name: texts.common.create }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ customer_id: 7, sender_id: 9, cod_amount: 2_500_000 });
  });

  it('sends no sender and nothing collected when left empty', async () => {
    const user = userEvent.setup();
    renderCreateForm();
    await fillParcel(user);
    await user.click(screen.getByRole('button', { name: texts.common.create }));
    await waitFor(() => expect(posts).toHaveLength(1));
    // Spec 1 §4: a field left empty is not sent; the server reads it as no sender.
    expect(posts[0]).not.toHaveProperty('sender_id');
    expect(posts[0]).toMatchObject({ cod_amount: 0 });
  });

  it('refuses the receiver as sender on the form and sends nothing', async () => {
    const user = userEvent.setup();
    renderCreateForm();
    await fillParcel(user);
    await pick(user, t.sender, 'tran', 'Trần Thị Gửi — 0903123456');
    await user.click(screen.getByRole('button', { name: texts.common.create }));
    expect(await screen.findByText(SENDER_IS_RECEIVER)).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it('Người gửi trả is sent with the sender, and refused on the form without one', async () => {
    const user = userEvent.setup();
    renderCreateForm();
    await fillParcel(user);
    await user.click(screen.getByRole('radio', { name: 'Người gửi trả' }));
    await user.click(screen.getByRole('button', { name: texts.common.create }));
    expect(await screen.findByText(SENDER_PAYS_WITHOUT_SENDER)).toBeTruthy();
    expect(posts).toHaveLength(0);
    await pick(user, t.sender, 'son', 'Công ty Sơn Á Đông — 0281234567');
    await user.click(screen.getByRole('button', { name: texts.common.create }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ sender_id: 9, freight_payer: 'sender' });
  });
});
