/**
 * Owner's guides in the build (`<DIST_DIR>/client/owners-guides`, `npm run build` first): every
 * product has its PDF, and its text, extracted with PDF.js (unpdf), says how to operate the product,
 * to clean its filters monthly and have it serviced every year, lists every fault code of its
 * controller family, states its warranty cover and how to get service with its model number. The
 * product page and its fault code pages link it. Also the guide's content from the content files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env';
import { site } from '../../src/config/site.ts';
import { productUrl } from '../../src/lib/catalogue-urls.ts';
import { controllerFamilyOf, faultCodePath } from '../../src/lib/fault-codes.ts';
import { serviceModelNumber } from '../../src/lib/model-numbers.ts';
import { ownersGuideContent, ownersGuidePath } from '../../src/lib/owners-guide/content.ts';
import { modelNumberSpecs } from '../../src/lib/product-facts.ts';
import { warrantyCoverFor } from '../../src/lib/warranty.ts';
import { type FaultCodeFamily, faultCodeFamilySchema } from '../../src/schemas/fault-code.ts';
import type { Product } from '../../src/schemas/product.ts';
import { loadFolder, loadWarrantyTerms } from '../content/load-content.ts';
import { projectRoot } from '../support/site-process.ts';
import { productBySlug, products } from './load-catalogue.ts';

const env = loadEnv();
const clientDir = join(projectRoot, env.DIST_DIR, 'client');
const terms = loadWarrantyTerms();
const families = loadFolder('fault-codes').map(({ data }) => faultCodeFamilySchema.parse(data));
const familyOf = (product: Product) =>
  families.find((family) => family.family === controllerFamilyOf(product)) as FaultCodeFamily;

/** Text as a reader sees it: words single-spaced, and a model number broken at its hyphen joined again. */
async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, ' ').replace(/- (?=[A-Z0-9])/g, '-') };
}

describe('the owner’s guide of every product, as built', () => {
  it('the build has them', () => {
    expect(existsSync(join(clientDir, 'owners-guides')), 'run `npm run build` first').toBe(true);
  });

  for (const product of products) {
    it(`${product.slug}: opens and covers operating, care, its fault codes, warranty and service`, async () => {
      const file = join(clientDir, ownersGuidePath(product));
      expect(existsSync(file), `${file} missing`).toBe(true);
      const { pages, text } = await pdfText(new Uint8Array(readFileSync(file)));
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(text).toContain(product.name);
      expect(text).toContain('Owner');
      for (const spec of modelNumberSpecs(product)) expect(text).toContain(spec.value.split(', ')[0]);
      for (const heading of [
        'How to operate it',
        'Cleaning and maintenance',
        'Fault codes',
        'Warranty cover',
        'How to get service',
      ])
        expect(text).toContain(heading);
      expect(text).toMatch(/every month/i);
      expect(text).toMatch(/every year/i);
      const family = familyOf(product);
      for (const fault of family.codes) expect(text, fault.code).toContain(`${fault.code} ${fault.title}`);
      const cover = warrantyCoverFor(terms, product);
      expect(cover).toBeDefined();
      expect(text).toContain(cover?.summary.replace(/\s+/g, ' ').slice(0, 60));
      expect(text).toContain(`model number (${serviceModelNumber(product)})`);
      expect(text).toContain('/service?model=');
      expect(text).toContain(site.phone.display);
      expect(text).toContain(new URL(productUrl(product), env.SITE_URL).href);

      // The product page and its family's code pages link it.
      const page = readFileSync(join(clientDir, `${productUrl(product)}.html`), 'utf8');
      expect(page).toContain(`href="${ownersGuidePath(product)}"`);
      const codePage = readFileSync(
        join(clientDir, `${faultCodePath(family.family, family.codes[0]?.code ?? '')}.html`),
        'utf8',
      );
      expect(codePage).toContain(`href="${ownersGuidePath(product)}"`);
    });
  }
});

describe('owner’s guide content', () => {
  it('a gas heater: its own operating and care, ignition codes, the heat exchanger cover, service', () => {
    const product = productBySlug('hearth-7-star-24kw-gas-ducted-heater');
    const guide = ownersGuideContent(
      product,
      familyOf(product),
      { terms, cover: warrantyCoverFor(terms, product) },
      'https://www.cirrusclimate.com.au',
    );
    expect(guide.care.join(' ')).toMatch(/licensed gas fitter/);
    expect(guide.faultCodes.header).toEqual(['Code', 'What it means', 'What to do']);
    expect(guide.faultCodes.rows[0]?.[0]).toBe('E1');
    expect(guide.faultCodes.rows[0]?.[1]).toMatch(/^Ignition failure\./);
    expect(guide.warranty).toContain(terms.startsFrom);
    expect(guide.service[0]).toContain('https://www.cirrusclimate.com.au/service?model=CCH-7S24I');
    expect(guide.faultCodesUrl).toBe('https://www.cirrusclimate.com.au/support/fault-codes/gas-ducted');
  });
});
