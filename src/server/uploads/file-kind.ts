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

/** The file name extension of each stored media type: what a download is called by. */
const extensionByMediaType: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};

/**
 * The name staff save an upload under: ours (`proof-CC-XXXXXX`), with the extension of the type its
 * content was recognised as. The uploader's own file name (`invoice.html` on a PDF that is also a
 * web page) never names a download, so a saved file never opens as something else.
 */
export function downloadName(base: string, mediaType: string): string {
  return `${base}.${extensionByMediaType[mediaType] ?? 'bin'}`;
}

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
