/**
 * Reads a multipart/form-data post (a form with a file) as it streams, with busboy: text fields as
 * the urlencoded reader gives them (trimmed, blank as absent, each at most once), and the files of
 * the named fields held up to their limit. A file past its limit is thrown away as it arrives, and
 * only marked too large, so a large upload never grows the server's memory; the rest of the form
 * is still read, so the page can answer with every value kept.
 */
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { isBodyTooLarge } from '../http/body-limit.ts';

export interface UploadedFile {
  /** The bytes, when within the limit; empty when too large. */
  bytes: Buffer;
  /** Bytes received (up to the limit when too large). */
  size: number;
  /** The file was larger than the limit (its bytes were dropped). */
  tooLarge: boolean;
  /** The name the browser gave, for staff's download only (never trusted for the type). */
  fileName: string;
}

export type MultipartResult =
  | {
      ok: true;
      values: Record<string, string>;
      names: readonly string[];
      /** Files by field name; a file input left empty is absent. */
      files: ReadonlyMap<string, UploadedFile>;
    }
  | {
      ok: false;
      status: 400 | 413;
      reason: string;
      /** Fields read before the problem, to keep in the form. */
      values: Record<string, string>;
    };

export interface MultipartLimits {
  /** Field names that may carry a file. */
  fileFields: ReadonlySet<string>;
  maxFileBytes: number;
  /** Longest text field, bytes. */
  maxFieldBytes: number;
  maxFields: number;
}

export const isMultipart = (request: Request) =>
  request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';

/** Only printable file names are kept; the rest is dropped, and the length capped. */
const safeFileName = (name: string | undefined) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  (name ?? '').replace(/[\u0000-\u001F\u007F"\\/]/g, '').slice(-120) || 'upload';

export function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartResult> {
  const values: Record<string, string> = Object.create(null);
  const names = new Set<string>();
  const files = new Map<string, UploadedFile>();
  return new Promise((resolve) => {
    let settled = false;
    let problem: { status: 400 | 413; reason: string } | undefined;
    const finish = () => {
      if (settled) return;
      settled = true;
      resolve(problem ? { ok: false, ...problem, values } : { ok: true, values, names: [...names], files });
    };
    const refuse = (status: 400 | 413, reason: string) => {
      problem ??= { status, reason };
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        limits: {
          fileSize: limits.maxFileBytes,
          files: limits.fileFields.size,
          fields: limits.maxFields,
          fieldSize: limits.maxFieldBytes,
          parts: limits.maxFields + limits.fileFields.size,
        },
      });
    } catch {
      resolve({
        ok: false,
        status: 400,
        reason: 'The form could not be read. Please send it again.',
        values,
      });
      return;
    }
    const seen = (name: string) => {
      if (names.has(name)) refuse(400, `The field "${name.slice(0, 40)}" was sent twice.`);
      names.add(name);
    };
    parser.on('field', (name, value, info) => {
      seen(name);
      if (info.valueTruncated) refuse(400, `The field "${name.slice(0, 40)}" is too long.`);
      const trimmed = value.trim();
      if (trimmed !== '' && !problem) values[name] = trimmed;
    });
    parser.on('file', (name, stream, info) => {
      // A post cut off mid-file ends the file's stream with an error; the form answers for it.
      stream.on('error', () => undefined);
      seen(name);
      if (!limits.fileFields.has(name)) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let tooLarge = false;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        // busboy reads on and discards the rest; nothing more is kept.
        tooLarge = true;
        chunks.length = 0;
      });
      stream.on('end', () => {
        // A file input left empty posts a part with no name and no bytes.
        if (size === 0 && !info.filename) return;
        files.set(name, {
          bytes: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks, size),
          size,
          tooLarge,
          fileName: safeFileName(info.filename),
        });
      });
    });
    const tooMany = () => refuse(400, 'The form has too many fields.');
    parser.on('partsLimit', tooMany);
    parser.on('filesLimit', () => refuse(400, 'Attach one file only.'));
    parser.on('fieldsLimit', tooMany);
    parser.on('error', () => {
      refuse(400, 'The form could not be read. Please send it again.');
      finish();
    });
    parser.on('close', finish);
    if (!request.body) {
      refuse(400, 'The form was empty.');
      finish();
      return;
    }
    const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);
    source.on('error', (error) => {
      const cause = (error as Error & { cause?: unknown }).cause ?? error;
      if (isBodyTooLarge(cause) || /Body size limit exceeded/.test(String(error))) {
        refuse(413, 'The form with its file is too large.');
      } else {
        refuse(400, 'The form did not arrive whole. Please send it again.');
      }
      source.unpipe(parser);
      parser.destroy();
      finish();
    });
    source.pipe(parser);
  });
}
