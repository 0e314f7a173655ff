/**
 * What an uploaded file is, by its content (magic bytes, through `file-type`), never by its name or
 * the type the browser claims: a renamed executable or web page is refused whatever it is called.
 */
import { fileTypeFromBuffer } from 'file-type';

/** The kinds a proof of purchase or an invoice may be, with the media type they are served as. */
export const documentKinds = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  pdf: 'application/pdf',
} as const;
export type DocumentKind = keyof typeof documentKinds;
export type DocumentMediaType = (typeof documentKinds)[DocumentKind];

/** file-type's answers that count as each kind (HEIF stills are HEIC's container). */
const byDetectedMime: Readonly<Record<string, DocumentKind>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif': 'heic',
  'application/pdf': 'pdf',
};

/** The document kind of the bytes, or null when they are anything else. */
export async function documentKindOf(bytes: Uint8Array): Promise<DocumentKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? (byDetectedMime[detected.mime] ?? null) : null;
}
