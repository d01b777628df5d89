import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customersApi } from '@depot/shared/customers/customers.contract';
import type {
  ConversionStatus,
  UncertainConversion,
} from '@depot/shared/customers/customers.schema';
import { vi as texts } from '../../../i18n/vi';
import { customerOf, pageOf, place } from '../../../test/fake-api';
import { SAI_GON, TAN_DINH, XUAN_HOA } from '../../../test/fake-api-addresses';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { renderRoutes } from '../../../test/render-route';
import { AddressConversionPage } from './address-conversion-page';

// docs/decisions/0010-addresses-2025.md: the admins' screen that converts the depot's customers to the 2025 list.
const t = texts.addressConversion;

const {
  debt: _d,
  outstanding_debt: _o,
  created_at: _c,
  updated_at: _u,
  ...split
} = customerOf({
  id: 11,
  full_name: 'Hồ Văn Chia',
  district_id: place(770, '3', 'Quận'),
  ward_id: place(27139, 'Võ Thị Sáu', 'Phường'),
});
const row: UncertainConversion = { customer: split, candidates: [XUAN_HOA, TAN_DINH] };

/** The depot before and after: 5 old addresses, 3 of them certain, then 2, then 1. */
function depot() {
  let state: ConversionStatus = {
    old_count: 5,
    certain_count: 3,
    uncertain: pageOf([
      row,
      { customer: { ...split, id: 12, full_name: 'Lý Thị Xa' }, candidates: [] },
    ]),
  };
  const api = stubEndpoints([
    on(customersApi.conversionStatus, () => state),
    on(customersApi.convertCertain, () => {
      state = { ...state, old_count: 2, certain_count: 0 };
      return { converted: 3 };
    }),
    on(customersApi.convertOne, () => {
      state = {
        old_count: 1,
        certain_count: 0,
        uncertain: pageOf(state.uncertain.rows.filter((r) => r.customer.id !== 11)),
      };
      return customerOf({
        id: 11,
        full_name: 'Hồ Văn Chia',
        province_id: SAI_GON.province,
        district_id: null,
        ward_id: TAN_DINH.ward,
        address_version: 2025,
        old_address: {
          province_id: split.province_id,
          district_id: split.district_id!,
          ward_id: split.ward_id,
        },
      });
    }),
  ]);
  renderRoutes('/customers/doi-dia-chi', { '/customers/doi-dia-chi': <AddressConversionPage /> });
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('Đổi địa chỉ theo danh mục mới', () => {
  it('shows the counts, converts every certain one after asking, and says how many', async () => {
    const user = userEvent.setup();
    const api = depot();
    expect(await screen.findByRole('heading', { name: t.title })).toBeTruthy();
    expect(await screen.findByText(t.oldCount)).toBeTruthy();
    const convertAll = await screen.findByRole('button', { name: t.convertAll(3) });

    await user.click(convertAll);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.confirmText(3))).toBeTruthy();
    expect(api.requests(customersApi.convertCertain)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: t.confirmOk }));

    expect(await screen.findByText(t.converted(3))).toBeTruthy();
    expect(api.requests(customersApi.convertCertain)).toHaveLength(1);
    // Read again: none certain is left.
    expect(await screen.findByRole('button', { name: t.convertAll(0) })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('lists the others with their old address; one click converts one to that ward', async () => {
    const user = userEvent.setup();
    const api = depot();
    const cell = await screen.findByText('Hồ Văn Chia');
    const line = cell.closest('tr') as HTMLElement;
    expect(
      within(line).getByText('12 Lê Lợi, P. Võ Thị Sáu - Q. 3 - TP. Hồ Chí Minh'),
    ).toBeTruthy();
    // Without a candidate the customer is edited by hand.
    expect(screen.getByRole('link', { name: t.noCandidate }).getAttribute('href')).toBe(
      '/customers/update/12',
    );

    await user.click(within(line).getByRole('button', { name: 'Phường Tân Định' }));
    expect(await screen.findByText(t.convertedOne('Hồ Văn Chia', 'Phường Tân Định'))).toBeTruthy();
    expect(api.bodies(customersApi.convertOne, { id: 11 })[0]).toEqual({
      ward_id: 26743,
    });
    await waitFor(() => expect(screen.queryByText('Hồ Văn Chia')).toBeNull());
  });
});
