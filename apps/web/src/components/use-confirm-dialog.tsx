import { Modal } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useScannerSafe } from './scanner-safe';

export type ConfirmQuestion = {
  title: string;
  content?: ReactNode;
  okText: string;
  cancelText: string;
  /** A destructive yes (a delete): the OK button in red. */
  danger?: boolean;
  /** Runs on the OK button; the dialog shows a spinner until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
};

/**
 * The app's one question before an act that cannot be taken back (a delete, `Xuất bến`,
 * `Xác nhận đã nhận xe`): a declared Modal rather than `modal.confirm`, which prints its title
 * twice, and scanner-safe (its cancel holds the focus: a handheld scanner's Enter cancels,
 * docs/decisions/0017-scanners-and-offline.md). Failures are reported by the caller; the dialog
 * closes either way. Render `dialog`.
 */
export function useConfirmDialog(): {
  ask: (question: ConfirmQuestion) => void;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const safe = useScannerSafe();

  const ask = useCallback((next: ConfirmQuestion) => {
    setQuestion(next);
    setOpen(true);
  }, []);

  const onOk = async () => {
    if (!question) return;
    setPending(true);
    try {
      await question.onConfirm();
    } catch {
      // already reported by the caller
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  const dialog = (
    <Modal
      open={open}
      title={question?.title}
      okText={question?.okText}
      cancelText={question?.cancelText}
      okButtonProps={question?.danger ? { danger: true } : undefined}
      {...safe}
      confirmLoading={pending}
      onOk={() => void onOk()}
      onCancel={() => {
        if (!pending) setOpen(false);
      }}
      afterClose={() => setQuestion(null)}
    >
      {question?.content}
    </Modal>
  );

  return { ask, dialog };
}
