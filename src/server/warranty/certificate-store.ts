/**
 * Warranty certificates, drawn once per version and kept: a certificate changes only when what it
 * shows does (the registration, its serials, the product's name, the warranty terms, the site's
 * address), so its file is named by the lead and a hash of all of that, and served from disk on
 * every later request. A missing one is drawn in the PDF pool (pdf-pool.ts, off the event loop,
 * bounded per client and in all); requests for the same certificate while it is being drawn wait
 * for that one drawing. A new version replaces the lead's older file; files are readable by the
 * server's user only (they name the owner), and a file not asked for in `maxAgeDays` is removed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import type { PdfPool } from '../pdf/pdf-pool.ts';
import type { CertificateInput } from './certificate.ts';

const DAY_MS = 86_400_000;

export interface CertificateStoreOptions {
  /** Folder the certificates are kept in (created, mode 0700). */
  dir: string;
  pool: Pick<PdfPool, 'render'>;
  logger: Logger;
  /** Days a certificate nobody asked for is kept. */
  maxAgeDays?: number;
}

export interface CertificateStore {
  /** The certificate for `input`, from the cache or drawn for `address` (a PdfBusyError when busy). */
  pdf(input: CertificateInput, address: string): Promise<Uint8Array>;
  /** Removes the certificates nobody asked for in `maxAgeDays`. */
  sweep(): Promise<void>;
}

/** The version of a certificate: a hash of everything it shows. */
export function certificateVersion(input: CertificateInput): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('base64url').slice(0, 32);
}

export function createCertificateStore(options: CertificateStoreOptions): CertificateStore {
  const maxAgeMs = (options.maxAgeDays ?? 30) * DAY_MS;
  const drawing = new Map<string, Promise<Uint8Array>>();
  let ready: Promise<unknown> | undefined;
  const folder = () => {
    ready ??= mkdir(options.dir, { recursive: true, mode: 0o700 });
    return ready;
  };

  async function draw(file: string, prefix: string, input: CertificateInput, address: string) {
    const bytes = await options.pool.render('certificate', input, address);
    await folder();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, file);
    // The lead's earlier versions are of no more use.
    const names = await readdir(options.dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name.startsWith(prefix) && path.join(options.dir, name) !== file)
        .map((name) => rm(path.join(options.dir, name), { force: true })),
    );
    return bytes;
  }

  return {
    async pdf(input, address) {
      const prefix = `${input.registration.leadId}-`;
      const file = path.join(options.dir, `${prefix}${certificateVersion(input)}.pdf`);
      try {
        const bytes = new Uint8Array(await readFile(file));
        const now = clock.now();
        await utimes(file, now, now).catch(() => undefined);
        return bytes;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      let under = drawing.get(file);
      if (!under) {
        under = draw(file, prefix, input, address).finally(() => drawing.delete(file));
        drawing.set(file, under);
        under.catch((error: unknown) => options.logger.warn('certificate not drawn', { error }));
      }
      return under;
    },
    async sweep() {
      const names = await readdir(options.dir).catch(() => [] as string[]);
      const oldest = clock.now().getTime() - maxAgeMs;
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(options.dir, name);
          const info = await stat(file).catch(() => undefined);
          if (info && info.mtimeMs < oldest) await rm(file, { force: true });
        }),
      );
    },
  };
}
