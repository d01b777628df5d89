import { HistoryOutlined } from '@ant-design/icons';
import type { WalStatus } from '@depot/shared/backups/backups.schema';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { Alert, Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { vi } from '../../../i18n/vi';
import { useDepotTimeZone } from '../../../lib/depot-zone';
import { useBackupStatus } from '../api/backups-queries';
import { RestoreToDialog } from './restore-to-dialog';

const t = vi.backups.restoreTo;

/**
 * `Khôi phục về một thời điểm` (the owner's, docs/decisions/0011-backups.md): whether the
 * write-ahead log is archived, and so how far back a restore to any minute can go; its dialog
 * opens once a first base backup exists to replay the log from.
 */
export function RestoreToCard() {
  const status = useBackupStatus();
  const [open, setOpen] = useState(false);
  const wal = status.data?.wal;
  return (
    <Card size="small" title={t.title} style={{ marginBottom: 16 }} loading={status.isPending}>
      <QueryErrorAlert query={status} />
      {wal && <WalState wal={wal} onOpen={() => setOpen(true)} />}
      {open && wal?.earliest_restore_point && (
        <RestoreToDialog earliest={wal.earliest_restore_point} onClose={() => setOpen(false)} />
      )}
    </Card>
  );
}

/** The log's archiving as the card says it, and the button when a restore can be made. */
function WalState({ wal, onOpen }: { wal: WalStatus; onOpen: () => void }) {
  const zone = useDepotTimeZone();
  const when = (iso: string | null) => (iso ? formatDepotDateTime(iso, zone) : t.never);
  if (!wal.archiving)
    return (
      <Alert
        type="warning"
        showIcon
        title={t.off}
        description={
          <>
            {wal.error && <div>{wal.error}</div>}
            {t.offDetail}
          </>
        }
      />
    );
  return (
    <Flex vertical gap={12} align="start">
      <Tag color="green">{t.on}</Tag>
      {wal.error && <Alert type="error" showIcon title={t.archiveError} description={wal.error} />}
      <Typography.Text>
        {wal.earliest_restore_point
          ? t.range(formatDepotDateTime(wal.earliest_restore_point, zone))
          : t.firstBase}
      </Typography.Text>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'segment', label: t.lastSegment, children: when(wal.last_segment_at) },
          { key: 'base', label: t.lastBase, children: when(wal.last_base_at) },
        ]}
      />
      {wal.earliest_restore_point && (
        <Button danger icon={<HistoryOutlined />} onClick={onOpen}>
          {t.open}
        </Button>
      )}
    </Flex>
  );
}
