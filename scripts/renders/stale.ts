/**
 * Which committed pictures are stale: a product whose type, finish or dimensions changed since its
 * pictures were made, whose picture's builder has changed since, or a product of a rendered type
 * with no pictures (a new product); a hero whose product or builder changed, or that has no render.
 * Each is reported with the command that makes it again. A gallery entry or hero that is the
 * editor's photograph (manifest.ts) is not the pipeline's business.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { type BuilderHashes, type BuilderName, builderFiles, renderedTypes } from './builders.ts';
import { heroEntryFile, heroes, heroPlan } from './hero-plan.ts';
import { heldPositions, heroIsRender, productsDir, type RenderManifest } from './manifest.ts';
import { currentBuilderHashes, renderKey, renderPlan, stableJson } from './plan.ts';
import type { ProductFacts, SizeMm } from './product-facts.ts';

export interface StaleRender {
  slug: string;
  /** What changed, in words. */
  reason: string;
  /** The command that renders it again. */
  command: string;
}

const describeInputs = (inputs: Record<string, unknown>) => {
  const { picture, productType, range, indoor, outdoor, finish, outdoorFinish } = inputs as {
    picture: string;
    productType: string;
    range?: string;
    indoor?: SizeMm;
    outdoor?: SizeMm;
    finish?: { name: string };
    outdoorFinish?: { name: string };
  };
  const size = (s?: SizeMm) => (s ? `${s.widthMm}×${s.heightMm}×${s.depthMm} mm` : '–');
  const look = [range, (finish ?? outdoorFinish)?.name].filter(Boolean).join(', ');
  return `${picture} of a ${productType}${look ? ` (${look})` : ''}, indoor ${size(indoor)}, outdoor ${size(outdoor)}`;
};

/**
 * Products whose pictures no longer match their spec data or their builders. `catalogue` is the
 * product files with their `images`: a position that no longer holds the manifest's picture (a
 * photograph the editor put there; `heldPositions`) is not the pipeline's business any more.
 * `hashes` are the builders' hashes now (a test passes those of a changed copy of the scripts).
 */
export function staleRenders(
  manifest: RenderManifest,
  catalogue: readonly (ProductFacts & { images?: readonly { kind: string; file: string }[] })[],
  hashes: BuilderHashes = currentBuilderHashes(),
  /** Where the galleries' files are (a test passes a copy with a photograph in a render's place). */
  galleriesDir: string = productsDir,
): StaleRender[] {
  const stale: StaleRender[] = [];
  for (const product of catalogue) {
    if (!renderedTypes.has(product.productType)) continue;
    const command = `npm run render -- ${product.slug}`;
    const rendered = manifest.products[product.slug];
    if (!rendered) {
      stale.push({ slug: product.slug, reason: `a ${product.productType} with no renders`, command });
      continue;
    }
    const plan = renderPlan(product, hashes);
    const held = heldPositions(manifest, product, galleriesDir);
    for (const [position, key] of Object.entries(rendered)) {
      if (product.images && !held.has(Number(position))) continue;
      const reason = staleReason(manifest, key, (picture) =>
        plan.find((planned) => planned.inputs.picture === picture),
      );
      if (reason) stale.push({ slug: product.slug, reason: `position ${position}: ${reason}`, command });
    }
  }
  return stale;
}

/**
 * Heroes whose render no longer matches its product or its builder, or that have none. An entry
 * whose hero is a photograph from the editor is left alone.
 */
export function staleHeroes(
  manifest: RenderManifest,
  hashes: BuilderHashes = currentBuilderHashes(),
  /** The content folder the entries are read from (a test passes a copy). */
  root?: string,
): StaleRender[] {
  const stale: StaleRender[] = [];
  for (const slug of Object.keys(heroes)) {
    const command = `npm run render:heroes -- ${slug}`;
    const file = heroEntryFile(slug, root);
    const { hero } = (parse(readFileSync(file, 'utf8')) ?? {}) as { hero?: { image?: unknown } };
    if (hero && !heroIsRender(manifest, slug, hero, file)) continue;
    const key = manifest.heroes[slug];
    if (!hero || !key) {
      stale.push({ slug, reason: 'no rendered hero', command });
      continue;
    }
    const wanted = heroPlan(slug, hashes);
    const reason = staleReason(manifest, key, () => wanted);
    if (reason) stale.push({ slug, reason, command });
  }
  return stale;
}

/** A picture as planned now: what it is made from, by which builder, under which key. */
interface Wanted {
  inputs: object;
  builder: { name: BuilderName; hash: string };
  key: string;
}

/** Why the picture `key` is not the one wanted now, in words; undefined when it is. */
function staleReason(
  manifest: RenderManifest,
  key: string,
  wantedFor: (picture: string) => Wanted | undefined,
) {
  const record = manifest.renders[key];
  if (!record) return `render ${key} is not in the manifest`;
  if (renderKey(record.inputs, record.builder.hash) !== key)
    return `render ${key} was not made from what its record says (its key is not the hash of its inputs and builder)`;
  const { picture } = record.inputs;
  const wanted = wantedFor(picture);
  if (!wanted)
    return `the ${picture} render was made as ${describeInputs(record.inputs)}; the product is now without that picture`;
  if (wanted.key === key) return undefined;
  if (stableJson(wanted.inputs) !== stableJson(record.inputs))
    return `the ${picture} render was made as ${describeInputs(record.inputs)}; the product is now ${describeInputs(wanted.inputs as unknown as Record<string, unknown>)}`;
  const { name } = wanted.builder;
  return `the ${picture} render was made by the ${name} builder as it was (${record.builder.hash}); its code (${builderFiles(name).join(', ')}) has changed since (${wanted.builder.hash})`;
}
