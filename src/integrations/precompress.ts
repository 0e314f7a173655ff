/**
 * Brotli and gzip copies of a built text file beside it (`file.br`, `file.gz`), which the server
 * sends as they are instead of compressing each response. Both at their smallest: made once per
 * build, read on every request.
 */
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed copy saves less than its own headers and the lookup cost. */
const SMALLEST_BYTES = 1024;

/**
 * Writes the two copies of `file`, whose bytes the caller has read; false (and nothing written) for
 * a file too small to gain. The bytes are required, not read here when missing: passed to `map`,
 * an optional second parameter took the index for the file's content.
 */
export async function precompress(file: string, bytes: Buffer): Promise<boolean> {
  if (bytes.length < SMALLEST_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}
