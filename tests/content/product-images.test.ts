/**
 * The content model of product images: a product on sale needs at least three images, each with
 * real alt text and a path beside the content file; and the build itself (Astro's content sync, the
 * step of the build that validates content) refuses a planted product file that breaks those rules,
 * naming the file and the rule.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productSchema } from '../../src/schemas/product.ts';
import { createScratchRepo, type ScratchRepo } from '../support/scratch-repo';
import { loadProductFiles } from './load-content.ts';

const files = loadProductFiles();
const sample = files.find((file) => file.name === 'edge-3-5kw-reverse-cycle-split-system');
if (!sample) throw new Error('sample product missing');
type Data = Record<string, unknown> & {
  images: { kind: string; file: string; alt: string }[];
  status: string;
};
const base = sample.data as Data;
const issuesOf = (data: unknown) =>
  productSchema.safeParse(data).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ??
  [];

describe('product images in the schema', () => {
  it('accepts the product as it is, with its generated gallery', () => {
    expect(issuesOf(base)).toEqual([]);
    expect(base.images.map((image) => image.kind)).toEqual([
      'front',
      'outdoor',
      'controller',
      'in-room',
      'in-scale',
      'dimensions',
    ]);
  });

  it('refuses a product on sale with fewer than three images, but not a discontinued one', () => {
    const two = { ...base, images: base.images.slice(0, 2) };
    expect(issuesOf(two)).toEqual(['images: A product on sale needs at least 3 images (it has 2)']);
    expect(issuesOf({ ...two, status: 'discontinued' })).toEqual([]);
  });

  it('refuses an empty or blank alt text, and an image path outside the content folder form', () => {
    const [first, ...rest] = base.images;
    expect(issuesOf({ ...base, images: [{ ...first, alt: '   ' }, ...rest] })[0]).toMatch(
      /^images\.0\.alt: /,
    );
    expect(
      issuesOf({ ...base, images: [{ ...first, file: 'https://example.com/a.jpg' }, ...rest] })[0],
    ).toMatch(/^images\.0\.file: Use a path beside the content file/);
    expect(issuesOf({ ...base, images: [{ ...first, kind: 'poster' }, ...rest] })[0]).toMatch(
      /^images\.0\.kind: /,
    );
  });
});

describe('the build refuses a product without its images', () => {
  let repo: ScratchRepo | undefined;
  afterAll(() => repo?.remove());

  it('stops with the schema message for too few images and for an image file that does not exist', () => {
    repo = createScratchRepo();
    const file = path.join(
      repo.dir,
      'src/content/products/wall-split/edge-3-5kw-reverse-cycle-split-system.yaml',
    );
    const text = readFileSync(file, 'utf8');
    const [head] = text.split('\nimages:\n');
    // Two images only, one of them a file that is not there.
    writeFileSync(
      file,
      `${head}\nimages:\n  - kind: front\n    file: ./edge-3-5kw-reverse-cycle-split-system/images/0/file.webp\n    alt: The Edge 3.5 kW indoor unit from the front\n  - kind: side\n    file: ./edge-3-5kw-reverse-cycle-split-system/missing.jpg\n    alt: The Edge 3.5 kW indoor unit from the side\n`,
    );
    let output = '';
    try {
      execFileSync(path.join(repo.dir, 'node_modules/.bin/astro'), ['sync'], {
        cwd: repo.dir,
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, NODE_ENV: 'development' },
      });
    } catch (error) {
      const failure = error as { stdout?: string; stderr?: string };
      output = `${failure.stdout ?? ''}${failure.stderr ?? ''}`;
    }
    expect(output).toContain('edge-3-5kw-reverse-cycle-split-system');
    expect(output).toMatch(/missing\.jpg does not exist|at least 3 images/);
  }, 180_000);
});
