import { Modal, Typography } from 'antd';
import { PHONE_CLASS } from '../../../components/phone/phone-screen';
import type { ScanEntry } from '../queue/scan-entry';
import { vi } from '../../../i18n/vi';

/**
 * A question the yard screen asks before a risky scan: a load past the vehicle's capacity, or
 * the undo of the last scan. `keepField`: the code field had the focus when it was asked (a
 * handheld scanner), and keeps it while the question is open.
 */
export type Confirmation =
  | { kind: 'over'; entry: ScanEntry; reason: string; keepField: boolean }
  | { kind: 'undo'; entry: ScanEntry; content: string; keepField: boolean };

type YardConfirmDialogProps = {
  confirmation: Confirmation | null;
  /** A code read while the question was open: refused, nothing sent. */
  blockedCode: string | null;
  onAnswer: (confirmed: boolean) => void;
  /** Gives the code field its focus back. */
  refocus: () => void;
};

/**
 * The yard's confirmation. A handheld scanner types a code and Enter at any moment, so no button
 * of it takes the focus (docs/decisions/0017-scanners-and-offline.md): the code field keeps it, and a code read while
 * the question is open is refused there (`Đang chờ xác nhận`, the refusal sound) instead of
 * pressing a button. Yes takes a tap.
 */
export function YardConfirmDialog({
  confirmation,
  blockedCode,
  onAnswer,
  refocus,
}: YardConfirmDialogProps) {
  const t = vi.yard;
  const over = confirmation?.kind === 'over';
  return (
    <Modal
      open={confirmation !== null}
      // Outside the screen's box (a portal): the phone's 44 px close button by the class.
      rootClassName={PHONE_CLASS}
      title={over ? t.overTitle : t.undoLoadTitle}
      okText={over ? t.overOk : t.undoOk}
      cancelText={t.cancel}
      okButtonProps={{ danger: over, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      // No focus trap: the code field outside the dialog keeps the focus for the scanner.
      focusable={{ trap: false }}
      afterOpenChange={(open) => {
        // The dialog moved the focus onto itself as it opened: back to the field, which had it.
        if (open && confirmation?.keepField) refocus();
      }}
      onOk={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
      afterClose={refocus}
    >
      {confirmation && (
        <Typography.Paragraph style={{ fontSize: 16 }}>
          {confirmation.kind === 'over' ? confirmation.reason : confirmation.content}
        </Typography.Paragraph>
      )}
      {blockedCode && (
        <div role="alert" style={{ color: '#b71c1c', fontSize: 16 }}>
          <strong>{t.awaitingConfirm}</strong>
          <div>{t.awaitingConfirmCode(blockedCode)}</div>
        </div>
      )}
    </Modal>
  );
}
