/**
 * Content collections. Schemas live in src/schemas so plain Vitest can use them too; related products and
 * category references are slug strings, checked by tests/content rather than `reference()` (which only
 * exists inside Astro). Dealers come through a small loader that adds coordinates from the postcode table and the weekly
 * schedule parsed from their opening hours; products through one that adds each product's warranty from the warranty terms.
 */

import { defineCollection } from 'astro:content';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { parse } from 'yaml';
import { loadEnv } from './config/env.ts';
import { readDealerDirectory } from './lib/server-only/dealers/read-directory.ts';
import { derivePostcodeTable, readPostcodeTable } from './lib/server-only/postcodes/derive.ts';
import { withDerivedWarranty } from './lib/warranty.ts';
import { categorySchemasOf } from './schemas/category.ts';
import { dealerEntrySchema } from './schemas/dealer.ts';
import { faqGroupSchema } from './schemas/faq.ts';
import { faultCodeFamilySchema } from './schemas/fault-code.ts';
import { pageSchemaOf } from './schemas/page.ts';
import { productSchemaOf } from './schemas/product.ts';
import { promotionSchemaOf } from './schemas/promotion.ts';
import { rebateRuleSchema, rebateSettingsSchema } from './schemas/rebate.ts';
import { rebateTableSchema } from './schemas/rebate-table.ts';
import { safetyNoticeSchema } from './schemas/safety-notice.ts';
import { warrantyTermsSchema } from './schemas/warranty.ts';

/**
 * One entry per YAML file; the id is the entry's `slug` (or the file name when it has none). Products
 * and categories are unions, kept in one sub-folder per member (`products/ducted/…`,
 * `categories/type/…`) so the content editor can give each member its own form (src/editor).
 */
const yamlFiles = (folder: string, base = `./src/content/${folder}`) =>
  glob({
    pattern: '**/*.yaml',
    base,
    generateId: ({ entry, data }) =>
      typeof data.slug === 'string' ? data.slug : path.basename(entry).replace(/\.yaml$/, ''),
  });

/** A rebate collection's files: the site's, or the test build's own (BUILD_REBATES_DIR). */
const rebateFiles = (folder: string) => {
  const testsDir = loadEnv().BUILD_REBATES_DIR;
  return yamlFiles(folder, testsDir ? path.join(testsDir, folder) : undefined);
};

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
        const dealers = await readDealerDirectory(folder, await readPostcodeTable(tableFile));
        store.clear();
        for (const { entry, file } of dealers) {
          const data = await parseData({ id: entry.id, data: entry });
          store.set({
            id: entry.id,
            data,
            digest: generateDigest(data),
            filePath: path.relative(root, path.join(folder, file)),
          });
        }
        logger.info(
          `Loaded ${dealers.length} dealers from ${new Set(dealers.map((d) => d.file)).size} files`,
        );
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
  // Image paths become Astro's image() here (src/schemas/image.ts): the file must exist, and pages
  // get its metadata for the image pipeline.
  categories: defineCollection({
    loader: yamlFiles('categories'),
    schema: ({ image }) => categorySchemasOf(image()).categorySchema,
  }),
  products: defineCollection({ loader: productsLoader(), schema: ({ image }) => productSchemaOf(image()) }),
  faqs: defineCollection({ loader: yamlFiles('faqs'), schema: faqGroupSchema }),
  // One file per controller family (src/content/fault-codes/<family>.yaml); the id is the family.
  faultCodes: defineCollection({ loader: yamlFiles('fault-codes'), schema: faultCodeFamilySchema }),
  pages: defineCollection({ loader: yamlFiles('pages'), schema: ({ image }) => pageSchemaOf(image()) }),
  warranty: defineCollection({ loader: yamlFiles('warranty'), schema: warrantyTermsSchema }),
  dealers: defineCollection({ loader: dealersLoader(), schema: dealerEntrySchema }),
  // Rebate rules: one file per scheme rule (src/content/rebates/<id>.yaml), dated and sourced; the
  // planner's tariffs and settings are one file beside them. A test build reads the tests' own
  // (BUILD_REBATES_DIR, src/config/env.ts).
  rebateRules: defineCollection({ loader: rebateFiles('rebates'), schema: rebateRuleSchema }),
  rebateSettings: defineCollection({ loader: rebateFiles('rebate-settings'), schema: rebateSettingsSchema }),
  // The schemes' postcode tables (zones, network factors), one file each, which the NSW rules load.
  rebateTables: defineCollection({ loader: rebateFiles('rebate-tables'), schema: rebateTableSchema }),
  // A test build makes its pages from the tests' own promotions (BUILD_PROMOTIONS_DIR, src/config/env.ts).
  promotions: defineCollection({
    loader: yamlFiles('promotions', loadEnv().BUILD_PROMOTIONS_DIR),
    schema: ({ image }) => promotionSchemaOf(image()),
  }),
  // Safety notices, one file each (src/content/safety-notices/<slug>.yaml): My home shows a matched
  // unit's at the top, and the server mails each matched owner once (src/server/my-home/safety-notices.ts).
  safetyNotices: defineCollection({ loader: yamlFiles('safety-notices'), schema: safetyNoticeSchema }),
};
