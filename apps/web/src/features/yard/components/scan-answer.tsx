import { Button } from 'antd';
import type { ScanEntry } from '../queue/scan-entry';
import { vi } from '../../../i18n/vi';
import { describeScan, type ScanTone } from './describe-scan';

/** The colours of an answer: a glance from arm's length tells which it was. */
const TONE: Record<ScanTone, { background: string; border: string; color: string }> = {
  ok: { background: '#e8f5e9', border: '#2e7d32', color: '#1b5e20' },
  refused: { background: '#ffebee', border: '#c62828', color: '#b71c1c' },
  // Already on this very vehicle: nothing wrong, nothing done, so nothing alarming either.
  same: { background: '#e3f2fd', border: '#1565c0', color: '#0d47a1' },
  // A parcel not on the arriving vehicle's list: amber, not the red of a refusal, and held like
  // one, since the loader has to set that parcel aside.
  extra: { background: '#fff3e0', border: '#e65100', color: '#bf360c' },
  waiting: { background: '#eceff1', border: '#78909c', color: '#37474f' },
};

type ScanAnswerProps = {
  entry: ScanEntry | undefined;
  /** Set for a refusal still held at the top: the loader taps it away once read. */
  onDismiss?: () => void;
};

/** The last scan in big type, for a phone held at arm's length in the yard. */
export function ScanAnswer({ entry, onDismiss }: ScanAnswerProps) {
  if (!entry) return null;
  const shown = describeScan(entry);
  const tone = TONE[shown.tone];
  return (
    <section
      role="status"
      aria-live="assertive"
      aria-label={vi.yard.title}
      data-tone={shown.tone}
      style={{
        background: tone.background,
        border: `3px solid ${tone.border}`,
        color: tone.color,
        borderRadius: 12,
        padding: '12px 16px',
      }}
    >
      <div style={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2 }}>{shown.title}</div>
      {/* The arrival so far, as big as the title: the loader counts with it, not the list. */}
      {shown.counts && (
        <div style={{ fontSize: 26, fontWeight: 700, lineHeight: 1.25 }}>{shown.counts}</div>
      )}
      {shown.lines.map((line, index) => (
        <div
          key={index}
          style={{ fontSize: index === 0 ? 22 : 18, fontWeight: index === 0 ? 600 : 400 }}
        >
          {line}
        </div>
      ))}
      {onDismiss && (
        <Button
          size="large"
          danger
          block
          style={{ marginTop: 8 }}
          aria-label={vi.yard.dismissLabel(entry.code)}
          onClick={onDismiss}
        >
          {vi.yard.dismiss}
        </Button>
      )}
    </section>
  );
}

/**
 * Older refusals not yet tapped away, above everything (red; a `Thừa` amber): a refusal heard while the phone
 * was in a pocket, or answered while the screen was closed, waits here until it has been read.
 */
export function RefusalStack({
  entries,
  onDismiss,
}: {
  entries: ScanEntry[];
  onDismiss: (entry: ScanEntry) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label={vi.yard.refusals} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry) => {
        const shown = describeScan(entry);
        const tone = TONE[shown.tone];
        return (
          <li
            key={entry.client_id}
            data-tone={shown.tone}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              background: tone.background,
              border: `2px solid ${tone.border}`,
              color: tone.color,
              borderRadius: 8,
              padding: '4px 8px',
              marginBottom: 6,
              fontSize: 16,
            }}
          >
            <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              <strong>
                {shown.title} · {entry.code}
              </strong>
              <br />
              {shown.lines[0]}
            </span>
            <Button
              danger
              size="large"
              aria-label={vi.yard.dismissLabel(entry.code)}
              onClick={() => onDismiss(entry)}
            >
              {vi.yard.dismiss}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
