import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** CSS pixels in a millimetre (96 px an inch). */
export const PX_PER_MM = 96 / 25.4;

/** Reads the QR code shown by `element` back, as a scanner would: zbarimg on a screenshot. */
export async function decodeQr(element: Locator): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  try {
    const png = join(dir, 'qr.png');
    await element.screenshot({ path: png });
    return execFileSync('zbarimg', ['-q', '--raw', png], { encoding: 'utf8' }).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Prints the page as Chromium would to paper, its own `@page` size, and reads the PDF's page
 * count and first page size in millimetres with pdfinfo (poppler-utils).
 */
export async function printedPages(
  page: Page,
): Promise<{ pages: number; widthMm: number; heightMm: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'print-'));
  try {
    const pdf = join(dir, 'print.pdf');
    await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
    const toMm = (pts: string | undefined) => Math.round((Number(pts) * 25.4) / 72);
    return { pages, widthMm: toMm(size?.[1]), heightMm: toMm(size?.[2]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
