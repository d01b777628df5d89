import { CloudDownloadOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import {
  BACKUP_KIND_LABELS,
  type BackupList,
  type BackupRow,
} from '@depot/shared/backups/backups.schema';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { formatNumber } from '@depot/shared/text/format';
import { Alert, Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useDepotTimeZone } from '../../../lib/depot-zone';
import { useSession } from '../../../lib/session';
import { downloadBackup, useBackups, useCreateBackup } from '../api/backups-queries';
import { BackupStorageCard } from './backup-storage';
import { BackupStateAlert } from './backup-warning';
import { RestoreDialog } from './restore-dialog';
import { RestoreToCard } from './restore-to-card';
import { UploadBackupButton } from './upload-backup-button';

const t = vi.backups;

const megabytes = (bytes: number) => t.megabytes(formatNumber(bytes / 1024 / 1024, 1));

/**
 * /sao-luu, Sao lưu dữ liệu (docs/decisions/0011-backups.md, admins): the backups the server made (time, kind, size,
 * whether it was read back and checked), one made now with its running time, and a download of
 * any of them, to keep on another machine or a USB drive.
 */
export function BackupsPage() {
  const backups = useBackups();
  // The owner restores (RestoreDialog): a listed backup, or one just uploaded; or to a minute
  // (RestoreToCard).
  const owner = useSession().user?.role === 'superadmin';
  const [restoring, setRestoring] = useState<string>();
  return (
    <>
      <PageHeader
        title={t.title}
        extra={
          <Space wrap>
            {owner && <UploadBackupButton onUploaded={setRestoring} />}
            <BackupNowButton othersRunning={Boolean(backups.data?.running)} />
          </Space>
        }
      />
      <RestoreDialog name={restoring} onClose={() => setRestoring(undefined)} />
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      {backups.data && <BackupStateAlert state={backups.data} withLink={false} />}
      {backups.data?.running && <RunningAlert since={backups.data.running.started_at} />}
      <QueryErrorAlert query={backups} />
      {backups.data && (
        <BackupStorageCard
          storage={backups.data.storage}
          setAside={backups.data.set_aside}
          owner={owner}
        />
      )}
      {owner && <RestoreToCard />}
      <BackupsTable
        list={backups.data}
        loading={backups.isPending}
        onRestore={owner ? setRestoring : undefined}
      />
    </>
  );
}

/** A backup made elsewhere (the schedule, another admin) is running: since when. */
function RunningAlert({ since }: { since: string }) {
  const zone = useDepotTimeZone();
  return <Alert type="info" showIcon title={t.runningSince(formatDepotDateTime(since, zone))} />;
}

/**
 * `Sao lưu ngay`: busy with the seconds it has run until the server answers; off while another
 * backup runs (the server would refuse it: one at a time).
 */
function BackupNowButton({ othersRunning }: { othersRunning: boolean }) {
  const toast = useToast();
  const create = useCreateBackup();
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!create.isPending) return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [create.isPending]);
  const run = () => {
    setSeconds(0);
    create.mutate(undefined, {
      onSuccess: ({ backup }) => toast.success(t.done(backup.name)),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };
  return (
    <Button
      type="primary"
      icon={<SaveOutlined />}
      loading={create.isPending}
      disabled={othersRunning && !create.isPending}
      onClick={run}
    >
      <span aria-live="polite">{create.isPending ? t.running(seconds) : t.backupNow}</span>
    </Button>
  );
}

function DownloadButton({ name }: { name: string }) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const run = () => {
    setPending(true);
    downloadBackup(name)
      .catch((error: unknown) => toast.error(errorMessage(error)))
      .finally(() => setPending(false));
  };
  return (
    <Button
      size="small"
      icon={<CloudDownloadOutlined />}
      loading={pending}
      aria-label={t.downloadOf(name)}
      onClick={run}
    >
      {t.download}
    </Button>
  );
}

/** The table's columns; times are the depot's (its time zone from the settings). */
const columnsOf = (
  zone: string,
  onRestore: ((name: string) => void) | undefined,
): TableColumnsType<BackupRow> => [
  {
    key: 'created_at',
    title: t.columns.createdAt,
    render: (_, row) => formatDepotDateTime(row.created_at, zone),
  },
  { key: 'kind', title: t.columns.kind, render: (_, row) => BACKUP_KIND_LABELS[row.kind] },
  {
    key: 'size',
    title: t.columns.size,
    align: 'right',
    render: (_, row) => megabytes(row.size_bytes),
  },
  {
    key: 'verified',
    title: t.columns.verified,
    render: (_, row) =>
      row.verified ? (
        <Tag color="success">{t.verified}</Tag>
      ) : (
        <Tag color="error">{t.unverified}</Tag>
      ),
  },
  {
    key: 'rows',
    title: t.columns.rows,
    align: 'right',
    render: (_, row) => (row.rows === null ? '' : formatNumber(row.rows)),
  },
  {
    key: 'actions',
    title: t.columns.actions,
    render: (_, row) => (
      <Space>
        <DownloadButton name={row.name} />
        {onRestore && (
          <Button
            size="small"
            danger
            icon={<HistoryOutlined />}
            aria-label={t.restore.actionOf(row.name)}
            onClick={() => onRestore(row.name)}
          >
            {t.restore.action}
          </Button>
        )}
      </Space>
    ),
  },
];

/** The files; the owner (superadmin) restores one from here. */
function BackupsTable({
  list,
  loading,
  onRestore,
}: {
  list: BackupList | undefined;
  loading: boolean;
  onRestore: ((name: string) => void) | undefined;
}) {
  const zone = useDepotTimeZone();
  const columns = useMemo(() => columnsOf(zone, onRestore), [zone, onRestore]);
  return (
    <>
      <Table<BackupRow>
        rowKey="name"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={list?.rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t.empty }}
      />
    </>
  );
}
