/**
 * `npm run bench -w apps/server`: runs every benchmark file of this folder (each `*.ts` here but
 * this one; helpers live in subfolders) one after the other, each in its own Node process, so a
 * bench starts from a clean heap and one that fails or hangs on its cluster cannot skew the next.
 * `npm run bench -w apps/server -- customers` runs only the files whose name contains a word.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const self = path.basename(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);

const files = readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && entry.name !== self)
  .map((entry) => entry.name)
  .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
  .sort();

function runOne(file: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, file)], {
      stdio: 'inherit',
      cwd: path.dirname(benchDir),
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const failed: string[] = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const started = performance.now();
  const code = await runOne(file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`=== ${file}: ${code === 0 ? 'xong' : `lỗi (mã ${code})`} sau ${seconds} s ===`);
  if (code !== 0) failed.push(file);
}
if (files.length === 0) console.log('Không có tệp benchmark nào.');
if (failed.length > 0) {
  console.error(`\nBenchmark lỗi: ${failed.join(', ')}`);
  process.exit(1);
}
