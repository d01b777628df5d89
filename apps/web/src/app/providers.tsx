import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

/** antd in Vietnamese with the app theme, toasts of 3 s, and the TanStack Query cache. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={viVN} theme={theme}>
      <AntdApp message={{ duration: 3, maxCount: 3 }} notification={{ duration: 3 }}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
