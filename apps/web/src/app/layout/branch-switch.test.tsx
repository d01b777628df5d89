import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import type { User } from '@depot/shared/users/users.schema';
import { BRANCHES_KEY } from '../../lib/branch-queries';
import { saveSession } from '../../lib/session';
import { stubEndpoints } from '../../test/fake-api-endpoints';
import { branchOf, branchRoutes, userOf } from '../../test/fake-api-forms';
import { setupUser } from '../../test/render-route';
import { AppHeader } from './app-header';

// The header's branch switch (docs/domain.md, "Branches"): for a person of every branch, once
// the depot has several; the choice is kept and goes with every request (lib/branch-choice.ts).
const saiGon = branchOf();
const canTho = branchOf({ id: 2, name: 'Chi nhánh Cần Thơ', code: 'CT', province_ids: [92] });
const owner = userOf({ id: 1, role: 'superadmin', branch_id: null });
const switchBox = () => screen.queryByRole('combobox', { name: 'Chi nhánh' });
/** What the switch shows as chosen. */
const shown = () =>
  switchBox()?.closest('.ant-select')?.querySelector('.ant-select-content-has-value')?.textContent;

afterEach(() => vi.unstubAllGlobals());

/** The header of a signed-in `user`, once GET /branches has answered. */
async function renderHeader(
  user: User,
  branches: () => ReturnType<typeof branchOf>[],
  narrow = false,
) {
  saveSession('token', user);
  const api = stubEndpoints(branchRoutes(branches));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AppHeader collapsed={false} narrow={narrow} onToggle={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(client.getQueryState(BRANCHES_KEY)?.status).toBe('success'));
  return api;
}

/** The X-Branch-Id each request went with ('' for none), in order. */
function branchHeadersSent(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['X-Branch-Id'] ?? '',
    );
}

describe('the header’s branch switch', () => {
  it('is not there while the depot has one branch', async () => {
    await renderHeader(owner, () => [saiGon]);
    expect(screen.getByTestId('current-user')).toBeTruthy();
    expect(switchBox()).toBeNull();
  });

  it('is not there for a person of one branch, and their requests never name one', async () => {
    localStorage.setItem('depot.branch', '2');
    await renderHeader(userOf({ branch_id: 1 }), () => [saiGon, canTho]);
    expect(switchBox()).toBeNull();
    expect(branchHeadersSent()).toEqual(['']);
  });

  it('offers every branch; a choice is kept, and every screen reads again for it', async () => {
    const user = setupUser();
    const api = await renderHeader(owner, () => [saiGon, canTho]);
    await waitFor(() => expect(shown()).toBe('Tất cả chi nhánh'));
    await user.click(switchBox()!);
    await user.click(await screen.findByTitle('CT · Chi nhánh Cần Thơ'));

    await waitFor(() => expect(shown()).toBe('CT · Chi nhánh Cần Thơ'));
    expect(localStorage.getItem('depot.branch')).toBe('2');
    // Every query is read again, now with the branch: here the header's own list.
    await waitFor(() => expect(api.requests(branchesApi.list)).toHaveLength(2));
    expect(branchHeadersSent()).toEqual(['', '2']);

    await user.click(switchBox()!);
    await user.click(await screen.findByTitle('Tất cả chi nhánh'));
    await waitFor(() => expect(localStorage.getItem('depot.branch')).toBeNull());
    await waitFor(() => expect(branchHeadersSent()).toEqual(['', '2', '']));
  });

  it('shows the kept choice after a reload', async () => {
    localStorage.setItem('depot.branch', '2');
    await renderHeader(owner, () => [saiGon, canTho]);
    await waitFor(() => expect(shown()).toBe('CT · Chi nhánh Cần Thơ'));
    expect(branchHeadersSent()).toEqual(['2']);
  });

  it('on a phone shows the choice by its code, and every branch in a word', async () => {
    const user = setupUser();
    localStorage.setItem('depot.branch', '2');
    await renderHeader(owner, () => [saiGon, canTho], true);
    await waitFor(() => expect(shown()).toBe('CT'));
    await user.click(switchBox()!);
    await user.click(await screen.findByTitle('Tất cả chi nhánh'));
    await waitFor(() => expect(shown()).toBe('Tất cả'));
  });

  it('falls back to every branch when the kept one is no longer in the list', async () => {
    localStorage.setItem('depot.branch', '7');
    await renderHeader(owner, () => [saiGon, canTho]);
    await waitFor(() => expect(shown()).toBe('Tất cả chi nhánh'));
    expect(localStorage.getItem('depot.branch')).toBeNull();
  });
});
