import type { ScanEntry } from '../queue/scan-entry';
import { vi } from '../../../i18n/vi';

/** The colours of an answer: a glance from arm's length tells which it was. */
const TONE = {
  ok: { background: '#e8f5e9', border: '#2e7d32', color: '#1b5e20' },
  refused: { background: '#ffebee', border: '#c62828', color: '#b71c1c' },
  // Already on this very vehicle: nothing wrong, nothing done.
  same: { background: '#fff8e1', border: '#f9a825', color: '#795548' },
  waiting: { background: '#eceff1', border: '#78909c', color: '#37474f' },
} as const;

type Shown = { tone: keyof typeof TONE; title: string; lines: string[] };

/** What the big answer says of a scan. */
export function describeScan(entry: ScanEntry): Shown {
  const t = vi.yard;
  if (entry.state === 'waiting') return { tone: 'waiting', title: t.waiting, lines: [entry.code] };
  if (entry.state === 'failed') {
    return { tone: 'refused', title: t.refused, lines: [entry.error ?? '', entry.code] };
  }
  const result = entry.result!;
  if (result.ok) {
    return {
      tone: 'ok',
      title: result.action === 'load' ? t.loaded : t.unloaded,
      lines: [result.goods.name, `${t.customer}: ${result.goods.customer}`, result.goods.code],
    };
  }
  return {
    tone: result.kind === 'already_here' ? 'same' : 'refused',
    title: t.refused,
    lines: [result.reason, ...(result.goods ? [result.goods.name] : [])],
  };
}

/** The last scan in big type, for a phone held at arm's length in the yard. */
export function ScanAnswer({ entry }: { entry: ScanEntry | undefined }) {
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
      {shown.lines.map((line, index) => (
        <div
          key={index}
          style={{ fontSize: index === 0 ? 22 : 18, fontWeight: index === 0 ? 600 : 400 }}
        >
          {line}
        </div>
      ))}
    </section>
  );
}
