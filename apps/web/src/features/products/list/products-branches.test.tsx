import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import type { Branch } from '@depot/shared/branches/branches.schema';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import type { Product } from '@depot/shared/products/products.schema';
import { vi as texts } from '../../../i18n/vi';
import { branchOf } from '../../../test/fake-api-forms';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { renderRoute } from '../../../test/render-route';
import { goods, goodsPage } from './goods-list.test-helpers';
import { ProductsListPage } from './products-list-page';

// docs/domain.md, "Branches": the goods list names each line's two ends and its stage, and
// filters by them, once the depot has more than one branch; with one, none of it shows.
const b = texts.products.branches;
const SG = branchOf();
const CT = branchOf({ id: 2, code: 'CT', name: 'Chi nhánh Cần Thơ', province_ids: [92] });
const onTheRoad = goods(42, {
  name: 'Máy lạnh',
  destination_branch_id: 2,
  status: true,
  stage: 'in_transit',
});
const missing = goods(43, {
  name: 'Tủ lạnh',
  destination_branch_id: 2,
  status: true,
  stage: 'missing',
});
const arrived = goods(44, { name: 'Bàn ghế', origin_branch_id: 2, status: true, stage: 'arrived' });
const waiting = goods(45, { name: 'Gạo ST25', destination_branch_id: 2 });

/** The goods list's server with `branches`. */
function stubDepot(branches: Branch[], rows: Product[] = [onTheRoad, missing, arrived, waiting]) {
  return stubEndpoints([
    on(branchesApi.list, () => branches),
    on(productsApi.list, () => goodsPage(rows)),
    on(locationsApi.customers, () => []),
  ]);
}

const renderList = (at = '/products') => renderRoute(<ProductsListPage />, at);
const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const lastList = (api: ReturnType<typeof stubDepot>) => api.queries(productsApi.list).at(-1);
/** A line's row, found by its name (a row's accessible name costs jsdom seconds to work out). */
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** Opens a filter's select and picks an option (one event each: the table re-renders on all). */
function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(select);
  // This select's own popup: another's, closed a moment ago, may still be in the page.
  const popup = document.getElementById(select.getAttribute('aria-controls')!);
  fireEvent.click(within(popup!.closest('.ant-select-dropdown') as HTMLElement).getByTitle(option));
}

afterEach(() => vi.unstubAllGlobals());

