/**
 * The editor's save check for uploaded images: a photograph beside a product (its own folder) is
 * accepted with the product file that names it; a file whose content is not an image, an image
 * outside an entry's folder and a path that climbs out are refused, each with its reason.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkSave } from '../../src/server/editor/validate-save.ts';
import { root } from '../content/load-content.ts';

const productFile = 'src/content/products/wall-split/edge-3-5kw-reverse-cycle-split-system.yaml';
const photoPath = 'src/content/products/wall-split/edge-3-5kw-reverse-cycle-split-system/photo.jpg';
const encode = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#4a7fb0' } })
    .jpeg()
    .toBuffer();
}

function productNaming(file: string): string {
  const text = readFileSync(path.join(root, productFile), 'utf8');
  return text.replace(
    /\nimages:\n/,
    `\nimages:\n  - kind: in-room\n    file: ${file}\n    alt: The Edge 3.5 kW on a living room wall above a timber sideboard\n`,
  );
}

describe('images in an editor save', () => {
  it('accepts a JPEG in the product folder with the product file that names it first', async () => {
    const verdict = await checkSave(
      {
        additions: [
          {
            path: productFile,
            contents: encode(productNaming('./edge-3-5kw-reverse-cycle-split-system/photo.jpg')),
          },
          { path: photoPath, contents: encode(await photo()) },
        ],
        deletions: [],
      },
      root,
    );
    expect(verdict).toEqual({ ok: true });
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const verdict = await checkSave(
      { additions: [{ path: photoPath, contents: encode('<svg onload="alert(1)"/>') }], deletions: [] },
      root,
    );
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.problems).toEqual([`${photoPath}: not a JPEG image`]);
  });

  it('refuses images outside an entry folder and paths that climb out', async () => {
    const jpeg = encode(await photo());
    for (const file of [
      'src/server/photo.jpg',
      'src/content/products/wall-split/x/../../../../server/a.jpg',
    ]) {
      const verdict = await checkSave({ additions: [{ path: file, contents: jpeg }], deletions: [] }, root);
      expect(verdict.ok, file).toBe(false);
    }
  });
});
