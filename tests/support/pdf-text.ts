/**
 * A PDF's text as a certificate provider's system reads it: poppler's `pdftotext`, with the layout
 * kept so a table's row stays on one line. Without poppler the test says how to install it, as the
 * HTML check does for Java.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function pdfText(bytes: ArrayBuffer | Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-text-')), 'document.pdf');
  writeFileSync(file, bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        'pdftotext is not installed: the evidence pack is read as text with poppler (apt-get install -y poppler-utils on Debian and Ubuntu; .ci/run installs it)',
      );
    throw error;
  }
}

/** What poppler's `pdfinfo` says of a PDF, with `args` (`-struct-text`, `-meta`). */
export function pdfInfo(bytes: ArrayBuffer | Uint8Array, ...args: string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-info-')), 'document.pdf');
  writeFileSync(file, bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));
  return execFileSync('pdfinfo', [...args, file], { encoding: 'utf8' });
}
