/**
 * The rendered pictures against the catalogue and the render scripts: each product picture and hero
 * in the manifest was made from the product's current type, range finish and dimensions by its
 * builder's code as it is now (else the test names the command that makes it again), every product
 * of a rendered type has its pictures, and the gallery entries the manifest names are its files.
 * The check itself is tested against a changed product, a changed builder and the editor's
 * photographs.
 */
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BuilderName,
  builderFiles,
  builderHashes,
  builders,
  renderedTypes,
  rendersDir,
} from '../../scripts/renders/builders.ts';
import { heroes } from '../../scripts/renders/hero-plan.ts';
import { heldPositions, manifestSchema, type RenderManifest } from '../../scripts/renders/manifest.ts';
import { galleryFile, pictureExtension, renderPlan } from '../../scripts/renders/plan.ts';
import { productFactsSchema } from '../../scripts/renders/product-facts.ts';
import { staleHeroes, staleRenders } from '../../scripts/renders/stale.ts';
import { imagePathSchema, productImageSchemaOf } from '../../src/schemas/image.ts';
import { loadProductFiles, root } from '../content/load-content.ts';

const catalogue = loadProductFiles().map(({ data }) => productFactsSchema.parse(data));
const manifest = manifestSchema.parse(
  JSON.parse(readFileSync(path.join(root, 'src/assets/renders/manifest.json'), 'utf8')),
);
const bySlug = (slug: string) => {
  const product = catalogue.find((item) => item.slug === slug);
  if (!product) throw new Error(slug);
  return product;
};

/** A manifest as `npm run render` writes it, for one product as it is now. */
function manifestFor(product: ReturnType<typeof bySlug>): RenderManifest {
  const plan = renderPlan(product);
  return {
    renders: Object.fromEntries(
      plan.map((picture) => [
        picture.key,
        {
          inputs: picture.inputs as unknown as RenderManifest['renders'][string]['inputs'],
          builder: picture.builder,
          samples: 64,
          width: 1600,
          height: 1200,
          seconds: 60,
          bytes: 100_000,
          // The committed file's digest: the test's galleries are the committed files.
          sha256: manifest.renders[picture.key]?.sha256 ?? '',
        },
      ]),
    ),
    products: {
      [product.slug]: Object.fromEntries(plan.map((picture, position) => [String(position), picture.key])),
    },
    heroes: {},
  };
}

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

describe('the render check', () => {
  const product = bySlug('edge-3-5kw-reverse-cycle-split-system');
  const rendered = {
    ...product,
    images: renderPlan(product).map((picture, position) => ({
      kind: picture.kind,
      file: galleryFile(product.slug, position, pictureExtension(picture.inputs.picture)),
      alt: picture.alt,
    })),
  };
  const own = manifestFor(product);
  /** A copy of the product's gallery files, kept as a product of `type` keeps them. */
  const galleryCopy = (type: string) => {
    const content = mkdtempSync(path.join(tmpdir(), 'cirrus-gallery-'));
    copies.push(content);
    const from = path.join(root, 'src/content/products', product.productType, product.slug);
    cpSync(from, path.join(content, type, product.slug), { recursive: true });
    return content;
  };
  // The Edge 3.5 kW's dimensions with the indoor unit 900 mm wide instead of 820.
  const widerIndoor = {
    indoor: { widthMm: 900, heightMm: 290, depthMm: 215, weightKg: 9.5 },
    outdoor: { widthMm: 780, heightMm: 550, depthMm: 290, weightKg: 34 },
  };

  it('passes a product whose renders were made from it as it is', () => {
    expect(staleRenders(own, [rendered])).toEqual([]);
  });

  it('names the product and the command when its dimensions, finish or type changed', () => {
    const wider = { ...rendered, dimensions: widerIndoor };
    const stale = staleRenders(own, [wider]);
    // The front, the room and the in-scale pictures show the indoor unit; the outdoor unit and the remote do not change.
    expect(stale.map((item) => item.reason.split(' render')[0])).toEqual([
      'position 0: the front',
      'position 3: the in-room',
      'position 4: the in-scale',
      'position 5: the dimensions',
    ]);
    expect(stale[0]).toMatchObject({ slug: product.slug, command: `npm run render -- ${product.slug}` });
    expect(stale[0]?.reason).toContain('indoor 820×290×215 mm');
    expect(stale[0]?.reason).toContain('indoor 900×290×215 mm');

    const aura = staleRenders(own, [{ ...rendered, range: 'Aura' }]);
    expect(aura).toHaveLength(5);
    expect(aura[2]?.reason).toMatch(
      /controller of a wall-split \(Edge, graphite\).*now .*\(Aura, pearl white\)/,
    );

    // (Its files copied where a multi's are kept.)
    const retyped = staleRenders(
      own,
      [{ ...rendered, productType: 'multi' }],
      undefined,
      galleryCopy('multi'),
    );
    expect(retyped.length).toBeGreaterThan(0);
    expect(retyped.every((item) => item.command === `npm run render -- ${product.slug}`)).toBe(true);
  });

  it('leaves alone a position where the editor put a photograph, and reports a rendered type without renders', () => {
    const photographed = {
      ...rendered,
      dimensions: widerIndoor,
      images: rendered.images.map((image, position) =>
        [0, 3, 4, 5].includes(position)
          ? { ...image, file: `./${product.slug}/images/${position}/file.jpg` }
          : image,
      ),
    };
    expect(staleRenders(own, [photographed])).toEqual([]);
    expect(staleRenders({ renders: {}, products: {}, heroes: {} }, [rendered])).toEqual([
      {
        slug: product.slug,
        reason: 'a wall-split with no renders',
        command: `npm run render -- ${product.slug}`,
      },
    ]);
  });

  it('tells a render from a photograph by its place and its bytes, not its alt text', () => {
    // A copy of the product's gallery files where the editor uploaded a WebP photograph at position 0:
    // the same path as the render, other bytes.
    const content = galleryCopy(product.productType);
    const folder = path.join(content, product.productType);
    cpSync(
      path.join(folder, rendered.images[1]?.file ?? ''),
      path.join(folder, rendered.images[0]?.file ?? ''),
    );
    // And an editor rewrote the in-room picture's alt text.
    const edited = {
      ...rendered,
      dimensions: widerIndoor,
      images: rendered.images.map((image, position) =>
        position === 3 ? { ...image, alt: 'Our Edge above the sofa in a sunny living room' } : image,
      ),
    };
    const stale = staleRenders(own, [edited], undefined, content);
    expect(stale.map((item) => item.reason.split(':')[0])).toEqual([
      'position 3',
      'position 4',
      'position 5',
    ]);
  });
});

