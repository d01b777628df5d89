import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

/**
 * antd in Vietnamese with the app theme, and the TanStack Query cache. antd's <App> (toasts)
 * comes with the signed-in layout (feedback-provider.tsx), out of the sign-in screen's download.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={viVN} theme={theme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
