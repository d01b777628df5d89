import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import type { Branch } from '@depot/shared/branches/branches.schema';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import type { TimelineEntry } from '@depot/shared/products/product-timeline.schema';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { DEFAULT_SETTINGS } from '@depot/shared/settings/settings.schema';
import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import { vi as texts } from '../../../i18n/vi';
import { customerOf, pageOf, productOf } from '../../../test/fake-api';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { branchOf } from '../../../test/fake-api-forms';
import { renderRoutes } from '../../../test/render-route';
import { ProductFormPage } from './product-form-page';

// docs/domain.md, "Branches": a parcel's history is its changes and, with branches, its road
// (GET /products/:id/timeline), each step at the depot's time with branch, vehicle and person.
const h = texts.products.branches.history;
const SG = branchOf();
const CT = branchOf({ id: 2, code: 'CT', name: 'Chi nhánh Cần Thơ', province_ids: [92] });
const customer = customerOf({ address_version: 1, old_address: null });
const product = productOf({ id: 5, destination_branch_id: 2, stage: 'missing', status: true });
const sg = { id: 1, code: 'SG', name: 'Chi nhánh Sài Gòn' };
const ct = { id: 2, code: 'CT', name: 'Chi nhánh Cần Thơ' };
const car = { id: 9, number_car: '51C-123.45' };
const ROAD: TimelineEntry[] = [
  { at: '2026-11-20T01:05:00.000Z', stage: 'received', branch: sg, car: null, by: clerk('An') },
  { at: '2026-11-20T09:30:00.000Z', stage: 'loaded', branch: sg, car, by: clerk('Bình') },
  { at: '2026-11-20T22:15:00.000Z', stage: 'in_transit', branch: sg, car, by: clerk('Bình') },
  { at: '2026-11-21T04:40:00.000Z', stage: 'missing', branch: ct, car, by: null },
].map((entry) => ({ ...entry, delivery: null }) as TimelineEntry);

function clerk(name: string) {
  return { id: name.length, fullname: `Nguyễn Văn ${name}` };
}

/** The goods page of line 5, the depot's clock in `zone`, with `branches`. */
function depot(branches: Branch[], zone = 'Asia/Ho_Chi_Minh') {
  return stubEndpoints([
    on(branchesApi.list, () => branches),
    on(settingsApi.get, () => ({
      ...DEFAULT_SETTINGS,
      time_zone: zone,
      configured: true,
      updated_at: null,
    })),
    on(customersApi.list, () => pageOf([customer])),
    on(customersApi.get, () => customer),
    on(specificationsApi.list, () => pageOf([], 1000)),
    on(productsApi.search, () => []),
    on(productsApi.get, () => product),
    on(productsApi.history, () => []),
    on(productsApi.timeline, () => ROAD),
  ]);
}

const renderPage = () =>
  renderRoutes('/products/update/5', { '/products/update/:id': <ProductFormPage /> });

afterEach(() => vi.unstubAllGlobals());

describe('the goods page’s history', { timeout: 45_000 }, () => {
  it('with one branch it is the changes alone, and the road is never asked for', async () => {
    const api = depot([SG]);
    renderPage();
    await screen.findByText(texts.productsForm.trail.title);
    await waitFor(() => expect(api.requests(branchesApi.list)).toHaveLength(1));
    await screen.findByText(texts.productsForm.trail.empty);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText(h.road)).toBeNull();
    expect(api.requests(productsApi.timeline)).toEqual([]);
  });

  it('with branches its road tab lists each step: depot time, stage, branch, vehicle, person', async () => {
    const user = userEvent.setup();
    const api = depot([SG, CT]);
    renderPage();
    const road = await screen.findByRole('tab', { name: h.road });
    // The changes open first; the road is read once asked for.
    expect(screen.getByRole('tab', { name: h.changes, selected: true })).toBeTruthy();
    expect(api.requests(productsApi.timeline)).toEqual([]);
    await user.click(road);

    const list = await screen.findByRole('tabpanel', { name: h.road });
    const steps = await within(list).findAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual([
      '08:05 20-11-2026 Nhận hàng',
      '16:30 20-11-2026 Lên xe',
      '05:15 21-11-2026 Đang vận chuyển',
      '11:40 21-11-2026 Thiếu khi nhận',
    ]);
    expect(steps[0]!.textContent).toBe('08:05 20-11-2026Nhận hàngChi nhánh Sài GònNguyễn Văn An');
    expect(steps[1]!.textContent).toContain('Xe 51C-123.45');
    expect(steps[1]!.textContent).toContain('Nguyễn Văn Bình');
    expect(steps[3]!.textContent).toBe(
      '11:40 21-11-2026Thiếu khi nhậnChi nhánh Cần ThơXe 51C-123.45',
    );
    // What needs a look is red, the road blue.
    expect(within(steps[3]!).getByText('Thiếu khi nhận').className).toContain('red');
    expect(within(steps[2]!).getByText('Đang vận chuyển').className).toContain('blue');
  });

  it('the times are the depot’s, whatever the browser’s zone', async () => {
    const user = userEvent.setup();
    depot([SG, CT], 'Asia/Tokyo');
    renderPage();
    await user.click(await screen.findByRole('tab', { name: h.road }));
    const list = await screen.findByRole('tabpanel', { name: h.road });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]!.getAttribute('aria-label')).toBe(
        '10:05 20-11-2026 Nhận hàng',
      ),
    );
  });
});
