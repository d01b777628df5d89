import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_EMPTY, UPLOAD_TOO_LARGE } from '@depot/shared/backups/backups.schema';
import { BackupError } from './backup-format';
import { writeManifest } from './backup-manifest';
import { verifyBackupFile } from './backup-reader';
import { reserveName, syncFile, syncFolder, type WrittenBackup } from './backup-writer';
import { levelOf, readJournal } from './migrations-level';

/**
 * A backup file the owner uploads from the screen (docs/decisions/0011-backups.md): the one
 * downloaded before a disk died, brought to a new machine. Written as `.partial` under a name of
 * kind `uploaded`, read whole and checked as a restore checks it (a damaged, cut or newer file
 * is refused and removed), and only then named and listed, to be restored like any other.
 */
export async function receiveUpload(
  dir: string,
  body: Readable,
  maxBytes: number,
): Promise<WrittenBackup> {
  const started = performance.now();
  await mkdir(dir, { recursive: true });
  const reserved = await reserveName(dir, new Date(), 'uploaded');
  const partial = path.join(dir, `${reserved.name}.partial`);
  try {
    let bytes = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(bytes > maxBytes ? new BackupError(UPLOAD_TOO_LARGE) : null, chunk);
      },
    });
    await pipeline(body, limit, reserved.handle.createWriteStream());
    if (bytes === 0) throw new BackupError(UPLOAD_EMPTY);
    await syncFile(partial);
    const checked = await verifyBackupFile(partial);
    levelOf(checked.header, await readJournal());
    const file = partial.slice(0, -'.partial'.length);
    const manifest = await writeManifest(file, checked.header, checked.rows);
    await rename(partial, file);
    await syncFolder(dir);
    return { ...manifest, file, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
