import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { PHONE_THEME } from './phone-theme';
import { useIsPhone } from './use-is-phone';
import './phone.css';

/** The class that gives links and checkboxes their phone-sized hit area (phone.css). */
export const PHONE_CLASS = 'phone-screen';

/**
 * A screen used away from the desk (docs/decisions/0002-scan-request-ids.md): on a phone its taps are at least 44 px (antd's
 * sizes by PHONE_THEME, links and checkboxes by PHONE_CLASS); at a desk it is left as it is.
 * Popups opened from inside (drawers, dialogs) get the sizes too; give them `rootClassName`
 * PHONE_CLASS for the links and checkboxes, as they render outside this box.
 */
export function PhoneScreen({ children }: { children: ReactNode }) {
  const phone = useIsPhone();
  if (!phone) return children;
  return (
    <ConfigProvider theme={PHONE_THEME}>
      <div className={PHONE_CLASS}>{children}</div>
    </ConfigProvider>
  );
}
