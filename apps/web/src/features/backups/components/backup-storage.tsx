import type { BackupStorage } from '@depot/shared/backups/backups.schema';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { formatNumber } from '@depot/shared/text/format';
import { Card, Descriptions, Tag } from 'antd';
import { vi } from '../../../i18n/vi';
import { useDepotTimeZone } from '../../../lib/depot-zone';

const t = vi.backups;

const free = (bytes: number | null) =>
  bytes === null ? t.storage.unknown : t.gigabytes(formatNumber(bytes / 1024 ** 3, 1));

/**
 * `Nơi lưu bản sao` (docs/decisions/0011-backups.md): the backups' folder and its disk's free
 * space, and the second copy: not set, or its folder, whether it can be written now, when a
 * backup last reached it and its disk's free space. Whether a lost disk would take them all.
 */
export function BackupStorageCard({ storage }: { storage: BackupStorage }) {
  const zone = useDepotTimeZone();
  const second = storage.second;
  const items = [
    {
      key: 'dir',
      label: t.storage.dir,
      children: `${storage.dir} · ${t.storage.free}: ${free(storage.free_bytes)}`,
    },
    {
      key: 'second',
      label: t.storage.second,
      children: !second ? (
        <Tag color="red">{t.storage.notSet}</Tag>
      ) : (
        <>
          {second.dir}{' '}
          <Tag color={second.writable ? 'green' : 'red'}>
            {second.writable ? t.storage.writable : t.storage.notWritable}
          </Tag>
          {second.error ?? `${t.storage.free}: ${free(second.free_bytes)}`}
        </>
      ),
    },
    ...(second
      ? [
          {
            key: 'last',
            label: t.storage.lastWritten,
            children: second.last_written_at
              ? formatDepotDateTime(second.last_written_at, zone)
              : t.never,
          },
        ]
      : []),
  ];
  return (
    <Card size="small" title={t.storage.title} style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={1} items={items} />
    </Card>
  );
}
