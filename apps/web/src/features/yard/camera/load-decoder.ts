import { isTrackingLink } from '@depot/shared/tracking/tracking.rules';
/** Reads the QR codes in a picture: a video frame of the camera or a photo of a label. */
export type Decoder = {
  fromVideo(video: HTMLVideoElement): Promise<string[]>;
  fromImage(file: Blob): Promise<string[]>;
};

/** Photos are scaled down to this many pixels on their longer side: a label's QR code still
 * reads, and a 12-megapixel photo does not hold the phone for seconds. */
const MAX_PHOTO_SIDE = 1600;

type DetectorLike = { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

/** The browser's own BarcodeDetector when it reads QR codes (Android Chrome, macOS), else none. */
async function nativeDetector(): Promise<DetectorLike | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : undefined;
  } catch {
    return undefined;
  }
}

/** The pixels of a video frame or an image, at most `maxSide` on the longer side. */
function pixels(source: CanvasImageSource, width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * The decoder, loaded when the camera or the photo input is first used, never with the yard
 * screen: the browser's BarcodeDetector where it reads QR codes, else ZXing compiled to
 * WebAssembly (zxing-wasm), whose script and .wasm come from the app's own built assets.
 */
export async function loadDecoder(): Promise<Decoder> {
  const native = await nativeDetector();
  const decode = native
    ? async (image: ImageData) => (await native.detect(image)).map((b) => b.rawValue)
    : await import('./zxing-decoder').then((m) => m.zxingReader());
  // A label's second QR code is its public tracking link: the yard wants the goods code only.
  const read = async (image: ImageData) =>
    (await decode(image)).filter((text) => !isTrackingLink(text));
  return {
    async fromVideo(video) {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return [];
      const image = pixels(video, video.videoWidth, video.videoHeight, Infinity);
      return image ? read(image) : [];
    },
    async fromImage(file) {
      const bitmap = await createImageBitmap(file);
      try {
        const image = pixels(bitmap, bitmap.width, bitmap.height, MAX_PHOTO_SIDE);
        return image ? read(image) : [];
      } finally {
        bitmap.close();
      }
    },
  };
}
