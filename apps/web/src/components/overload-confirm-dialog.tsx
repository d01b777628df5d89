import { Descriptions, Modal, Typography } from 'antd';
import type { CarLoad } from '@depot/shared/transports/transports.schema';
import { formatWeight } from '@depot/shared/text/format';
import { remainingAfter } from '@depot/shared/transports/transports.rules';
import { vi } from '../i18n/vi';
import { useScannerSafe } from './scanner-safe';

const t = vi.carLoad;

/** An overload the server refused (409, reason 'overload'): its message and figures. */
export type OverloadNotice = {
  load: CarLoad;
  /** The weight the refused request would have put on the vehicle. */
  adding: number;
  message: string;
};

type OverloadConfirmDialogProps = {
  /** Open while set. */
  overload: OverloadNotice | null;
  /** The confirmed resend is running: the confirm button spins, nothing else can be clicked. */
  pending: boolean;
  question: string;
  okText: string;
  cancelText: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The confirmation of a refused overload, for the pickup and the move alike: the server's
 * message, the vehicle's capacity, what it carries, what would be added, and by how much it
 * would be past its capacity. The caller resends with confirm_overload on `onConfirm`.
 */
export function OverloadConfirmDialog({
  overload,
  pending,
  question,
  okText,
  cancelText,
  onConfirm,
  onCancel,
}: OverloadConfirmDialogProps) {
  const safe = useScannerSafe({ disabled: pending });
  return (
    <Modal
      open={overload !== null}
      title={t.overloadTitle}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger: true }}
      {...safe}
      confirmLoading={pending}
      onOk={onConfirm}
      onCancel={() => {
        // Cancelling while the resend runs would hide an answer that still comes.
        if (!pending) onCancel();
      }}
    >
      {overload && (
        <>
          <Typography.Paragraph type="danger">{overload.message}</Typography.Paragraph>
          <OverloadFigures load={overload.load} adding={overload.adding} />
          <Typography.Paragraph strong>{question}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}

function OverloadFigures({ load, adding }: { load: CarLoad; adding: number }) {
  const after = remainingAfter(load, adding);
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'car', label: t.car, children: `${load.number_car} · ${load.driver_name}` },
        { key: 'capacity', label: t.capacity, children: formatWeight(load.capacity) },
        {
          key: 'on-board',
          label: t.onBoard,
          children: `${formatWeight(load.loaded_weight)} (${t.onBoardCount(load.count)})`,
        },
        { key: 'adding', label: t.adding, children: formatWeight(adding) },
        {
          key: 'after',
          label: t.afterLoad,
          children: (
            <Typography.Text type="danger">{t.overloadedBy(formatWeight(-after))}</Typography.Text>
          ),
        },
      ]}
    />
  );
}
