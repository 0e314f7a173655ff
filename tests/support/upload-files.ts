/**
 * Small files for upload tests, each made of the bytes its format begins with (what the server
 * checks), and hostile ones dressed up under an allowed name.
 */
import { deflateSync } from 'node:zlib';

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND, with their CRCs). */
export function pngFile(): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a line of text. */
export function pdfFile(): Uint8Array {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** The start of a JPEG (SOI, JFIF APP0). */
export const jpegFile = (): Uint8Array =>
  Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    Buffer.alloc(64),
    Buffer.from('ffd9', 'hex'),
  ]);

/** The start of a HEIC photo (an ISO media file of brand heic). */
export const heicFile = (): Uint8Array =>
  Buffer.concat([
    Buffer.from('0000001c667479706865696300000000', 'hex'),
    Buffer.from('mif1heic'),
    Buffer.alloc(64),
  ]);

/** A Windows executable (MZ header, PE signature), to be sent as invoice.pdf. */
export const executableFile = (): Uint8Array => {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'binary');
  return bytes;
};

/** A web page with a script, to be sent as a .png. */
export const htmlFile = (): Uint8Array =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A PDF (its signature first) that is also a web page with a script, to be sent as invoice.html. */
export const pdfHtmlFile = (): Uint8Array =>
  Buffer.concat([
    Buffer.from(pdfFile()),
    Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n'),
  ]);
