import { Tag, Typography } from 'antd';
import type { ScanEntry } from '../queue/scan-entry';
import { vi } from '../../../i18n/vi';
import { describeScan } from './describe-scan';

const TAG_COLOR = {
  ok: 'success',
  refused: 'error',
  same: 'processing',
  extra: 'warning',
  waiting: 'default',
} as const;

type ScanListProps = {
  entries: ScanEntry[];
  undone: Set<string>;
  /** The vehicle on screen: a scan made for another one names its plate. */
  carId: number | undefined;
};

/** Today's scans on this phone, newest first: each with its state, and why when refused. */
export function ScanList({ entries, undone, carId }: ScanListProps) {
  const t = vi.yard;
  if (entries.length === 0) {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 16 }}>
        {t.noScans}
      </Typography.Text>
    );
  }
  return (
    // Read at arm's length in daylight: nothing under 16 px.
    <ol
      aria-label={t.sessionScans}
      style={{ listStyle: 'none', margin: 0, padding: 0, fontSize: 16 }}
    >
      {entries.map((entry) => {
        const shown = describeScan(entry);
        const title = undone.has(entry.client_id) ? t.undone : shown.title;
        const details = [
          ...(entry.car_id !== carId ? [t.otherCar(entry.number_car)] : []),
          ...(shown.tone !== 'waiting' ? shown.lines.filter((line) => line !== entry.code) : []),
        ];
        return (
          <li
            key={entry.client_id}
            data-state={entry.state}
            data-tone={shown.tone}
            style={{ borderBottom: '1px solid #eee', padding: '8px 0', minHeight: 44 }}
          >
            <Tag
              color={undone.has(entry.client_id) ? 'default' : TAG_COLOR[shown.tone]}
              style={{ fontSize: 16, lineHeight: '26px' }}
            >
              {title}
            </Tag>
            <strong>{entry.code}</strong>
            {entry.action !== 'load' && ` · ${entry.action === 'unload' ? t.unload : t.arrive}`}
            {details.length > 0 && <div>{details.join(' · ')}</div>}
          </li>
        );
      })}
    </ol>
  );
}
