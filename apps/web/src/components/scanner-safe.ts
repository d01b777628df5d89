import type { ButtonProps } from 'antd';
import { useId } from 'react';

/** The props that make a declared antd Modal scanner-safe: spread them on the Modal. */
type ScannerSafeProps = {
  cancelButtonProps: ButtonProps;
  afterOpenChange: (open: boolean) => void;
};

/**
 * For a confirmation a handheld scanner can reach (docs/decisions/0017-scanners-and-offline.md): its cancel button
 * takes the focus once the dialog is open, so the Enter a scanner types after each code cancels,
 * never confirms; yes takes a click or a tap. (`autoFocus` alone is lost: the button mounts
 * inside a dialog still hidden, and the dialog then focuses itself.)
 */
export function useScannerSafe(cancel: ButtonProps = {}): ScannerSafeProps {
  const id = useId();
  return {
    cancelButtonProps: { ...cancel, ...({ 'data-safe-cancel': id } as ButtonProps) },
    afterOpenChange: (open) => {
      if (!open) return;
      // useId's ids hold no quote: safe inside a quoted attribute selector.
      document.querySelector<HTMLElement>(`[data-safe-cancel="${id}"]`)?.focus();
    },
  };
}
