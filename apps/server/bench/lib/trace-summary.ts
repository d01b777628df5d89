/**
 * Reads a Chromium trace of one cold load (first-load.ts, BENCH_PROFILE) and prints what the
 * page's main thread did, on the page's clock (ms after navigation start): the goods call's
 * arrival, each task over 8 ms before the first row with what it was made of, the layouts
 * forced by scripts, and the script functions that cost most between the data and the first row.
 */
import { readFileSync } from 'node:fs';

/** What a profiled load records (first-load.ts, BENCH_PROFILE). */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: the CPU the task had, which the neighbours' load does not stretch. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: Record<string, unknown> & { url?: string; requestId?: string };
    beginData?: { stackTrace?: { functionName: string; url: string; lineNumber: number }[] };
  };
};
type CpuNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
};
type Chunk = { cpuProfile?: { nodes?: CpuNode[]; samples?: number[] }; timeDeltas?: number[] };

const file = (url = '') =>
  url
    .split('/')
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, '.js') ?? url;

/** The main thread's CPU (ms) up to the first row, and from the goods' arrival to it. */
export type TraceCpu = { toFirstRow: number; afterData: number; rowTask: number };

export function summariseTrace(tracePath: string, detail = true): TraceCpu | undefined {
  const { traceEvents: events } = JSON.parse(readFileSync(tracePath, 'utf8')) as {
    traceEvents: TraceEvent[];
  };
  const mark = events.find((e) => e.cat.includes('user_timing') && e.name === 'first-row');
  if (!mark) {
    console.log('trace: no first-row mark');
    return undefined;
  }
  const { pid, tid } = mark;
  const main = events.filter((e) => e.pid === pid && e.tid === tid);
  const nav = events.find(
    (e) => e.pid === pid && e.name === 'navigationStart' && e.cat.includes('user_timing'),
  );
  const zero = nav?.ts ?? Math.min(...main.map((e) => e.ts));
  const at = (ts: number) => ((ts - zero) / 1000).toFixed(0).padStart(5);
  const end = mark.ts;

  // Network: when each API call and script finished.
  const urls = new Map<string, string>();
  for (const e of events)
    if (e.name === 'ResourceSendRequest' && e.args?.data?.requestId)
      urls.set(e.args.data.requestId, String(e.args.data.url));
  let goodsEnd = zero;
  for (const e of events)
    if (e.name === 'ResourceFinish' && e.args?.data?.requestId) {
      const url = urls.get(e.args.data.requestId) ?? '';
      if (url.includes('/api/products?')) goodsEnd = e.ts;
    }
  const tasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts < end);
  const cpu = (from: number) =>
    tasks.reduce((sum, e) => sum + (e.ts >= from ? (e.tdur ?? e.dur ?? 0) : 0), 0) / 1000;
  // The task that put the first row in the page: the list's render and commit.
  const rowTask = main.find(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.ts <= end && e.ts + (e.dur ?? 0) >= end,
  );
  const figures = {
    toFirstRow: cpu(zero),
    afterData: cpu(goodsEnd),
    rowTask: (rowTask?.tdur ?? rowTask?.dur ?? 0) / 1000,
  };
  console.log(
    `trace: goods call done ${at(goodsEnd)} ms, first row ${at(end)} ms; main thread CPU ` +
      `${figures.toFirstRow.toFixed(0)} ms, after the data ${figures.afterData.toFixed(0)} ms, ` +
      `the first row's task ${figures.rowTask.toFixed(0)} ms`,
  );
  if (!detail) return figures;

  // Tasks over 8 ms before the first row, with their parts (self time by event name).
  const inner = main.filter((e) => e.ph === 'X' && e.name !== 'RunTask');
  for (const task of tasks) {
    if ((task.dur ?? 0) <= 8000) continue;
    const stop = task.ts + task.dur!;
    const parts = new Map<string, number>();
    for (const e of inner)
      if (e.ts >= task.ts && e.ts < stop && e.dur)
        parts.set(e.name, (parts.get(e.name) ?? 0) + e.dur);
    const top = [...parts]
      .filter(([name]) =>
        /Layout|Style|Paint|Function|Evaluate|GC|compile|Parse|Timer|Animation/i.test(name),
      )
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`);
    console.log(`  task ${at(task.ts)} +${(task.dur! / 1000).toFixed(0)} ms: ${top.join(', ')}`);
  }
  for (const e of inner)
    if (e.name === 'Layout' && e.ts < end && e.args?.beginData?.stackTrace?.length) {
      const frame = e.args.beginData.stackTrace[0]!;
      console.log(
        `  forced layout ${at(e.ts)} ${((e.dur ?? 0) / 1000).toFixed(1)} ms by ${frame.functionName} ${file(frame.url)}:${frame.lineNumber}`,
      );
    }

  // Script functions' self time between the data and the first row (the sampling profiler).
  const nodes = new Map<number, CpuNode>();
  let time = events.find((e) => e.name === 'Profile' && e.pid === pid)?.args?.data?.startTime as
    number | undefined;
  if (time === undefined) return figures;
  const self = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid) continue;
    const data = e.args?.data as Chunk | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const delta = deltas[i] ?? 0;
      time += delta;
      if (time < goodsEnd || time > end) continue;
      const frame = nodes.get(samples[i]!)?.callFrame;
      if (!frame || frame.functionName === '(idle)') continue;
      const key = `${frame.functionName || '(anonymous)'} ${file(frame.url)}:${frame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + delta);
    }
  }
  const sorted = [...self].sort((a, b) => b[1] - a[1]);
  const all = sorted.reduce((sum, [, us]) => sum + us, 0);
  console.log(`  sampled between the data and the first row: ${(all / 1000).toFixed(0)} ms`);
  const byFile = new Map<string, number>();
  for (const [key, us] of sorted) {
    const name = key.split(' ').pop()!.split(':')[0]!;
    byFile.set(name, (byFile.get(name) ?? 0) + us);
  }
  console.log(
    '  by file: ' +
      [...byFile]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
        .join(', '),
  );
  for (const [key, us] of sorted.slice(0, 25))
    console.log(`    ${(us / 1000).toFixed(1).padStart(6)} ms ${key}`);
  return figures;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

/** Each build's median main-thread CPU over its traced loads. */
export function reportTraceCpu(builds: string[], cpu: TraceCpu[][]): void {
  for (const [j, build] of builds.entries()) {
    const of = (key: keyof TraceCpu) => median(cpu[j]!.map((c) => c[key])).toFixed(0);
    console.log(
      `${build}: CPU của luồng chính (trung vị ${cpu[j]!.length} lần có trace) đến hàng đầu tiên ` +
        `${of('toFirstRow')} ms, sau khi có dữ liệu ${of('afterData')} ms, ` +
        `tác vụ vẽ hàng đầu tiên ${of('rowTask')} ms`,
    );
  }
}
