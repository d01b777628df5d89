import { useCallback, type ReactNode } from 'react';
import { vi } from '../i18n/vi';
import { useConfirmDialog } from './use-confirm-dialog';

type ConfirmDeleteOptions = {
  content?: ReactNode;
  /** Runs on ĐỒNG Ý; the dialog shows a spinner until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
};

/**
 * The delete confirmation every list uses: the app's one question (use-confirm-dialog.tsx),
 * titled 'Xác nhận xóa' with ĐỒNG Ý in red / THOÁT. Render `dialog`.
 */
export function useConfirmDelete(): {
  confirm: (options: ConfirmDeleteOptions) => void;
  dialog: ReactNode;
} {
  const { ask, dialog } = useConfirmDialog();
  const confirm = useCallback(
    (options: ConfirmDeleteOptions) =>
      ask({
        ...options,
        title: vi.confirmDelete.title,
        okText: vi.confirmDelete.ok,
        cancelText: vi.confirmDelete.cancel,
        danger: true,
      }),
    [ask],
  );
  return { confirm, dialog };
}
