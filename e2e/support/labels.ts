import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { printPdf, readPdf } from './pdf';
import { readQrPng } from './qr';

/** CSS pixels in a millimetre (96 px an inch). */
export const PX_PER_MM = 96 / 25.4;

/** Reads the QR code shown by `element` back, as a scanner would: from a screenshot. */
export async function decodeQr(element: Locator): Promise<string> {
  return readQrPng(await element.screenshot());
}

/**
 * Prints the page as Chromium would to paper, its own `@page` size, and reads the PDF's page
 * count and first page size in millimetres.
 */
export async function printedPages(
  page: Page,
): Promise<{ pages: number; widthMm: number; heightMm: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'print-'));
  try {
    const pdf = join(dir, 'print.pdf');
    await printPdf(page, pdf);
    const pages = await readPdf(pdf);
    const toMm = (pts = NaN) => Math.round((pts * 25.4) / 72);
    return {
      pages: pages.length,
      widthMm: toMm(pages[0]?.widthPts),
      heightMm: toMm(pages[0]?.heightPts),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
