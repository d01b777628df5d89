import { Alert, Button, Descriptions, Flex, Input, Modal, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isDepotName } from '@depot/shared/backups/backups.schema';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { formatNumber } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useDepotTimeZone } from '../../../lib/depot-zone';
import { useSettings } from '../../../lib/settings-queries';
import { useBackupCheck, useRestoreBackup } from '../api/backups-queries';

const t = vi.backups.restore;

/** `Khôi phục` of one listed backup; a fresh dialog each time it opens. */
export function RestoreDialog({
  name,
  onClose,
}: {
  name: string | undefined;
  onClose: () => void;
}) {
  if (!name) return null;
  return <RestoreModal key={name} name={name} onClose={onClose} />;
}

/**
 * The owner restores a backup (docs/decisions/0011-backups.md, "Restoring from the screen"): the
 * file is read whole and checked first and what it holds is shown; the depot's name typed again
 * sends it; the seconds count while the server restores; then everyone, the owner too, signs in
 * again. A refusal (a damaged file, another restore running) is said and changes nothing.
 */
function RestoreModal({ name, onClose }: { name: string; onClose: () => void }) {
  const zone = useDepotTimeZone();
  const navigate = useNavigate();
  const check = useBackupCheck(name);
  const settings = useSettings();
  const restore = useRestoreBackup();
  const [typed, setTyped] = useState('');
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!restore.isPending) return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [restore.isPending]);

  const depot = settings.data?.depot_name ?? '';
  const summary = check.data;
  const done = restore.data?.result;
  const footer = done ? (
    <Button type="primary" onClick={() => void navigate('/login')}>
      {t.signInAgain}
    </Button>
  ) : (
    <Space>
      <Button disabled={restore.isPending} onClick={onClose}>
        {t.cancel}
      </Button>
      <Button
        danger
        type="primary"
        loading={restore.isPending}
        disabled={!summary || !isDepotName(typed, depot)}
        onClick={() => {
          setSeconds(0);
          restore.mutate({ name, confirm: typed });
        }}
      >
        <span aria-live="polite">{restore.isPending ? t.running(seconds) : t.submit}</span>
      </Button>
    </Space>
  );

  return (
    <Modal
      open
      title={t.title}
      footer={footer}
      width={640}
      maskClosable={false}
      closable={!restore.isPending && !done}
      onCancel={() => {
        if (!restore.isPending && !done) onClose();
      }}
    >
      {done ? (
        <Alert type="success" showIcon role="status" title={t.done(done.restored, done.seconds)} />
      ) : check.isPending ? (
        <Spin tip={t.checking} style={{ display: 'block', margin: 24 }}>
          <div style={{ height: 40 }} />
        </Spin>
      ) : check.isError ? (
        <Alert type="error" showIcon role="alert" title={errorMessage(check.error)} />
      ) : (
        summary && (
          <Flex vertical gap={12}>
            <Descriptions
              size="small"
              bordered
              column={1}
              items={[
                {
                  key: 'at',
                  label: t.createdAt,
                  children: formatDepotDateTime(summary.created_at, zone),
                },
                { key: 'depot', label: t.depotName, children: summary.depot_name ?? t.none },
                { key: 'customers', label: t.customers, children: formatNumber(summary.customers) },
                { key: 'goods', label: t.goods, children: formatNumber(summary.goods) },
                { key: 'payments', label: t.payments, children: formatNumber(summary.payments) },
                {
                  key: 'last',
                  label: t.lastPayment,
                  children: summary.last_payment_number ?? t.none,
                },
                { key: 'rows', label: t.rows, children: formatNumber(summary.rows) },
              ]}
            />
            <Alert type="warning" showIcon title={t.warning} />
            {restore.isError && (
              <Alert type="error" showIcon role="alert" title={errorMessage(restore.error)} />
            )}
            <Input
              aria-label={t.confirmBox}
              placeholder={t.confirmLabel(depot)}
              value={typed}
              disabled={restore.isPending}
              onChange={(e) => setTyped(e.target.value)}
            />
          </Flex>
        )
      )}
    </Modal>
  );
}