describe('the goods list between branches', () => {
  it('a depot with one branch shows no branch column, filter, or stage', async () => {
    const api = stubDepot([SG]);
    renderList();
    await screen.findByText('Máy lạnh');
    await waitFor(() => expect(api.requests(branchesApi.list)).toHaveLength(1));
    // The branches answered: what they would change has been drawn by now.
    await screen.findByText('Tổng số 4 mặt hàng');
    expect(screen.queryByRole('columnheader', { name: b.column })).toBeNull();
    for (const filter of [b.origin, b.destination, b.stage])
      expect(screen.queryByRole('combobox', { name: filter })).toBeNull();
    expect(row('Máy lạnh').textContent).not.toContain('→');
    expect(row('Máy lạnh').textContent).not.toContain(b.stages.in_transit);
  });

  it('with two branches each row says where it goes by code, and its stage on the road in colour', async () => {
    stubDepot([SG, CT]);
    renderList();
    await screen.findByRole('columnheader', { name: b.column });
    await waitFor(() => expect(row('Máy lạnh').textContent).toContain('SG → CT'));
    expect(row('Bàn ghế').textContent).toContain('CT → SG');
    const tag = (name: string, stage: string) => within(row(name)).getByText(stage).className;
    expect(tag('Máy lạnh', b.stages.in_transit)).toContain('blue');
    expect(tag('Tủ lạnh', b.stages.missing)).toContain('red');
    expect(tag('Bàn ghế', b.stages.arrived)).toContain('green');
    // At the branch, the status says it as ever.
    expect(row('Gạo ST25').textContent).toContain(texts.products.notLoaded);
  });

  it('shows the stage on the road when the branches answer after the goods', async () => {
    let answerBranches: (branches: Branch[]) => void = () => undefined;
    stubEndpoints([
      on(branchesApi.list, () => new Promise<Branch[]>((resolve) => (answerBranches = resolve))),
      on(productsApi.list, () => goodsPage([onTheRoad, missing])),
      on(locationsApi.customers, () => []),
    ]);
    renderList();
    // The goods are drawn first, as at a depot of one branch: loaded, no stage.
    await waitFor(() => expect(row('Tủ lạnh').textContent).toContain(texts.products.loaded));
    answerBranches([SG, CT]);
    await waitFor(() =>
      expect(within(row('Tủ lạnh')).getByText(b.stages.missing).className).toContain('red'),
    );
    expect(within(row('Máy lạnh')).getByText(b.stages.in_transit).className).toContain('blue');
  });

  it('filters by the branch sent from, the branch going to and the stage, in the URL', async () => {
    const api = stubDepot([SG, CT]);
    renderList('/products?customer=an');
    await screen.findByRole('combobox', { name: b.destination });

    choose(b.destination, 'CT · Chi nhánh Cần Thơ');
    await waitFor(() => expect(url()).toBe('/products?customer=an&destination_branch_id=2'));
    await waitFor(() =>
      expect(lastList(api)).toMatchObject({ customer: 'an', destination_branch_id: '2' }),
    );

    choose(b.origin, 'SG · Chi nhánh Sài Gòn');
    await waitFor(() => expect(lastList(api)).toMatchObject({ origin_branch_id: '1' }));

    choose(b.stage, b.stages.missing);
    await waitFor(() =>
      expect(url()).toBe(
        '/products?customer=an&destination_branch_id=2&origin_branch_id=1&stage=missing',
      ),
    );
    await waitFor(() =>
      expect(lastList(api)).toMatchObject({
        destination_branch_id: '2',
        origin_branch_id: '1',
        stage: 'missing',
      }),
    );

    // `Tất cả` takes a filter off again.
    choose(b.destination, b.any);
    await waitFor(() =>
      expect(url()).toBe('/products?customer=an&origin_branch_id=1&stage=missing'),
    );
    await waitFor(() => expect(lastList(api)).not.toHaveProperty('destination_branch_id'));
  });

  it('a link with the filters asks with them and shows them chosen', async () => {
    const api = stubDepot([SG, CT]);
    renderList('/products?destination_branch_id=2&stage=arrived');
    await screen.findByRole('combobox', { name: b.destination });
    expect(api.queries(productsApi.list)[0]).toMatchObject({
      destination_branch_id: '2',
      stage: 'arrived',
    });
    const shown = (label: string) =>
      screen
        .getByRole('combobox', { name: label })
        .closest('.ant-select')
        ?.querySelector('.ant-select-content-has-value')?.textContent;
    await waitFor(() => expect(shown(b.destination)).toBe('CT · Chi nhánh Cần Thơ'));
    expect(shown(b.origin)).toBe(b.any);
    expect(shown(b.stage)).toBe(b.stages.arrived);
  });

  it('a phone’s card says where the goods go and their stage; its filters hold the branches', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      // A 390 px screen: antd's `max-width` breakpoints match, its `min-width` ones above it not.
      matches: Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0) <= 390,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    stubDepot([SG, CT]);
    renderList();
    const card = await screen.findByRole('article', { name: /Máy lạnh/ });
    await waitFor(() => expect(card.textContent).toContain(`${b.column}SG → CT`));
    expect(within(card).getByText(b.stages.in_transit).className).toContain('blue');
    fireEvent.click(screen.getByRole('button', { name: /^Lọc/ }));
    const drawer = await screen.findByRole('dialog');
    for (const filter of [b.origin, b.destination, b.stage])
      expect(within(drawer).getByRole('combobox', { name: filter })).toBeTruthy();
  });
});
