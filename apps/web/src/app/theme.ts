import type { ThemeConfig } from 'antd';

/**
 * Indigo primary (the spec's theme) and the bundled Be Vietnam Pro, which has every Vietnamese glyph.
 * antd's styles come from its static stylesheet (imported in main.tsx) rather than being made in
 * the browser as each component first renders (docs/speed.md: 0.4 s of the goods list's first row);
 * the theme's colours and font still apply, as CSS variables set at run time. Component tests
 * render without this theme and keep antd's run-time styles.
 */
export const theme: ThemeConfig = {
  zeroRuntime: true,
  token: {
    colorPrimary: '#3F51B5',
    colorLink: '#3F51B5',
    fontFamily:
      "'Be Vietnam Pro', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
