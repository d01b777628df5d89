import { Tag, Typography } from 'antd';
import type { ScanEntry } from '../queue/scan-entry';
import { vi } from '../../../i18n/vi';
import { describeScan } from './scan-answer';

const TAG_COLOR = { ok: 'success', refused: 'error', same: 'warning', waiting: 'default' } as const;

/** This visit's scans, newest first: each with its state, and why when refused. */
export function ScanList({ entries, undone }: { entries: ScanEntry[]; undone: Set<string> }) {
  const t = vi.yard;
  if (entries.length === 0) return <Typography.Text type="secondary">{t.noScans}</Typography.Text>;
  return (
    <ol aria-label={t.sessionScans} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry) => {
        const shown = describeScan(entry);
        const title = undone.has(entry.client_id) ? t.undone : shown.title;
        return (
          <li
            key={entry.client_id}
            data-state={entry.state}
            style={{ borderBottom: '1px solid #eee', padding: '8px 0', minHeight: 44 }}
          >
            <Tag color={undone.has(entry.client_id) ? 'default' : TAG_COLOR[shown.tone]}>
              {title}
            </Tag>
            <strong>{entry.code}</strong>
            {entry.action === 'unload' && ` · ${t.unload}`}
            {shown.tone !== 'waiting' && (
              <div style={{ fontSize: 13 }}>
                {shown.lines.filter((line) => line !== entry.code).join(' · ')}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
