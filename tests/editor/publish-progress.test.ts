/**
 * What the desk shows of the unpublished changes and of a publish under way: the entries by their
 * titles (a product with its new picture, an FAQ group, a deleted entry), and the build's step read
 * from Astro's output as it comes, in pieces, with or without colours.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PublishProgress } from '../../src/lib/editor/publish-status.ts';
import { changedEntries } from '../../src/server/editor/changed-entries.ts';
import { progressReader } from '../../src/server/editor/site-build.ts';

describe('the build’s progress', () => {
  it('follows the steps and counts the pages as Astro prints them', () => {
    const seen: PublishProgress[] = [];
    const read = progressReader((progress) => seen.push(progress));
    read(
      '11:12:50 [build] Building server entrypoints...\n11:13:10 \u001b[42m\u001b[30m prerendering static ',
    );
    read(
      'routes \u001b[39m\u001b[49m\n11:13:19   \u001b[34m├─\u001b[39m /faqs.html (+21ms)\n11:13:19   ├─ /owners-',
    );
    expect(seen.at(-1)).toEqual({ step: 'pages', pagesMade: 1 });
    read('guides/edge.pdf (+1.75s)\n');
    expect(seen.at(-1)).toEqual({ step: 'pages', pagesMade: 2 });
    read(' generating optimized images \n');
    expect(seen.at(-1)).toEqual({ step: 'pictures', pagesMade: 2 });
    read('11:21:00   ▶ /_astro/image.B58C2X6Q_2uFT43.webp (before: 40kB, after: 4kB) (+138ms) (438/1490)\n');
    expect(seen.at(-1)).toEqual({ step: 'pictures', pagesMade: 2, picturesMade: 438, picturesTotal: 1490 });
  });
});

describe('the changes, by entry', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cirrus-changed-entries-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names each entry by its title, with its pictures, and a deleted one by its file', async () => {
    const product = 'src/content/products/wall-split/edge-3-5kw-reverse-cycle-split-system.yaml';
    const picture = 'src/content/products/wall-split/edge-3-5kw-reverse-cycle-split-system/images/9/file.png';
    for (const file of [product, 'src/content/faqs/buying.yaml']) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
    }
    writeFileSync(join(dir, product), 'name: Edge 3.5 kW Reverse Cycle Split System\n');
    writeFileSync(join(dir, 'src/content/faqs/buying.yaml'), 'title: Buying a system\n');
    const entries = await changedEntries(dir, [
      product,
      'src/content/faqs/buying.yaml',
      picture,
      'src/content/promotions/winter-warmer-2026.yaml',
    ]);
    expect(
      entries.map(({ title, section, pictures, removed }) => ({ title, section, pictures, removed })),
    ).toEqual([
      {
        title: 'Edge 3.5 kW Reverse Cycle Split System',
        section: 'Products',
        pictures: 1,
        removed: undefined,
      },
      { title: 'Buying a system', section: 'FAQs', pictures: 0, removed: undefined },
      { title: 'winter warmer 2026', section: 'Promotions', pictures: 0, removed: true },
    ]);
    expect(entries[0]?.files).toEqual([product, picture]);
  });
});
