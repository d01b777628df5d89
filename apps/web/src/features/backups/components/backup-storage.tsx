import type { BackupList, BackupStorage } from '@depot/shared/backups/backups.schema';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { formatNumber } from '@depot/shared/text/format';
import { Alert, Card, Descriptions, Tag } from 'antd';
import { vi } from '../../../i18n/vi';
import { useDepotTimeZone } from '../../../lib/depot-zone';
import { DropSetAsideButton } from './drop-set-aside-button';

const t = vi.backups;

const free = (bytes: number | null) =>
  bytes === null ? t.storage.unknown : t.gigabytes(formatNumber(bytes / 1024 ** 3, 1));

/**
 * `Nơi lưu bản sao` (docs/decisions/0011-backups.md): the backups' folder and its disk's free
 * space, and the second copy: not set, or its folder, whether it can be written now, when a
 * backup last reached it and its disk's free space. Whether a lost disk would take them all.
 * Then the databases earlier restores set aside, which take disk space until dropped.
 */
export function BackupStorageCard({
  storage,
  setAside,
  owner,
}: {
  storage: BackupStorage;
  setAside: BackupList['set_aside'];
  /** The owner drops a set-aside database from here. */
  owner: boolean;
}) {
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
      {setAside.length > 0 && (
        <Alert
          type="info"
          showIcon
          role="note"
          aria-label={t.setAside(setAside.length)}
          title={t.setAside(setAside.length)}
          description={
            <>
              <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
                {setAside.map((db) => (
                  <li key={db.name}>
                    {db.name} · {free(db.size_bytes)}{' '}
                    {owner && <DropSetAsideButton name={db.name} />}
                  </li>
                ))}
              </ul>
              {t.setAsideDetail}
            </>
          }
        />
      )}
    </Card>
  );
}
