import type { ScanEntry } from '../queue/scan-entry';
import { vi } from '../../../i18n/vi';

/**
 * How a scan reads at a glance: went through, refused, already on this very vehicle (a label read
 * twice: nothing wrong and nothing done), or kept on the phone to send.
 */
export type ScanTone = 'ok' | 'refused' | 'same' | 'waiting';

type Shown = { tone: ScanTone; title: string; lines: string[] };

/** Goods already on the vehicle being loaded: the scan did nothing and needs nothing. */
export function isAlreadyHere(entry: ScanEntry): boolean {
  return (
    entry.state === 'answered' && entry.result?.ok === false && entry.result.kind === 'already_here'
  );
}

/** A scan answered with a refusal, or refused as a request: it did nothing. */
export function isRefused(entry: ScanEntry): boolean {
  return entry.state === 'failed' || (entry.state === 'answered' && entry.result?.ok === false);
}

/** A refusal the loader must see (red, the refusal sound): not a label read twice. */
export function isRealRefusal(entry: ScanEntry): boolean {
  return isRefused(entry) && !isAlreadyHere(entry);
}

/** What the big answer and the list say of a scan. */
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
  if (result.kind === 'already_here') {
    return {
      tone: 'same',
      title: t.alreadyHere,
      lines: [...(result.goods ? [result.goods.name] : []), entry.code],
    };
  }
  return {
    tone: 'refused',
    title: t.refused,
    lines: [result.reason, ...(result.goods ? [result.goods.name] : [])],
  };
}
