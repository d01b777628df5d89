import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
// Vite copies the .wasm into the built assets with a fingerprint: served by the app itself.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * ZXing (zxing-cpp compiled to WebAssembly) for the browsers without a BarcodeDetector that
 * reads QR codes (desktop Chrome on Linux and Windows, Firefox, Safari before 17). Its own
 * loader would fetch the .wasm from a CDN; it is told to take the app's copy.
 */
export function zxingReader(): (image: ImageData) => Promise<string[]> {
  prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) =>
        file.endsWith('.wasm') ? wasmUrl : prefix + file,
    },
  });
  return async (image) => {
    // Two: a label carries its code and its tracking link (load-decoder.ts keeps the code).
    const results = await readBarcodes(image, { formats: ['QRCode'], maxNumberOfSymbols: 2 });
    return results.filter((r) => r.isValid).map((r) => r.text);
  };
}
