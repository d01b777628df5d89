import { Alert, Descriptions, Flex, Spin } from 'antd';
import { useState } from 'react';
import { isDepotName } from '@depot/shared/backups/backups.schema';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { formatNumber } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useDepotTimeZone } from '../../../lib/depot-zone';
import { useBackupCheck, useRestoreBackup } from '../api/backups-queries';
import { DepotNameInput, RestoreFrame, useDepotName } from './restore-parts';

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
  const check = useBackupCheck(name);
  const depot = useDepotName();
  const restore = useRestoreBackup();
  const [typed, setTyped] = useState('');

  const summary = check.data;
  const done = restore.data?.result;
  return (
    <RestoreFrame
      title={t.title}
      submitLabel={t.submit}
      pending={restore.isPending}
      done={done !== undefined}
      canSend={summary !== undefined && isDepotName(typed, depot)}
      onSend={() => restore.mutate({ name, confirm: typed })}
      onClose={onClose}
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
            <DepotNameInput
              depot={depot}
              value={typed}
              disabled={restore.isPending}
              onChange={(e) => setTyped(e.target.value)}
            />
          </Flex>
        )
      )}
    </RestoreFrame>
  );
}
