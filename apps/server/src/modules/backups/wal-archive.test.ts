import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { archivedFiles, prepareArchiving, pruneArchive, syncSecondCopy } from './wal-archive';
import { baseDue } from './wal-keeper';

// The archive_command's script and the archive's upkeep (docs/decisions/0011-backups.md).

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'depot-wal-'));
  dirs.push(dir);
  return dir;
}

const SEGMENT = '000000010000000000000003';

/** Runs the archive_command PostgreSQL would run for one segment; its exit code. */
function archive(settings: string[], dataDir: string, name: string): number {
  const command = settings.find((s) => s.startsWith('archive_command='))!.slice(16);
  try {
    execFileSync('/bin/sh', ['-c', command.replace('%p', `seg/${name}`).replace('%f', name)], {
      cwd: dataDir,
    });
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe.runIf(process.platform !== 'win32')('the archive script', () => {
  it('keeps each segment gzipped in both places, once, and never fails on the second copy', async () => {
    const dataDir = await folder();
    const places = {
      local: path.join(dataDir, 'backups', 'wal'),
      second: path.join(dataDir, 'usb', 'wal'),
    };
    const settings = await prepareArchiving(dataDir, places);
    expect(settings).toContain('archive_timeout=50');
    execFileSync('mkdir', ['-p', path.join(dataDir, 'seg')]);
    await writeFile(path.join(dataDir, 'seg', SEGMENT), 'nhật ký');
    expect(archive(settings, dataDir, SEGMENT)).toBe(0);
    for (const place of [places.local, places.second]) {
      expect(gunzipSync(await readFile(path.join(place, `${SEGMENT}.gz`))).toString()).toBe(
        'nhật ký',
      );
    }
    // Handed again after a crash: kept as it is, success.
    expect(archive(settings, dataDir, SEGMENT)).toBe(0);
    // A second copy that cannot be written does not hold PostgreSQL back.
    await rm(places.second, { recursive: true });
    await writeFile(places.second, 'not a folder');
    await writeFile(path.join(dataDir, 'seg', '000000010000000000000004'), 'tiếp');
    expect(archive(settings, dataDir, '000000010000000000000004')).toBe(0);
    expect(await archivedFiles(places.local)).toHaveLength(2);
    // The local archive that cannot be written makes PostgreSQL keep the segment and retry.
    await chmod(places.local, 0o500);
    await writeFile(path.join(dataDir, 'seg', '000000010000000000000005'), 'nữa');
    if (process.getuid?.() !== 0)
      expect(archive(settings, dataDir, '000000010000000000000005')).not.toBe(0);
    await chmod(places.local, 0o700);
  });
});

describe('the archive’s upkeep', () => {
  it('copies to the second copy what it missed, and lets go of segments no base needs', async () => {
    const root = await folder();
    const places = { local: path.join(root, 'wal'), second: path.join(root, 'second') };
    execFileSync('mkdir', ['-p', places.local]);
    for (const name of [
      '000000010000000000000001',
      '000000010000000000000002',
      '00000002.history',
      '000000020000000000000003',
    ]) {
      await writeFile(path.join(places.local, `${name}.gz`), name);
    }
    await writeFile(path.join(places.local, 'not-a-segment.txt'), 'x');
    expect(await syncSecondCopy(places)).toBe(4);
    expect(await syncSecondCopy(places)).toBe(0);
    expect((await readdir(places.second)).sort()).toEqual(await archivedFiles(places.local));
    expect(await pruneArchive(places.local, '000000020000000000000003')).toBe(2);
    expect(await archivedFiles(places.local)).toEqual([
      '00000002.history.gz',
      '000000020000000000000003.gz',
    ]);
    expect(existsSync(path.join(places.local, 'not-a-segment.txt'))).toBe(true);
  });
});

describe('when a base backup is due', () => {
  const cluster = { system: '7400000000000000001', timeline: 1 };
  const newest = (stoppedAt: string) => ({
    system_identifier: cluster.system,
    timeline: 1,
    stopped_at: stoppedAt,
  });
  // 23:00 at the depot is 16:00 UTC.
  it('at once without one of this cluster and timeline, then at the nightly hour', () => {
    const at = new Date('2026-11-29T03:00:00Z'); // 10:00 at the depot
    expect(baseDue(undefined, cluster, at, 23)).toBe(true);
    const other = { ...newest('2026-11-29T02:00:00Z'), system_identifier: 'x' };
    expect(baseDue(other, cluster, at, 23)).toBe(true);
    expect(baseDue(newest('2026-11-29T02:00:00Z'), { ...cluster, timeline: 2 }, at, 23)).toBe(true);
    expect(baseDue(newest('2026-11-28T16:00:00Z'), cluster, at, 23)).toBe(false);
    const night = new Date('2026-11-29T16:05:00Z');
    expect(baseDue(newest('2026-11-28T16:01:00Z'), cluster, night, 23)).toBe(true);
    expect(baseDue(newest('2026-11-29T10:00:00Z'), cluster, night, 23)).toBe(false);
    // A server off every night still makes one past a day and a half.
    expect(baseDue(newest('2026-11-27T14:00:00Z'), cluster, at, 23)).toBe(true);
    expect(baseDue(newest('2026-11-28T16:00:00Z'), cluster, night, null)).toBe(false);
  });
});
