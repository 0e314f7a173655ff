/**
 * Reads a multipart/form-data post (a form with a file) as it streams, with busboy: text fields as
 * the urlencoded reader gives them (trimmed, blank as absent, each at most once), and the files of
 * the named fields written to a temporary file as they arrive (with backpressure: a slow disk slows
 * the reading, memory stays flat). A file past its limit is thrown away as it arrives and only
 * marked too large; the rest of the form is still read, so the page can answer with every value
 * kept. A post that fails (cut off, too large, malformed) leaves no file behind; the caller removes
 * the files of a post that was read (`discardUploads`) once it has answered.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { isBodyTooLarge, isUploadTooSlow } from '../http/body-limit.ts';
import { safeFileName } from './file-name.ts';

export interface UploadedFile {
  /** The temporary file holding the bytes (empty when too large). */
  path: string;
  /** Bytes received (up to the limit when too large). */
  size: number;
  /** The file was larger than the limit (its bytes were dropped). */
  tooLarge: boolean;
  /** The name the browser gave, for staff's download only (never trusted for the type). */
  fileName: string;
}

/** The first bytes of an uploaded file, enough to tell its type. */
export async function uploadHead(file: UploadedFile, bytes = 64 * 1024): Promise<Uint8Array> {
  const handle = await open(file.path, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(bytes, file.size));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The whole of an uploaded file: read only when it is stored, once every check has passed. */
export const uploadBytes = (file: { path: string }): Promise<Buffer> => readFile(file.path);

/** Removes the temporary files of a post. */
export async function discardUploads(files: Iterable<{ path: string }>): Promise<void> {
  await Promise.all([...files].map((file) => rm(file.path, { force: true })));
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
      /**
       * 503: no file slot was free when the file started (`takeSlot`), or it was taken for another
       * (`onStop`).
       */
      status: 400 | 408 | 413 | 429 | 503;
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
  /** Folder the files are written to while they arrive. */
  tempDir: string;
  /**
   * Takes a file slot as a file's first bytes arrive (a file input left empty takes none); false
   * ends the read with 503, the fields read so far kept.
   */
  takeSlot?: () => boolean;
  /** Told of the post's bytes as they arrive (the day's allowance is charged with them). */
  received?: (bytes: number) => void;
  /** Given the way to stop the read from outside, with the status and sentence to answer. */
  onStop?: (stop: (refusal: { status: 429 | 503; message: string }) => void) => void;
}

/** Every file slot was taken when the post's file started. */
export const NO_FILE_SLOT = 'Every file slot is taken.';

export const isMultipart = (request: Request) =>
  request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';

export function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartResult> {
  const values: Record<string, string> = Object.create(null);
  const names = new Set<string>();
  const files = new Map<string, UploadedFile>();
  /** Every file started, kept or not, so a failed post can remove them all. */
  const written: { path: string }[] = [];
  const writes: Promise<unknown>[] = [];
  return new Promise((resolve) => {
    let settled = false;
    let problem: { status: 400 | 408 | 413 | 429 | 503; reason: string } | undefined;
    const finish = () => {
      if (settled) return;
      settled = true;
      // The parser is done; the files are whole once their writes have finished.
      void Promise.allSettled(writes).then(async () => {
        if (problem) {
          await discardUploads(written);
          resolve({ ok: false, ...problem, values });
        } else {
          resolve({ ok: true, values, names: [...names], files });
        }
      });
    };
    const refuse = (status: 400 | 408 | 413 | 429 | 503, reason: string) => {
      problem ??= { status, reason };
    };
    /** Reads no more of the post: what was read answers for it. */
    let stopReading: () => void = () => undefined;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        // Browsers send a file's name as UTF-8 bytes (busboy's default reads them as latin1).
        defParamCharset: 'utf8',
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
      const file: UploadedFile = {
        path: join(limits.tempDir, randomUUID()),
        size: 0,
        tooLarge: false,
        fileName: safeFileName(info.filename),
      };
      written.push(file);
      stream.on('data', (chunk: Buffer) => {
        if (file.size === 0 && limits.takeSlot && !limits.takeSlot()) {
          refuse(503, NO_FILE_SLOT);
          stream.destroy();
          stopReading();
          return;
        }
        file.size += chunk.length;
      });
      stream.on('limit', () => {
        // busboy reads on and discards the rest; what was written is removed below.
        file.tooLarge = true;
      });
      writes.push(
        pipeline(stream, createWriteStream(file.path, { mode: 0o600 })).then(
          async () => {
            // A file input left empty posts a part with no name and no bytes.
            if (file.size === 0 && !info.filename) return discardUploads([file]);
            if (file.tooLarge) await discardUploads([file]);
            files.set(name, file);
          },
          () => refuse(400, 'The form did not arrive whole. Please send it again.'),
        ),
      );
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
    if (limits.received) {
      const received = limits.received;
      source.on('data', (chunk: Buffer) => received(chunk.length));
    }
    limits.onStop?.((refusal) => {
      refuse(refusal.status, refusal.message);
      source.destroy();
      stopReading();
    });
    source.on('error', (error) => {
      const cause = (error as Error & { cause?: unknown }).cause ?? error;
      if (isBodyTooLarge(cause) || /Body size limit exceeded/.test(String(error))) {
        refuse(413, 'The form with its file is too large.');
      } else if (isUploadTooSlow(cause)) {
        refuse(
          408,
          'Your connection sent the form too slowly, so we stopped waiting for it. Please send it again, with your file, when the connection is steadier.',
        );
      } else {
        refuse(400, 'The form did not arrive whole. Please send it again.');
      }
      stopReading();
    });
    stopReading = () => {
      source.unpipe(parser);
      parser.destroy();
      finish();
    };
    source.pipe(parser);
  });
}
