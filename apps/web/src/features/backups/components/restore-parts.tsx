import { Button, Input, Modal, Space, type InputProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { vi } from '../../../i18n/vi';
import { useSettings } from '../../../lib/settings-queries';

const t = vi.backups.restore;

/**
 * What both restores (of a file, to a minute) share: the depot's name typed to confirm, the
 * seconds counted while the server restores, and the way to sign in again once it is done.
 */

/** The depot's name in its settings (`Tên kho`): what the owner types to confirm a restore. */
export function useDepotName(): string {
  return useSettings().data?.depot_name ?? '';
}

/**
 * Seconds since `running` became true, counted while it stays so; back to 0 when it ends, so a
 * second try after a refusal does not go on from the first one's count.
 */
export function useRunningSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => {
      clearInterval(timer);
      setSeconds(0);
    };
  }, [running]);
  return seconds;
}

/**
 * The box the depot's name is typed in; the restore sends only when isDepotName() accepts it
 * (compared without accents or case, as the server compares it).
 */
export function DepotNameInput({ depot, ...props }: { depot: string } & InputProps) {
  return (
    <Input
      aria-label={t.confirmBox}
      placeholder={t.confirmLabel(depot)}
      autoComplete="off"
      {...props}
    />
  );
}

/** After a restore every session is gone, the owner's too: sign-in is the only way on. */
export function SignInAgainButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate('/login')}>
      {t.signInAgain}
    </Button>
  );
}

/**
 * The dialog both restores open in: `Hủy` and the red button that sends (its seconds counted
 * while the server works), which cannot be closed while it runs; once done, only the way to
 * sign in again.
 */
export function RestoreFrame({
  title,
  submitLabel,
  pending,
  done,
  canSend,
  onSend,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  pending: boolean;
  done: boolean;
  canSend: boolean;
  onSend: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const seconds = useRunningSeconds(pending);
  const footer = done ? (
    <SignInAgainButton />
  ) : (
    <Space>
      <Button disabled={pending} onClick={onClose}>
        {t.cancel}
      </Button>
      <Button danger type="primary" loading={pending} disabled={!canSend} onClick={onSend}>
        <span aria-live="polite">{pending ? t.running(seconds) : submitLabel}</span>
      </Button>
    </Space>
  );
  return (
    <Modal
      open
      title={title}
      footer={footer}
      width={640}
      maskClosable={false}
      closable={!pending && !done}
      onCancel={() => {
        if (!pending && !done) onClose();
      }}
    >
      {children}
    </Modal>
  );
}
