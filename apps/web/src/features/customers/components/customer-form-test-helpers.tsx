import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { vi as texts } from '../../../i18n/vi';
import { renderRoutes } from '../../../test/render-route';
import { CustomerFormPage } from './customer-form-page';

const t = texts.customers;

/** The customer form's pages, the list and an opened customer's page (by its URL). */
export function renderCustomerForm(url: string) {
  return renderRoutes(url, {
    '/customers/create': <CustomerFormPage />,
    '/customers/update/:id': <CustomerFormPage />,
    '/customers': <h1>Danh sách khách hàng</h1>,
  });
}

export const field = (label: string) => screen.getByRole('textbox', { name: label });
export const combo = (label: string) => screen.getByRole('combobox', { name: label });
export const button = (name: string) => screen.getByRole('button', { name });
export const url = () => screen.getByRole('status', { name: 'url' }).textContent;

/** What a location select shows as chosen ('' when nothing is). */
export function shownValue(label: string): string {
  const select = combo(label).closest('.ant-select');
  return select?.querySelector('.ant-select-content-has-value')?.getAttribute('title') ?? '';
}

/** Types into a location select and picks the option, as a person would. */
export async function pick(user: UserEvent, label: string, typed: string, option: string) {
  await waitFor(() => expect(combo(label)).toHaveProperty('disabled', false));
  await user.type(combo(label), typed);
  await user.click(await screen.findByTitle(option));
  await waitFor(() => expect(shownValue(label)).toBe(option));
}

/** Puts text into a field at once: typing it key by key re-renders the form for each key. */
export async function paste(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

/**
 * Name, phone and Phường Sài Gòn, HCM of the 2025 list (the form's default), with as few keys
 * as find them: on a loaded two-core machine each key costs a render of the whole form.
 */
export async function fillCustomer(user: UserEvent, name: string, phone: string) {
  await paste(user, await screen.findByRole('textbox', { name: t.fullName }), name);
  await paste(user, field(t.phone), phone);
  await pick(user, t.province, 'ho chi', 'Thành phố Hồ Chí Minh');
  await pick(user, t.ward, 'sai', 'Phường Sài Gòn');
}

/** Switches the form to the old list's three selects (Nhập theo địa chỉ cũ). */
export async function useOldList(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: t.address.useOld }));
  await screen.findByRole('combobox', { name: t.district });
}
