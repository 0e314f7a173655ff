/**
 * A hero's picture, typed as a path, shown in the editor from the saved file: where the path leads
 * (content-image-url.ts) and what the route hands out (content-image-route.ts): the pictures an
 * entry names, to editors, never cached, and nothing else of the checkout.
 */

import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editorEntries } from '../../src/editor/collections.ts';
import { entryFolder } from '../../src/editor/keystatic-config.ts';
import { contentImagePath, contentImageUrl } from '../../src/lib/editor/content-image-url.ts';
import { contentImageRoute } from '../../src/server/editor/content-image-route.ts';
import { IMAGE_TYPES } from '../../src/server/editor/content-images.ts';
import { asTestEditor, serveEditorRoute } from '../support/editor-route-server.ts';
import { projectRoot } from '../support/site-process';

const coolingFile = 'src/content/categories/cooling.yaml';
const coolingHero = () =>
  (parse(readFileSync(join(projectRoot, coolingFile), 'utf8')) as { hero: { image: string } }).hero.image;

describe('the path a hero names', () => {
  it('is read from the folder of the entry’s file, for singletons and collections alike', () => {
    const cooling = editorEntries.find((entry) => entry.key === 'category-cooling');
    const wallSplits = editorEntries.find((entry) => entry.key === 'products-wall-split');
    expect(cooling && entryFolder(cooling)).toBe('src/content/categories');
    expect(wallSplits && entryFolder(wallSplits)).toBe('src/content/products/wall-split');
    // `./cooling/hero/image.webp` beside `src/content/categories/cooling.yaml`.
    expect(coolingHero()).toMatch(/^\.\/cooling\/hero\/[\w.-]+$/);
    expect(contentImagePath('src/content/categories', coolingHero())).toBe(
      `src/content/categories/${coolingHero().slice(2)}`,
    );
  });

  it('leads nowhere when it is not a picture or leaves the content', () => {
    expect(contentImagePath('src/content/categories', './cooling/notes.txt')).toBeUndefined();
    expect(contentImagePath('src/content/categories', '/etc/hosts.png')).toBeUndefined();
    expect(contentImagePath('src/content/categories', '../../../package.png')).toBeUndefined();
    expect(contentImagePath('src/content/categories', '')).toBeUndefined();
  });
});

describe('the saved picture route', () => {
  let site: Awaited<ReturnType<typeof serveEditorRoute>>;
  beforeAll(async () => {
    site = await serveEditorRoute((sessions) => contentImageRoute({ repoDir: projectRoot, sessions }));
  });
  afterAll(() => site.close());

  const get = (file: string, init: RequestInit = { headers: asTestEditor }) =>
    fetch(`${site.base}${contentImageUrl(file)}`, init);

  it('hands an editor a picture an entry names, as saved, never cached', async () => {
    const file = contentImagePath('src/content/categories', coolingHero()) ?? '';
    const response = await get(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(IMAGE_TYPES[extname(file)]);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(projectRoot, file)))).toBe(
      true,
    );
  });

  it('refuses anyone without an editor session, and anything but a read', async () => {
    const file = contentImagePath('src/content/categories', coolingHero()) ?? '';
    expect((await get(file, {})).status).toBe(401);
    const post = await get(file, { method: 'POST', headers: asTestEditor });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });

  it('hands out nothing else of the checkout: other files, hidden paths, pictures no entry names', async () => {
    for (const file of [
      'package.json',
      '.env.png',
      'src/content/categories/cooling.yaml',
      'src/content/../.git/x.png',
    ]) {
      const response = await get(file);
      expect(response.status, file).toBe(400);
      expect((await response.json()).error.detail).toMatch(/Name a picture under src\/content/);
    }
    // A picture file in an entry's folder that the entry does not name (a stray upload).
    const stray = await get('src/content/categories/cooling/hero/other.jpg');
    expect(stray.status).toBe(404);
    expect((await stray.json()).error.detail).toBe('No saved entry names this picture.');
  });
});
