import { test } from '@playwright/test';

let made = 0;

/**
 * A path for a file a journey writes only to read back (a print, a download, a screenshot): in
 * the running test's own output folder, which Playwright empties at the start of each run, so
 * nothing is left behind in the machine's temp folder.
 */
export function scratchFile(name: string): string {
  made += 1;
  return test.info().outputPath(`${made}-${name}`);
}
