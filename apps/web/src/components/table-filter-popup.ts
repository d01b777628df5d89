import type { TableColumnType } from 'antd';

/**
 * antd's declared AdjustOverflow names only adjustX/adjustY, but antd hands the whole object to
 * rc-trigger (components/_util/placements getOverflowOptions), which also reads shiftX: slide the
 * popup along the trigger's side until it is inside the window.
 */
const SHIFT_INTO_WINDOW = { adjustX: 1, adjustY: 1, shiftX: true } as const;

/**
 * How a header filter popup opens. antd only flips a popup that overflows to the trigger's other
 * side; on a phone a 280 px popup overflows on both sides of most columns and ran off the screen
 * with its 'Lọc' button. Shifting keeps it inside the window wherever its column has scrolled to.
 */
export const filterDropdownProps: TableColumnType<unknown>['filterDropdownProps'] = {
  autoAdjustOverflow: SHIFT_INTO_WINDOW,
};

/** A popup's width: its own on a wide screen, never more than the window's (less a margin). */
export const FILTER_POPUP_WIDTH = (width: number) => `min(${width}px, calc(100vw - 24px))`;
