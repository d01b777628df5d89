import type { ThemeConfig } from 'antd';

/** Indigo primary (the spec's theme) and the bundled Be Vietnam Pro, which has every Vietnamese glyph. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#3F51B5',
    colorLink: '#3F51B5',
    fontFamily:
      "'Be Vietnam Pro', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
