/**
 * Content collections. Schemas live in src/schemas so plain Vitest can use them too; related products and
 * category references are slug strings, checked by tests/content rather than `reference()` (which only
 * exists inside Astro). Dealers come through a small loader that adds coordinates from the postcode table and the weekly
 * schedule parsed from their opening hours; products through one that adds each product's warranty from the warranty terms.
 */

import { defineCollection } from 'astro:content';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { parse } from 'yaml';
import { parseOpeningHours } from './lib/opening-hours.ts';
import { derivePostcodeTable, readPostcodeTable } from './lib/postcodes/derive.ts';
import { locateSuburb } from './lib/postcodes/index.ts';
import { withDerivedWarranty } from './lib/warranty.ts';
import { categorySchema } from './schemas/category.ts';
import { dealerEntrySchema, dealerSchema } from './schemas/dealer.ts';
import { faqGroupSchema } from './schemas/faq.ts';
import { pageSchema } from './schemas/page.ts';
import { productSchema } from './schemas/product.ts';
import { warrantyTermsSchema } from './schemas/warranty.ts';

/** One entry per YAML file; the id is the entry's `slug` (or the file name when it has none). */
const yamlFiles = (folder: string) =>
  glob({
    pattern: '*.yaml',
    base: `./src/content/${folder}`,
    generateId: ({ entry, data }) =>
      typeof data.slug === 'string' ? data.slug : entry.replace(/\.yaml$/, ''),
  });

/** Products: one YAML file each, with the warranty derived at build from the one warranty terms file. */
function productsLoader(): Loader {
  const files = yamlFiles('products');
  return {
    name: 'cirrus-products',
    load: async (context) => {
      const termsFile = path.join(fileURLToPath(context.config.root), 'src/content/warranty/terms.yaml');
      const terms = warrantyTermsSchema.parse(parse(await readFile(termsFile, 'utf8')));
      await files.load({
        ...context,
        parseData: (entry) =>
          context.parseData({ ...entry, data: withDerivedWarranty(terms, entry.data) as typeof entry.data }),
      });
    },
  };
}

/** Dealers: one YAML list per state, each dealer located from its suburb and postcode and its hours parsed at build. */
function dealersLoader(): Loader {
  return {
    name: 'cirrus-dealers',
    load: async ({ config, store, parseData, generateDigest, logger, watcher }) => {
      const root = fileURLToPath(config.root);
      const folder = path.join(root, 'src/content/dealers');
      const tableFile = path.join(root, 'src/generated/postcodes.json');

      const sync = async () => {
        await derivePostcodeTable(tableFile);
        const table = await readPostcodeTable(tableFile);
        const files = (await readdir(folder)).filter((file) => file.endsWith('.yaml')).sort();
        const seen = new Set<string>();
        store.clear();
        for (const file of files) {
          const filePath = path.join(folder, file);
          const raw: unknown = parse(await readFile(filePath, 'utf8'));
          if (!Array.isArray(raw)) throw new Error(`${file}: expected a list of dealers`);
          for (const [index, item] of raw.entries()) {
            const result = dealerSchema.safeParse(item);
            if (!result.success) {
              throw new Error(
                `${file} #${index + 1}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
              );
            }
            const dealer = result.data;
            if (seen.has(dealer.id)) throw new Error(`${file}: dealer id ${dealer.id} is used twice`);
            seen.add(dealer.id);
            const { suburb, postcode, state } = dealer.address;
            const location = locateSuburb(table, suburb, postcode);
            if (!location)
              throw new Error(
                `${file}: ${dealer.id}: ${suburb} ${state} ${postcode} is not a known suburb and postcode`,
              );
            const hours = parseOpeningHours(dealer.openingHours);
            const data = await parseData({ id: dealer.id, data: { ...dealer, location, hours } });
            store.set({
              id: dealer.id,
              data,
              digest: generateDigest(data),
              filePath: path.relative(root, filePath),
            });
          }
        }
        logger.info(`Loaded ${seen.size} dealers from ${files.length} files`);
      };

      await sync();
      watcher?.add(folder);
      watcher?.on('change', async (changed) => {
        if (changed.startsWith(folder)) await sync();
      });
    },
  };
}

export const collections = {
  categories: defineCollection({ loader: yamlFiles('categories'), schema: categorySchema }),
  products: defineCollection({ loader: productsLoader(), schema: productSchema }),
  faqs: defineCollection({ loader: yamlFiles('faqs'), schema: faqGroupSchema }),
  pages: defineCollection({ loader: yamlFiles('pages'), schema: pageSchema }),
  warranty: defineCollection({ loader: yamlFiles('warranty'), schema: warrantyTermsSchema }),
  dealers: defineCollection({ loader: dealersLoader(), schema: dealerEntrySchema }),
};
