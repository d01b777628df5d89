import { Input, Modal, Space, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { MAX_REASON } from '@depot/shared/trips/trips.schema';
import { vi } from '../../../i18n/vi';

const t = vi.statements;

export type ArchiveConfirmOptions = {
  content: ReactNode;
  /** The list deletes take an optional reason the archive tab shows. */
  withReason?: boolean;
  /** Runs on Xác nhận with the typed reason; the dialog waits for it, then closes. */
  onConfirm: (reason: string | undefined) => Promise<unknown>;
};

/**
 * 'Xác nhận xóa' with Hủy / Xác nhận (spec 2 §2.3) for every delete of the statements: what goes,
 * that the goods stay in the goods list, and an optional reason. Render `dialog` once.
 */
export function useArchiveConfirm(): {
  ask: (options: ArchiveConfirmOptions) => void;
  dialog: ReactNode;
} {
  const [request, setRequest] = useState<ArchiveConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [reason, setReason] = useState('');

  const ask = useCallback((options: ArchiveConfirmOptions) => {
    setRequest(options);
    setReason('');
    setOpen(true);
  }, []);

  const onOk = async () => {
    if (!request) return;
    setPending(true);
    try {
      await request.onConfirm(reason.trim() || undefined);
    } catch {
      // the caller reported it
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  const dialog = (
    <Modal
      open={open}
      title={t.confirmTitle}
      okText={t.confirmOk}
      cancelText={t.confirmCancel}
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      onOk={() => void onOk()}
      onCancel={() => {
        if (!pending) setOpen(false);
      }}
      afterClose={() => setRequest(null)}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>{request?.content}</Typography.Paragraph>
        {request?.withReason && (
          <Input.TextArea
            aria-label={t.reasonField}
            placeholder={t.reasonField}
            value={reason}
            maxLength={MAX_REASON}
            autoSize={{ minRows: 2, maxRows: 4 }}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Space>
    </Modal>
  );

  return { ask, dialog };
}
