/**
 * What a picture an editor saves must be, beyond starting like one: a file whose first bytes are a
 * JPEG's and whose rest is an SVG with a script, or a real PNG with an HTML page after it, would be
 * served as-is from the content folders. So a picture is accepted only when
 * 1. its size in pixels, read from its header (sharp's metadata(), which decodes nothing), is within
 *    EDITOR_IMAGE_MAX_SIDE a side and EDITOR_IMAGE_MAX_PIXELS in all: a 16,000 × 16,000 PNG
 *    compresses to a few kilobytes and would take gigabytes to decode;
 * 2. its structure ends where the file ends: nothing after a PNG's IEND chunk, a JPEG's end of image,
 *    a WebP's RIFF chunk or an AVIF's last box (the formats say where they end, so this is exact);
 * 3. sharp decodes it whole (with the pixel limit set, so the decoder refuses on its own too).
 */
import sharp from 'sharp';

/** Widest or tallest picture a save may hold, pixels. */
export const EDITOR_IMAGE_MAX_SIDE = 10_000;
/**
 * Most pixels a saved picture may have: 40 megapixels (a 7,300 × 5,470 photograph), ten times what
 * the widest rendition needs. A 50-megapixel picture took the preview's resizer 8.5 to 10.6 s and
 * 600 MB; a larger camera's photograph is exported smaller first.
 */
export const EDITOR_IMAGE_MAX_PIXELS = 40_000_000;

/** The formats the editor takes, by media type, with sharp's name for each. */
const SHARP_FORMAT: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Where a PNG ends: after its IEND chunk's checksum; undefined when its chunks do not add up. */
function pngEnd(bytes: Buffer): number | undefined {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) return undefined;
    if (type === 'IEND') return end;
    at = end;
  }
  return undefined;
}

/**
 * Where a JPEG ends: after its end-of-image marker, found by walking its segments (each states its
 * length) and the entropy-coded data after each start of scan (where 0xFF is followed by 0x00 or
 * a restart marker within the data); undefined when the walk does not reach one.
 */
function jpegEnd(bytes: Buffer): number | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    // Fill bytes: any number of 0xFF before a marker.
    while (bytes[at] === 0xff) at += 1;
    const marker = bytes[at];
    if (marker === undefined) return undefined;
    at += 1;
    if (marker === 0xd9) return at;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (at + 2 > bytes.length) return undefined;
    at += bytes.readUInt16BE(at);
    if (marker !== 0xda) continue;
    // Entropy-coded data up to the next marker that is not stuffing or a restart.
    while (at + 1 < bytes.length) {
      const next = bytes[at + 1] ?? 0;
      if (bytes[at] === 0xff && next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) break;
      at += 1;
    }
    if (at + 1 >= bytes.length) return undefined;
  }
  return undefined;
}

/** Where a WebP ends: its RIFF chunk's stated size (padded to even). */
function webpEnd(bytes: Buffer): number | undefined {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF') return undefined;
  const size = bytes.readUInt32LE(4);
  return 8 + size + (size % 2);
}

/** Where an AVIF ends: the end of its last top-level box, the boxes laid end to end from `ftyp`. */
function avifEnd(bytes: Buffer): number | undefined {
  if (bytes.toString('latin1', 4, 8) !== 'ftyp') return undefined;
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(at);
    if (size === 0) return bytes.length; // the last box runs to the end of the file
    if (size === 1) {
      if (at + 16 > bytes.length) return undefined;
      size = Number(bytes.readBigUInt64BE(at + 8));
    }
    if (size < 8) return undefined;
    at += size;
  }
  return at;
}

const END_OF: Readonly<Record<string, (bytes: Buffer) => number | undefined>> = {
  'image/jpeg': jpegEnd,
  'image/png': pngEnd,
  'image/webp': webpEnd,
  'image/avif': avifEnd,
};

/**
 * Why `bytes` are not a picture the editor may save as `type` (`image/png`…), in one sentence for
 * the editor; undefined when they are.
 */
export async function pictureProblem(bytes: Buffer, type: string): Promise<string | undefined> {
  const name = type.slice(6).toUpperCase();
  const options = { limitInputPixels: EDITOR_IMAGE_MAX_PIXELS } as const;
  let width: number | undefined;
  let height: number | undefined;
  let format: string | undefined;
  try {
    // The header alone (no pixel limit here: sharp would refuse a large one without saying its size).
    ({ width, height, format } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    return `not a ${name} image that can be read`;
  }
  if (format !== SHARP_FORMAT[type] || !width || !height) return `not a ${name} image that can be read`;
  if (
    width > EDITOR_IMAGE_MAX_SIDE ||
    height > EDITOR_IMAGE_MAX_SIDE ||
    width * height > EDITOR_IMAGE_MAX_PIXELS
  ) {
    const megapixels = (Math.floor((width * height) / 100_000) / 10).toFixed(1);
    return `the image is ${width} × ${height} pixels (${megapixels} megapixels); the site takes at most ${EDITOR_IMAGE_MAX_SIDE} pixels a side and ${EDITOR_IMAGE_MAX_PIXELS / 1_000_000} megapixels: export it smaller (e.g. 4000 pixels wide) and save it again`;
  }
  const end = END_OF[type]?.(bytes);
  if (end === undefined || end > bytes.length) return `not a ${name} image that can be read`;
  if (end < bytes.length) {
    return `there is other data after the end of the ${name} image; export the picture again from an image editor`;
  }
  try {
    // The whole picture decoded (shrunk as it goes, so memory stays small): a broken one is refused.
    await sharp(bytes, { ...options, failOn: 'error' })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    return `not a ${name} image that can be read`;
  }
  return undefined;
}
