import type { ThemeConfig } from 'antd';

/** The smallest tap target on a phone (docs/decisions/0002-scan-request-ids.md; WCAG 2.5.5 and Apple's guideline: 44 px). */
export const TAP_SIZE = 44;

/**
 * antd's sizes on the phone screens: every button, input, pager item and switch at least
 * TAP_SIZE high. Nested under the app's theme, so the indigo and the font stay.
 */
export const PHONE_THEME: ThemeConfig = {
  token: { controlHeight: TAP_SIZE, controlHeightSM: TAP_SIZE, controlHeightLG: 48 },
  components: {
    Pagination: { itemSize: TAP_SIZE, itemSizeSM: TAP_SIZE },
    Switch: {
      trackHeight: TAP_SIZE,
      trackHeightSM: TAP_SIZE,
      handleSize: TAP_SIZE - 6,
      handleSizeSM: TAP_SIZE - 6,
      trackMinWidth: 96,
      trackMinWidthSM: 96,
      innerMinMargin: 14,
      innerMaxMargin: TAP_SIZE + 4,
      innerMinMarginSM: 14,
      innerMaxMarginSM: TAP_SIZE + 4,
    },
  },
};
