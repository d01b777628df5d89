import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The server's PDFs read in JavaScript (pdf.js, the legacy build made for Node), so the tests
// need no poppler nor zbarimg. The text comes out as pdftotext -layout gave it: one line of the
// page a line, top to bottom, its words left to right, a space where the page leaves one.
// e2e/support/pdf.ts reads the browser's PDFs the same way (the two TypeScript projects cannot
// share a file).

export type PdfPage = { widthPts: number; heightPts: number; text: string };
type Placed = { str: string; x: number; y: number; width: number; height: number };

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

async function withPdf<T>(bytes: Buffer, read: (doc: PDFDocumentProxy) => Promise<T>) {
  // A copy: pdf.js takes the bytes it is given over.
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    // Keeps each font's name and whether its file is embedded, for pdfFonts.
    fontExtraProperties: true,
  }).promise;
  try {
    return await read(doc);
  } finally {
    await doc.destroy();
  }
}

/** Every page of a PDF: size in points (1/72 inch) and text. */
export function readPdf(bytes: Buffer): Promise<PdfPage[]> {
  return withPdf(bytes, async (doc) => {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      const { items } = await page.getTextContent();
      const placed = items.flatMap((item) =>
        'str' in item
          ? [
              {
                str: item.str,
                x: item.transform[4] as number,
                y: item.transform[5] as number,
                width: item.width,
                height: item.height,
              },
            ]
          : [],
      );
      pages.push({ widthPts: x1 - x0, heightPts: y1 - y0, text: layoutText(placed) });
    }
    return pages;
  });
}

/** The fonts the PDF draws with, as pdffonts lists them: name and whether it is embedded. */
export function pdfFonts(bytes: Buffer): Promise<{ name: string; embedded: boolean }[]> {
  return withPdf(bytes, async (doc) => {
    const fonts = new Map<string, { name: string; embedded: boolean }>();
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const { fnArray, argsArray } = await page.getOperatorList();
      for (const [i, fn] of fnArray.entries()) {
        if (fn !== OPS.setFont) continue;
        const id = (argsArray[i] as [string])[0];
        const font = page.commonObjs.get(id) as { name: string; missingFile: boolean };
        fonts.set(id, { name: font.name, embedded: !font.missingFile });
      }
    }
    return [...fonts.values()];
  });
}

/**
 * Every QR code of the first page (a receipt has the VietQR and its tracking link's). A reader
 * shown two codes at once may pair the finder patterns of both, so the page is read in
 * overlapping tiles, as a phone's camera frames one code at a time.
 */
export function readPdfQrs(bytes: Buffer, { dpi = 250 } = {}): Promise<string[]> {
  return withPdf(bytes, async (doc) => {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    // pdf.js is typed for the DOM's canvas; @napi-rs/canvas is the one it uses in Node.
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport })
      .promise;
    const found = new Set<string>();
    const tileW = Math.ceil(canvas.width / 2);
    const tileH = Math.ceil(canvas.height / 4);
    for (let y = 0; y + tileH / 2 < canvas.height; y += tileH / 2) {
      for (let x = 0; x + tileW / 2 < canvas.width; x += tileW / 2) {
        const w = Math.min(tileW, canvas.width - x);
        const h = Math.min(tileH, canvas.height - y);
        const image = context.getImageData(x, y, w, h);
        const code = jsQR(image.data, w, h);
        if (code) found.add(code.data);
      }
    }
    return [...found];
  });
}
