import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * pdfmake (0.3) set up once for the server: the whole Be Vietnam Pro TTFs (the split
 * @fontsource files cannot render Vietnamese in a PDF, docs/printing.md), resolved
 * from node_modules so the bundled dist/server.js finds them as the sources do, and no access
 * to anything else: no URL, no local file but these fonts.
 */
const require = createRequire(import.meta.url);
const fontFile = (weight: string) =>
  require.resolve(`@expo-google-fonts/be-vietnam-pro/${weight}/BeVietnamPro_${weight}.ttf`);

export const PDF_FONT = 'BeVietnamPro';
const files = {
  normal: fontFile('400Regular'),
  bold: fontFile('700Bold'),
  italics: fontFile('400Regular_Italic'),
  bolditalics: fontFile('700Bold_Italic'),
};
const allowed = new Set(Object.values(files));

pdfmake.setFonts({ [PDF_FONT]: { ...files } });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => allowed.has(path));

/**
 * Every text in NFC: a name typed with combining marks (as some keyboards and copies from PDFs
 * give) would otherwise be drawn as a letter and a detached accent.
 */
function nfc<T>(value: T): T {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  if (Array.isArray(value)) return value.map(nfc) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nfc(v)])) as T;
  }
  return value;
}

/** Renders a document definition to the bytes of a PDF. */
export function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake
    .createPdf(nfc({ ...doc, defaultStyle: { font: PDF_FONT, ...doc.defaultStyle } }))
    .getBuffer();
}
