import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from '@playwright/test';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

// PDFs read in JavaScript (pdf.js, the legacy build made for Node), so the journeys need no
// poppler. The text comes out as pdftotext -layout gave it, which the journeys were written
// against: one line of the page a line, top to bottom, its words left to right, a space where
// the page leaves one. apps/server/test/pdf.ts reads the server's PDFs the same way (the two
// TypeScript projects cannot share a file).

export type PdfPage = { widthPts: number; heightPts: number; text: string };

/** Paper sizes in points (1/72 inch), as pdfinfo names them. */
const PAPERS = { A4: [595.28, 841.89], A5: [419.53, 595.28] } as const;

/** The paper a page size is, within a point either way, like pdfinfo's `(A4)`. */
export function paperOf(widthPts: number, heightPts: number): string | undefined {
  const near = (a: number, b: number) => Math.abs(a - b) < 1;
  return Object.entries(PAPERS).find(([, [w, h]]) => near(widthPts, w) && near(heightPts, h))?.[0];
}

type Placed = { str: string; x: number; y: number; width: number; height: number };

/** One page's text items laid out in lines, as a person reads the page. */
function layoutText(items: Placed[]): string {
  const lines: { y: number; height: number; items: Placed[] }[] = [];
  // pdf.js has y upwards: the highest item is the first line.
  const words = items.filter((i) => i.str.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  for (const item of words) {
    const line = lines.at(-1);
    // Baselines within half a line of each other are one line: a bold title and the smaller
    // text beside it sit a point or two apart, the next line a whole line lower.
    if (line && Math.abs(line.y - item.y) <= Math.max(line.height, item.height) / 2)
      line.items.push(item);
    else lines.push({ y: item.y, height: item.height, items: [item] });
  }
  return lines
    .map(({ items: inLine }) => {
      let text = '';
      let end: number | undefined;
      for (const item of inLine.sort((a, b) => a.x - b.x)) {
        // A gap wider than a tenth of the letters' height is a space; a glyph run split in
        // two by the PDF's writer (kerning, a change of font) joins without one.
        if (end !== undefined && item.x - end > item.height / 10) text += ' ';
        text += item.str;
        end = item.x + item.width;
      }
      return text.replace(/\s+/g, ' ').trim();
    })
    .join('\n');
}

/** Every page of a PDF file: size in points and text. */
export async function readPdf(pdfPath: string): Promise<PdfPage[]> {
  const data = new Uint8Array(await readFile(pdfPath));
  const doc = await getDocument({ data, verbosity: 0 }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      const { items } = await page.getTextContent();
      const placed = items
        .filter((item): item is TextItem => 'str' in item)
        .map((item) => ({
          str: item.str,
          x: item.transform[4] as number,
          y: item.transform[5] as number,
          width: item.width,
          height: item.height,
        }));
      pages.push({ widthPts: x1 - x0, heightPts: y1 - y0, text: layoutText(placed) });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/**
 * Prints the page as Chromium prints to paper (its own `@page` size) to `file`, once the sheet's
 * fonts are in: Chromium's print does not wait for a font still on its way, and draws its text
 * in a fallback that wraps the columns (lib/print-fonts.ts on the web asks for them as the page
 * opens; this waits until they are there).
 */
export async function printPdf(page: Page, file: string): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(
      [400, 500, 600, 700].map((weight) =>
        document.fonts.load(`${weight} 12px "Be Vietnam Pro"`, 'Aa Đđ ẮẦỄ'),
      ),
    );
    await document.fonts.ready;
  });
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
}
