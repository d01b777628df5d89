import qrcode from 'qrcode-generator';
import type { CanvasRect, ContentCanvas } from 'pdfmake/interfaces';

/**
 * A QR code as pdfmake vector squares of exactly `side` points. pdfmake's own `qr` node rounds a
 * module down to whole points, which draws nothing at all for a code of 33 modules in 27 pt
 * (the receipt's tracking link, 9.5 mm); here a module is side / count, as the web's SVG draws it.
 */
export function qrCanvas(text: string, side: number, level: 'L' | 'M' = 'L'): ContentCanvas {
  const qr = qrcode(0, level);
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const cell = side / count;
  const canvas: CanvasRect[] = [];
  for (let row = 0; row < count; row += 1) {
    // One rectangle per run of dark modules in a row: fewer shapes, no hairlines between them.
    let start = -1;
    for (let col = 0; col <= count; col += 1) {
      const dark = col < count && qr.isDark(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        canvas.push({
          type: 'rect',
          x: start * cell,
          y: row * cell,
          w: (col - start) * cell,
          h: cell,
          lineWidth: 0,
          color: '#000',
        });
        start = -1;
      }
    }
  }
  return { canvas };
}