describe('the builder table', () => {
  it('covers every Python file of the render scripts (each is run by some builder, followed by its imports)', () => {
    const python = readdirSync(rendersDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.py'))
      .map((file) => file.split(path.sep).join('/'));
    const run = new Set((Object.keys(builders) as BuilderName[]).flatMap((name) => builderFiles(name)));
    expect(python.filter((file) => !run.has(file))).toEqual([]);
  });
});

describe('a change to one builder', () => {
  const products = loadProductFiles().map(({ data }) => data as Parameters<typeof staleRenders>[1][number]);
  const typeOf = (slug: string) => bySlug(slug).productType;
  /** The builders' hashes after `change` is appended to one Python file of a copy of the render scripts. */
  function hashesWith(file: string, change: string) {
    const copy = mkdtempSync(path.join(tmpdir(), 'cirrus-renders-'));
    copies.push(copy);
    cpSync(rendersDir, copy, { recursive: true });
    appendFileSync(path.join(copy, file), change);
    return builderHashes(copy);
  }

  it('makes stale the pictures that builder makes, and none another builder made', () => {
    const stale = staleRenders(manifest, products, hashesWith('scenes/window_evap.py', '\n# a tweak\n'));
    expect(new Set(stale.map((item) => typeOf(item.slug)))).toEqual(new Set(['window', 'evaporative']));
    const windowsAndCoolers = catalogue.filter((product) =>
      ['window', 'evaporative'].includes(product.productType),
    );
    expect(new Set(stale.map((item) => item.slug)).size).toBe(windowsAndCoolers.length);
    expect(stale[0]?.reason).toContain('made by the windowEvap builder as it was');
    expect(stale[0]?.command).toMatch(/^npm run render -- /);
    expect(staleHeroes(manifest, hashesWith('scenes/window_evap.py', '\n# a tweak\n'))).toEqual([]);
  });

  it("stales every hero and no product's picture when the heroes' builder changes", () => {
    const hashes = hashesWith('heroes/pages.py', '\n# a tweak\n');
    expect(staleRenders(manifest, products, hashes)).toEqual([]);
    const stale = staleHeroes(manifest, hashes);
    expect(stale.map((item) => item.slug).sort()).toEqual(Object.keys(heroes).sort());
    expect(stale[0]?.command).toBe(`npm run render:heroes -- ${stale[0]?.slug}`);
  });

  it('stales the heroes too when a scene module they import changes (ducted.py: its grilles and vents)', () => {
    const hashes = hashesWith('scenes/ducted.py', '\n# a tweak\n');
    expect(new Set(staleRenders(manifest, products, hashes).map((item) => typeOf(item.slug)))).toEqual(
      new Set(['ducted', 'gas-heater']),
    );
    expect(staleHeroes(manifest, hashes)).toHaveLength(Object.keys(heroes).length);
  });

  it("leaves alone a hero the editor replaced with a photograph, whatever the builder's change", () => {
    // A copy of the categories and pages, the cooling hero's picture replaced by another WebP.
    const content = mkdtempSync(path.join(tmpdir(), 'cirrus-content-'));
    copies.push(content);
    for (const collection of ['categories', 'pages']) {
      cpSync(path.join(root, 'src/content', collection), path.join(content, collection), { recursive: true });
    }
    const coolingHero = path.join(content, 'categories/cooling/hero/image.webp');
    cpSync(path.join(content, 'categories/heating/hero/image.webp'), coolingHero);
    const stale = staleHeroes(manifest, hashesWith('heroes/pages.py', '\n# a tweak\n'), content);
    expect(stale.map((item) => item.slug)).not.toContain('cooling');
    expect(stale).toHaveLength(Object.keys(heroes).length - 1);
  });

  it("follows imports: the outdoor unit's scene is every type's outdoor picture, the studio is every picture's", () => {
    const outdoor = staleRenders(manifest, products, hashesWith('scenes/outdoor.py', '\n# a tweak\n'));
    expect(outdoor.length).toBeGreaterThan(0);
    expect(outdoor.every((item) => item.reason.includes('the outdoor render'))).toBe(true);
    expect(new Set(outdoor.map((item) => typeOf(item.slug)))).toEqual(
      new Set(['wall-split', 'multi', 'cassette', 'ducted']),
    );
    const studio = staleRenders(manifest, products, hashesWith('scenes/studio.py', '\n# a tweak\n'));
    const rendered = catalogue.filter((product) => renderedTypes.has(product.productType));
    expect(studio).toHaveLength(rendered.length * 5);
  });
});

describe('the planned pictures', () => {
  // A render's entry is written with its planned alt text: one the catalogue refuses (over 250
  // characters, say) would stop the build only after the hour of rendering.
  it('would each be a gallery entry the catalogue accepts, for every product with scene builders', () => {
    const entrySchema = productImageSchemaOf(imagePathSchema);
    const planned = catalogue.filter((product) => renderedTypes.has(product.productType));
    expect(planned.length).toBeGreaterThan(0);
    for (const product of planned) {
      for (const [position, picture] of renderPlan(product).entries()) {
        const entry = {
          kind: picture.kind,
          file: galleryFile(product.slug, position, pictureExtension(picture.inputs.picture)),
          alt: picture.alt,
        };
        const result = entrySchema.safeParse(entry);
        expect(result.error?.issues ?? [], `${product.slug} ${picture.kind}: ${picture.alt}`).toEqual([]);
      }
    }
  });
});

describe('the committed renders', () => {
  it('were made from the catalogue as it is (else: run the command shown)', () => {
    const products = loadProductFiles().map(({ data }) => data as Parameters<typeof staleRenders>[1][number]);
    const stale = staleRenders(manifest, products);
    expect(stale.map((item) => `${item.slug}: ${item.reason}. Re-render: ${item.command}`)).toEqual([]);
  });

  it('are each in their gallery, unless a photograph of their kind took their place', () => {
    for (const product of catalogue) {
      const held = heldPositions(manifest, product);
      const photographs = (product.images ?? []).filter((_, position) => !held.has(position));
      for (const picture of renderPlan(product)) {
        const inGallery = [...held.values()].includes(picture.key);
        const replaced = photographs.some((entry) => entry.kind === picture.kind);
        expect(inGallery || replaced, `${product.slug}: ${picture.kind}`).toBe(true);
      }
    }
  });

  it('are six per product today (five WebP renders, the PNG drawing) at their recorded places', () => {
    for (const product of catalogue) {
      expect(heldPositions(manifest, product).size, product.slug).toBe(6);
    }
  });

  it('include every hero, made from its product and builder as they are', () => {
    expect(Object.keys(manifest.heroes).sort()).toEqual(Object.keys(heroes).sort());
    expect(
      staleHeroes(manifest).map((item) => `${item.slug}: ${item.reason}. Re-render: ${item.command}`),
    ).toEqual([]);
  });

  it('leave no record that no product or hero names', () => {
    const named = new Set([
      ...Object.values(manifest.products).flatMap((positions) => Object.values(positions)),
      ...Object.values(manifest.heroes),
    ]);
    expect(Object.keys(manifest.renders).filter((key) => !named.has(key))).toEqual([]);
  });
});

describe('every gallery', () => {
  it('names at least three pictures with alt text, and each file exists', () => {
    for (const product of catalogue) {
      const images = product.images ?? [];
      const folder = path.join(root, 'src/content/products', product.productType);
      expect(images.length, product.slug).toBeGreaterThanOrEqual(3);
      for (const image of images) {
        expect(image.alt.trim().length, `${product.slug} ${image.file}`).toBeGreaterThan(10);
        expect(existsSync(path.resolve(folder, image.file)), `${product.slug} ${image.file}`).toBe(true);
      }
    }
  });
});
