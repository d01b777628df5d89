import { useCallback, useEffect, useRef, type Ref } from 'react';
import type { RefSelectProps } from 'antd';

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Every button inside a select (its clear ×) is left out of the Tab order. */
function leaveButtonsOut(root: HTMLElement): void {
  for (const button of root.querySelectorAll('button')) {
    if (button.tabIndex !== -1) button.tabIndex = -1;
  }
}

/**
 * The ref for an antd Select whose clear (×) button Tab must pass by (docs/domain.md: Tab goes from
 * field to field, never to a control inside one; the mouse still clears). antd takes no
 * tabIndex for that button and renders it afresh each time a value comes, so an observer marks
 * each one as it appears. The handle is passed on to `forwarded` (Form.Item's ref, which
 * `form.focusField` uses).
 */
export function useSelectTabOrder(forwarded?: Ref<RefSelectProps>) {
  const watched = useRef<{ root: HTMLElement; observer: MutationObserver }>(undefined);
  useEffect(() => () => watched.current?.observer.disconnect(), []);
  return useCallback(
    (handle: RefSelectProps | null) => {
      assignRef(forwarded, handle);
      const root = handle?.nativeElement;
      // The select hands a new handle at each of its renders; its element stays the same.
      if (!root || root === watched.current?.root) return;
      watched.current?.observer.disconnect();
      const observer = new MutationObserver(() => leaveButtonsOut(root));
      observer.observe(root, { childList: true, subtree: true });
      leaveButtonsOut(root);
      watched.current = { root, observer };
    },
    [forwarded],
  );
}
