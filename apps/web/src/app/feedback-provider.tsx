import type { ReactNode } from 'react';
import { App as AntdApp } from 'antd';
import '../lib/dayjs';

/**
 * antd's <App> (toasts of 3 s, confirm dialogs) and the Vietnamese dayjs locale, for the screens
 * behind sign-in only: loaded with the layout, so the sign-in screen does not download the
 * message, notification and modal code it never shows.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  return (
    <AntdApp message={{ duration: 3, maxCount: 3 }} notification={{ duration: 3 }}>
      {children}
    </AntdApp>
  );
}
