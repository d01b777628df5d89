import { Modal } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { vi } from '../i18n/vi';
import { useScannerSafe } from './scanner-safe';

type ConfirmDeleteOptions = {
  content?: ReactNode;
  /** Runs on ĐỒNG Ý; the dialog shows a spinner until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
};

/**
 * The delete confirmation every list uses: a dialog titled 'Xác nhận xóa' with ĐỒNG Ý / THOÁT.
 * A declared Modal rather than `modal.confirm`, which prints its title twice. Render `dialog`.
 */
export function useConfirmDelete(): {
  confirm: (options: ConfirmDeleteOptions) => void;
  dialog: ReactNode;
} {
  const [request, setRequest] = useState<ConfirmDeleteOptions | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const safe = useScannerSafe();

  const confirm = useCallback((options: ConfirmDeleteOptions) => {
    setRequest(options);
    setOpen(true);
  }, []);

  const onOk = async () => {
    if (!request) return;
    setPending(true);
    try {
      // Failures are reported by the caller (toast); the dialog closes either way.
      await request.onConfirm();
    } catch {
      // already reported
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  const dialog = (
    <Modal
      open={open}
      title={vi.confirmDelete.title}
      okText={vi.confirmDelete.ok}
      cancelText={vi.confirmDelete.cancel}
      okButtonProps={{ danger: true }}
      {...safe}
      confirmLoading={pending}
      onOk={() => void onOk()}
      onCancel={() => {
        if (!pending) setOpen(false);
      }}
      afterClose={() => setRequest(null)}
    >
      {request?.content}
    </Modal>
  );

  return { confirm, dialog };
}
