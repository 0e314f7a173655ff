/**
 * The editor's save check for uploaded images: a photograph beside a product (its own folder) is
 * accepted with the product file that names it; a file whose content is not an image, an image
 * outside an entry's folder and a path that climbs out are refused, each with its reason. A picture
 * must be wholly the image it says (nothing before or after it), of a bounded size in pixels (read
 * from its header before anything decodes it), named in lower case, in the folder of the entry that
 * names it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
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

function productNaming(file: string, product = productFile): string {
  const text = readFileSync(path.join(root, product), 'utf8');
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
    expect(verdict).toMatchObject({ ok: true });
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const verdict = await productWithPicture('photo.jpg', Buffer.from('<svg onload="alert(1)"/>'));
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

/** A real PNG of `width` × `height` one-bit grey pixels, all black: a few kilobytes however large. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // one bit per pixel, greyscale, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const folder = 'src/content/products/wall-split/edge-3-5kw-reverse-cycle-split-system';

/** A save of the product file naming `./<slug>/<name>` and the picture `contents` at that name. */
async function productWithPicture(name: string, contents: Buffer) {
  return checkSave(
    {
      additions: [
        {
          path: productFile,
          contents: encode(productNaming(`./edge-3-5kw-reverse-cycle-split-system/${name}`)),
        },
        { path: `${folder}/${name}`, contents: encode(contents) },
      ],
      deletions: [],
    },
    root,
  );
}

describe('pictures that only start like one', () => {
  it("refuses a JPEG's first bytes followed by an SVG with a script", async () => {
    const jpegStart = (await photo()).subarray(0, 20);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    const verdict = await productWithPicture('photo.jpg', Buffer.concat([jpegStart, Buffer.from(svg)]));
    expect(verdict).toMatchObject({
      ok: false,
      problems: [`${folder}/photo.jpg: not a JPEG image that can be read`],
    });
  });

  it('refuses a real PNG with an HTML page after its end', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const verdict = await productWithPicture('photo.png', Buffer.concat([png, html]));
    expect(verdict).toMatchObject({
      ok: false,
      problems: [
        `${folder}/photo.png: there is other data after the end of the PNG image; export the picture again from an image editor`,
      ],
    });
  });

  it('refuses a real JPEG with data after its end of image', async () => {
    const verdict = await productWithPicture(
      'photo.jpg',
      Buffer.concat([await photo(), Buffer.from('<html><script>alert(1)</script></html>')]),
    );
    expect(verdict).toMatchObject({
      ok: false,
      problems: [
        `${folder}/photo.jpg: there is other data after the end of the JPEG image; export the picture again from an image editor`,
      ],
    });
  });

  it('refuses a picture named with an upper-case extension', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const verdict = await productWithPicture('photo.PNG', png);
    expect(verdict).toMatchObject({
      ok: false,
      problems: [`${folder}/photo.PNG: name the picture with a lower-case extension (.png)`],
    });
  });

  it('refuses a 16,000 × 16,000 PNG of a few kilobytes by its header, before decoding it', async () => {
    const huge = blankPng(16_000, 16_000);
    expect(huge.byteLength).toBeLessThan(2 * 1024 * 1024);
    const verdict = await productWithPicture('photo.png', huge);
    expect(verdict).toMatchObject({
      ok: false,
      problems: [
        `${folder}/photo.png: the image is 16000 × 16000 pixels (256.0 megapixels); the site takes at most 10000 pixels a side and 40 megapixels: export it smaller (e.g. 4000 pixels wide) and save it again`,
      ],
    });
  });

  it('refuses a 50-megapixel picture within the side limit, saying how big it is and what to do', async () => {
    // 8,660 × 5,774: a 50-megapixel camera's photograph, each side under 10,000 pixels.
    const verdict = await productWithPicture('photo.png', blankPng(8_660, 5_774));
    expect(verdict).toMatchObject({
      ok: false,
      problems: [
        `${folder}/photo.png: the image is 8660 × 5774 pixels (50.0 megapixels); the site takes at most 10000 pixels a side and 40 megapixels: export it smaller (e.g. 4000 pixels wide) and save it again`,
      ],
    });
  });

  it('accepts a good PNG in the folder of the entry being saved, which names it', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await productWithPicture('photo.png', png)).toMatchObject({ ok: true });
  });
});

describe('where a picture may go', () => {
  it('refuses a picture the entry being saved does not name, even in its own folder', async () => {
    const verdict = await checkSave(
      {
        additions: [
          { path: productFile, contents: encode(readFileSync(path.join(root, productFile))) },
          { path: `${folder}/extra.jpg`, contents: encode(await photo()) },
        ],
        deletions: [],
      },
      root,
    );
    expect(verdict).toMatchObject({
      ok: false,
      problems: [
        `${folder}/extra.jpg: ${productFile} does not use this picture; add pictures through an image field of the entry`,
      ],
    });
  });

  it("refuses a picture in another entry's folder", async () => {
    const other = 'src/content/products/wall-split/aura-2-5kw-reverse-cycle-split-system';
    const verdict = await checkSave(
      {
        additions: [
          {
            path: productFile,
            contents: encode(productNaming('./aura-2-5kw-reverse-cycle-split-system/photo.jpg')),
          },
          { path: `${other}/photo.jpg`, contents: encode(await photo()) },
        ],
        deletions: [],
      },
      root,
    );
    expect(verdict).toMatchObject({
      ok: false,
      problems: [
        `${other}/photo.jpg: ${other}.yaml does not use this picture; add pictures through an image field of the entry`,
      ],
    });
  });

  it('refuses a picture in a content folder no entry owns', async () => {
    const verdict = await checkSave(
      {
        additions: [{ path: 'src/content/products/wall-split/stray.jpg', contents: encode(await photo()) }],
        deletions: [],
      },
      root,
    );
    expect(verdict).toMatchObject({
      ok: false,
      problems: [
        'src/content/products/wall-split/stray.jpg: a picture goes in the folder of the entry that shows it',
      ],
    });
  });
});
