import { expect, type Locator, type Page } from '@playwright/test';

/** The smallest tap target on a phone (docs/decisions/0002-scan-request-ids.md). */
export const TAP_SIZE = 44;

/** What a tap lands on: the elements whose box must be at least TAP_SIZE each way. */
const TAPPABLE =
  'button, a, [role=checkbox], [role=switch], input[type=checkbox], .ant-pagination-item';

type Fit = {
  viewport: number;
  scrollWidth: number;
  /** Elements whose visible part reaches past the right edge of the screen. */
  spilling: string[];
  /** Boxes that scroll sideways inside the page (a table wider than the phone). */
  sideways: string[];
  /** Visible tap targets smaller than TAP_SIZE, with their size. */
  small: string[];
};

/**
 * Measures the page as shown: nothing past the screen's right edge or scrolling sideways
 * (a box clipped by an ancestor counts only for the part that shows), and every visible tap
 * target at least TAP_SIZE wide and high. Run in the browser.
 */
function measure([selector, tap]: [string, number]): Fit {
  const viewport = document.documentElement.clientWidth;
  const name = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const label = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? '';
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
    return `${el.tagName.toLowerCase()}.${cls} "${label || text}"`;
  };
  /** The part of an element not clipped away by an ancestor's overflow, or null if none. */
  const shown = (el: Element) => {
    const rect = el.getBoundingClientRect();
    let { left, right, top, bottom } = rect;
    const fixed = getComputedStyle(el).position === 'fixed';
    for (let up = fixed ? null : el.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const box = up.getBoundingClientRect();
        if (style.overflowX !== 'visible') {
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
        if (style.overflowY !== 'visible') {
          top = Math.max(top, box.top);
          bottom = Math.min(bottom, box.bottom);
        }
      }
      if (style.position === 'fixed') break;
    }
    return right - left > 0.5 && bottom - top > 0.5
      ? { left, right, width: right - left, height: bottom - top }
      : null;
  };
  const spilling: string[] = [];
  const sideways: string[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    const part = shown(el);
    if (part && part.right > viewport + 0.5) spilling.push(`${name(el)} right ${part.right}`);
    const style = getComputedStyle(el);
    if (
      (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
      el.scrollWidth > el.clientWidth + 1 &&
      part
    )
      sideways.push(`${name(el)} ${el.scrollWidth} > ${el.clientWidth}`);
  }
  const small: string[] = [];
  for (const el of Array.from(document.body.querySelectorAll(selector))) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    // The part a finger can reach: what an ancestor clips away takes no tap.
    const part = shown(el);
    if (!part) continue;
    const { width, height } = part;
    if (width < tap - 0.5 || height < tap - 0.5)
      small.push(`${name(el)} ${Math.round(width)}×${Math.round(height)}`);
  }
  return {
    viewport,
    scrollWidth: document.documentElement.scrollWidth,
    spilling,
    sideways,
    small,
  };
}

/**
 * The screen as a phone shows it (docs/decisions/0002-scan-request-ids.md): no sideways scroll of the page or of any box in it,
 * nothing past the right edge, every visible button, link, checkbox, switch and pager item at
 * least 44 × 44 px. `where` names the screen in a failure.
 */
export async function expectPhoneFit(page: Page, where: string): Promise<void> {
  await expectMenuClosed(page);
  const fit = await page.evaluate(measure, [TAPPABLE, TAP_SIZE] as [string, number]);
  expect(fit.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(fit.viewport);
  expect(fit.spilling, `${where}: past the right edge`).toEqual([]);
  expect(fit.sideways, `${where}: scrolls sideways inside`).toEqual([]);
  expect(fit.small, `${where}: tap targets under ${TAP_SIZE} px`).toEqual([]);
}

/**
 * Waits until the app's side menu has folded away: the first render is a desk's (antd has not
 * measured the screen yet) and the menu then slides shut, for a moment over the page.
 */
export async function expectMenuClosed(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.querySelector('aside.ant-layout-sider')?.getBoundingClientRect().width ?? 0,
      ),
    )
    .toBe(0);
}

/**
 * Waits until a drawer has slid in: antd keeps its motion classes on the panel until the motion
 * ends, and a panel measured before then still reaches past the screen's edge.
 */
export async function expectDrawerOpened(drawer: Locator): Promise<void> {
  await expect(drawer).toBeVisible();
  const panel = drawer.locator(
    'xpath=ancestor-or-self::*[contains(@class, "ant-drawer-content-wrapper")]',
  );
  await expect(panel).not.toHaveClass(/ant-drawer-panel-motion-\w+-(appear|enter)/);
  // The class can go a frame before the slide's last step lands (a loaded machine once measured
  // the panel 57 px past the edge): wait for the panel itself to be inside the screen.
  await expect
    .poll(() => panel.evaluate((el) => el.getBoundingClientRect().right - window.innerWidth))
    .toBeLessThanOrEqual(0.5);
}
