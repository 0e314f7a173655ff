/**
 * The name an uploaded file is stored and shown under (staff's review, never its download, which
 * is ours: file-kind.ts): the browser's name, decoded as UTF-8 by the multipart reader, with what
 * could disguise it removed.
 */

/**
 * What of a file name is never kept: every control character (C0, DEL, C1), every format character
 * (the bidirectional marks, embeddings, overrides and isolates, zero-width spaces and joiners, the
 * byte-order mark, soft hyphens: a right-to-left override before `fdp.exe` shows `invoice` + `fdp.exe`
 * as `invoiceexe.pdf`, a zero-width space hides inside a name), the line and paragraph separators
 * (U+2028, U+2029: a line break in a log line or a mail), lone surrogates, private-use characters,
 * and quotes, backslashes and slashes.
 */
const unsafeInFileName = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}"\\/]/gu;

/** A file name as staff are shown it: printable characters only, the length capped. */
export const safeFileName = (name: string | undefined) =>
  (name ?? '').normalize('NFC').replace(unsafeInFileName, '').slice(-120) || 'upload';
