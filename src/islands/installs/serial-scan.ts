/**
 * Reads a serial from a photo of the rating plate's barcode: the browser's own BarcodeDetector where
 * it has one that reads plate codes, else the `barcode-detector` polyfill (ZXing compiled to
 * WebAssembly), loaded only when a technician first scans, its .wasm served from this site (Vite
 * emits it with the build; never a CDN, which the Content-Security-Policy would refuse anyway).
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** The codes serial plates carry (Code 128 above all), and the 2D codes some brands add. */
const formats = ['code_128', 'code_39', 'data_matrix', 'qr_code'] as const;

interface Detector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

let detector: Promise<Detector> | undefined;

async function makeDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch(() => [] as string[]);
    if (supported.includes('code_128'))
      return new native({ formats: formats.filter((format) => supported.includes(format)) });
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: [...formats] });
}

/** The first code read from the photo, as printed (upper case, trimmed), or null when none is found. */
export async function scanSerial(photo: Blob): Promise<string | null> {
  detector ??= makeDetector();
  const bitmap = await createImageBitmap(photo);
  try {
    const codes = await (await detector).detect(bitmap);
    const value = codes.find((code) => code.rawValue.trim() !== '')?.rawValue;
    return value ? value.trim().toUpperCase() : null;
  } finally {
    bitmap.close();
  }
}
