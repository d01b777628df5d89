/**
 * The weights of Be Vietnam Pro a sheet prints in (body, medium, the semibold of table headers,
 * the bold of names and totals). A browser fetches a weight only once a text needs it, and a
 * print started before it arrives draws that text in a fallback font, wider, wrapping columns
 * the sheet was measured for (docs/printing.md). Asked for on every print page as it opens,
 * and awaited before the print button prints.
 */
const PRINT_WEIGHTS = [400, 500, 600, 700] as const;
// Latin and Vietnamese letters: both subsets of each weight (fontsource splits by range).
const SAMPLE = 'Aa Đđ ẮẦỄ';

let loading: Promise<unknown> | undefined;

export function loadPrintFonts(): Promise<unknown> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  loading ??= Promise.all(
    PRINT_WEIGHTS.map((weight) =>
      document.fonts.load(`${weight} 12px "Be Vietnam Pro"`, SAMPLE).catch(() => []),
    ),
  );
  return loading;
}

/** Prints once the sheet's fonts are there (at most a moment after the page opened). */
export async function printWhenFontsReady(): Promise<void> {
  await loadPrintFonts();
  window.print();
}
