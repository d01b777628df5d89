import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/500.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import '@depot/shared/validation/zod-locale';
// antd's styles as one static file (app/theme.ts, zeroRuntime); before ours, which override it.
import 'antd/dist/antd.css';
import './app/global.css';
import { prefetchFirstScreen } from './app/prefetch-first-screen';
import { Providers } from './app/providers';
import { router } from './app/router';
import { registerServiceWorker } from './lib/service-worker';
import { queryClient } from './lib/query-client';
import { getToken } from './lib/session';

// Spec 2 §1: without a stored token the start-up only notes it; the route guard does the rest.
if (!getToken()) console.log('Missing token');

prefetchFirstScreen(queryClient, getToken(), window.location);

// The yard screen opens with no network once visited (docs/decisions/0002-scan-request-ids.md).
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
