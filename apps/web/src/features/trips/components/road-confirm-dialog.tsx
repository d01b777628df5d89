import { Modal, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useScannerSafe } from '../../../components/scanner-safe';
import { vi } from '../../../i18n/vi';

export type RoadQuestion = {
  title: string;
  content: ReactNode;
  okText: string;
  /** Runs on the OK button; the dialog waits for it, then closes (the caller reports errors). */
  onConfirm: () => Promise<unknown>;
};

/**
 * The question before a step of the road (`Xuất bến`, `Xác nhận đã nhận xe`): neither can be
 * taken back, so the dialog says what will happen, and its cancel button holds the focus (a
 * handheld scanner's Enter cancels, docs/decisions/0017-scanners-and-offline.md). Render `dialog`.
 */
export function useRoadConfirm(): { ask: (question: RoadQuestion) => void; dialog: ReactNode } {
  const [question, setQuestion] = useState<RoadQuestion | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const safe = useScannerSafe();

  const ask = useCallback((next: RoadQuestion) => {
    setQuestion(next);
    setOpen(true);
  }, []);

  const onOk = async () => {
    if (!question) return;
    setPending(true);
    try {
      await question.onConfirm();
    } catch {
      // reported by the caller
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
      cancelText={vi.statements.road.cancel}
      {...safe}
      confirmLoading={pending}
      onOk={() => void onOk()}
      onCancel={() => {
        if (!pending) setOpen(false);
      }}
      afterClose={() => setQuestion(null)}
    >
      <Typography.Paragraph style={{ margin: 0 }}>{question?.content}</Typography.Paragraph>
    </Modal>
  );

  return { ask, dialog };
}
