import { Grid } from 'antd';

/**
 * A phone (under antd's md, 768 px), as the yard staff hold it. Only a screen some breakpoint
 * answered for is one: before antd has measured, and in jsdom (no media queries match, not even
 * xs), a screen is taken as the desk's, so the desktop layout stays the default.
 */
export function useIsPhone(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === false && (screens.xs === true || screens.sm === true);
}
