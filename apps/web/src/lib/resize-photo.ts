import { PHOTO_MAX_SIDE } from '@depot/shared/deliveries/deliveries.rules';
import { vi } from '../i18n/vi';

/** Said when the chosen file is not a picture the browser can read. */
const UNREADABLE = vi.deliveries.unreadablePhoto;

type Decoded = { source: CanvasImageSource; width: number; height: number; release: () => void };

/**
 * The size a picture of width × height takes when its longer side may be at most maxSide:
 * shrunk keeping its proportions, never enlarged (a small photo gains nothing but bytes), in
 * whole pixels and never 0 so a sliver of an image still makes a canvas.
 */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

async function decodeWithBitmap(file: Blob): Promise<Decoded> {
  const bitmap = await createImageBitmap(file);
  return {
    source: bitmap,
    width: bitmap.width,
    height: bitmap.height,
    release: () => bitmap.close(),
  };
}

/** Browsers without createImageBitmap (older Safari) still decode through an <img>. */
function decodeWithImage(file: Blob): Promise<Decoded> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () =>
      resolve({
        source: image,
        width: image.naturalWidth,
        height: image.naturalHeight,
        release: () => URL.revokeObjectURL(url),
      });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(UNREADABLE));
    };
    image.src = url;
  });
}

async function decode(file: Blob): Promise<Decoded> {
  // A file with a known non-image type is refused before decoding; an empty type is tried,
  // since some phones hand over camera shots without one.
  if (file.type && !file.type.startsWith('image/')) throw new Error(UNREADABLE);
  try {
    const decoded =
      typeof createImageBitmap === 'function'
        ? await decodeWithBitmap(file)
        : await decodeWithImage(file);
    if (!decoded.width || !decoded.height) {
      decoded.release();
      throw new Error(UNREADABLE);
    }
    return decoded;
  } catch {
    throw new Error(UNREADABLE);
  }
}

/**
 * A phone photo made small enough to send with a delivery: the longer side at most maxSide
 * pixels, as a JPEG data URL. A camera shot of several megabytes becomes a few hundred
 * kilobytes, which a slow mobile connection carries and the server stores without complaint.
 */
export async function resizePhoto(
  file: Blob,
  maxSide = PHOTO_MAX_SIDE,
  quality = 0.82,
): Promise<string> {
  const decoded = await decode(file);
  try {
    const size = fitWithin(decoded.width, decoded.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(UNREADABLE);
    // JPEG has no transparency: a transparent PNG would turn black without a white ground.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded.source, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/jpeg', quality);
  } finally {
    decoded.release();
  }
}
