/**
 * The name an uploaded file is stored and shown under (staff's review, never its download, which
 * is ours: file-kind.ts): the browser's name, decoded as UTF-8 by the multipart reader, with what
 * could disguise it removed.
 */

/**
 * What of a file name is never kept: control characters (C0, DEL, C1), the bidirectional marks,
 * embeddings, overrides and isolates (a right-to-left override before `fdp.exe` shows `invoice` + `fdp.exe` as
 * `invoiceexe.pdf`), and quotes, backslashes and slashes.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const unsafeInFileName = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069"\\/]/g;

/** A file name as staff are shown it: printable characters only, the length capped. */
export const safeFileName = (name: string | undefined) =>
  (name ?? '').normalize('NFC').replace(unsafeInFileName, '').slice(-120) || 'upload';
