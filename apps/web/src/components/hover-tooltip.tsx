import { cloneElement, useEffect, useState, type MouseEvent, type ReactElement } from 'react';
import { Tooltip, type TooltipProps } from 'antd';

type Hoverable = ReactElement<{
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
}>;

type HoverTooltipProps = Omit<TooltipProps, 'children' | 'open' | 'defaultOpen'> & {
  children: Hoverable;
};

/** antd's own delay before a tooltip opens, in seconds. */
const ANTD_DELAY = 0.1;

/**
 * antd's hover Tooltip, made only once the pointer has rested on its element: each Tooltip is a
 * trigger of a dozen hooks and effects, and a goods page has about 800 of them (a tooltip on
 * every cut cell and on the row's icons), most of the render of its first rows (docs/speed.md).
 * Until then the element is drawn alone; once made, the tooltip opens at once and then behaves
 * as antd's own.
 */
export function HoverTooltip({
  children,
  mouseEnterDelay = ANTD_DELAY,
  ...props
}: HoverTooltipProps) {
  const [made, setMade] = useState(false);
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    if (!hovered || made) return;
    const timer = setTimeout(() => setMade(true), mouseEnterDelay * 1000);
    return () => clearTimeout(timer);
  }, [hovered, made, mouseEnterDelay]);
  if (made)
    return (
      <Tooltip {...props} mouseEnterDelay={mouseEnterDelay} defaultOpen>
        {children}
      </Tooltip>
    );
  return cloneElement(children, {
    onMouseEnter: (event: MouseEvent) => {
      children.props.onMouseEnter?.(event);
      setHovered(true);
    },
    onMouseLeave: (event: MouseEvent) => {
      children.props.onMouseLeave?.(event);
      setHovered(false);
    },
  });
}
