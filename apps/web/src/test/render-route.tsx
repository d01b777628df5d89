import type { ReactElement, ReactNode } from 'react';
import { configure, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';

// A whole screen in jsdom (antd's table, its pager, popups and selects) takes seconds per step
// on this two-core machine when journeys and other suites run beside it (load average 15–18
// measured): waits allow 10 s instead of Testing Library's 1, a test 60 s instead of 20.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

/** The URL the page is at, read by tests (`screen.getByRole('status', { name: 'url' })`). */
function Where() {
  const location = useLocation();
  return <output aria-label="url">{location.pathname + location.search}</output>;
}

/** The browser's Back, for tests of what a list keeps in its URL. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      test:back
    </button>
  );
}

/**
 * Pages at `url` among `routes` (path → element) as the app mounts them: TanStack Query without
 * retries (a fresh cache: rendering again at the same URL is a reload), antd with its
 * Vietnamese texts and no motion (jsdom never ends an animation, so a closed popup would stay in
 * the page) inside its App (toasts), and the URL in view with a Back button.
 */
export function renderRoutes(url: string, routes: Record<string, ReactNode>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ConfigProvider locale={viVN} theme={{ token: { motion: false } }}>
        <App>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              {Object.entries(routes).map(([path, element]) => (
                <Route key={path} path={path} element={element} />
              ))}
            </Routes>
            <Where />
            <Back />
          </MemoryRouter>
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

/** One screen at `url`, matched by `path` as the router would; any other path is elsewhere. */
export function renderRoute(page: ReactElement, url: string, path = url.split('?')[0]!) {
  return renderRoutes(url, { [path]: page, '*': <p>test:elsewhere</p> });
}

/**
 * userEvent without its pointer-events check: the check reads getComputedStyle up every
 * ancestor, which under antd's many style tags costs jsdom seconds per click; pages here are
 * in view and clickable (no motion), so the check would find nothing.
 */
export function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

export type User = ReturnType<typeof setupUser>;

/** Types into a box at once (a paste): key by key costs seconds of antd renders in jsdom. */
export async function fill(user: User, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

/** The URL the screen is at (renderRoute shows it). */
export const currentUrl = () => screen.getByRole('status', { name: 'url' }).textContent;

/** The page the pager marks as shown (aria-current, set by ResourceTable). */
export const currentPage = () => document.querySelector('[aria-current="page"]')?.textContent;

/** A table's rows of data (not its header). */
export const dataRows = () =>
  screen.getAllByRole('row').filter((row) => row.querySelector('td') !== null);
