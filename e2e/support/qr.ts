import jsQR from 'jsqr';
import { PNG } from 'pngjs';

// QR codes read back in JavaScript (jsQR on pixels pngjs decodes), so the journeys need no
// zbarimg.

// White pixels added around the picture: a scanner needs a quiet zone, and a screenshot of the
// code's element alone may end right at its edge.
const MARGIN = 16;

/** The raw payload of the one QR code in a PNG; throws when none reads, as zbarimg failed. */
export function readQrPng(png: Buffer): string {
  const image = PNG.sync.read(png);
  const framed = new PNG({ width: image.width + 2 * MARGIN, height: image.height + 2 * MARGIN });
  framed.data.fill(255);
  PNG.bitblt(image, framed, 0, 0, image.width, image.height, MARGIN, MARGIN);
  // jsQR reads red, green and blue only: see-through pixels are laid on white paper first.
  const { data } = framed;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]! / 255;
    for (let c = i; c < i + 3; c += 1) data[c] = Math.round(data[c]! * alpha + 255 * (1 - alpha));
  }
  const code = jsQR(new Uint8ClampedArray(data), framed.width, framed.height);
  if (!code) throw new Error(`no QR code found in the ${image.width}×${image.height} picture`);
  return code.data;
}
