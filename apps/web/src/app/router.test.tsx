import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { vi } from '../i18n/vi';
import { routes } from './router';

// A renamed page export is caught by the type check (each lazy route names its export).
describe('lazy routes', () => {
  it('sends a guest from a screen to the sign-in page, loaded on demand', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/cars'] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByLabelText(vi.login.username, {}, { timeout: 25_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  }, 30_000);
});
