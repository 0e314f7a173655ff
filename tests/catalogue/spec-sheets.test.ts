/**
 * Spec sheets in the build (`<DIST_DIR>/client/spec-sheets`, `npm run build` first; `npm test`
 * does): every product has its PDF; each opens, has one or two pages, and its text, extracted with
 * PDF.js (unpdf), holds the model numbers and capacities its product page shows, the energy label
 * and noise figures, and the page's address; it embeds the product's picture and dimension drawing
 * and is set in the brand font; the page links to it with its true size. Also the sheet's content
 * from product data, and that the same data renders the same bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env';
import { productUrl } from '../../src/lib/catalogue-urls.ts';
import { formatFileSize } from '../../src/lib/file-size.ts';
import { headlineSpecs, modelNumberSpecs } from '../../src/lib/product-facts.ts';
import { renderSpecSheet } from '../../src/lib/server-only/spec-sheet/render.ts';
import { specSheetContent, specSheetPath } from '../../src/lib/spec-sheet/content.ts';
import { warrantyCoverFor } from '../../src/lib/warranty.ts';
import { warrantyTermsSchema } from '../../src/schemas/warranty.ts';
import { loadFolder } from '../content/load-content.ts';
import { projectRoot } from '../support/site-process.ts';
import { productBySlug, products } from './load-catalogue.ts';

const env = loadEnv();
const clientDir = join(projectRoot, env.DIST_DIR, 'client');
const terms = warrantyTermsSchema.parse(loadFolder('warranty')[0]?.data);

/** The built file of a site path ("/spec-sheets/x.pdf", "/products/a/b" → its .html). */
const built = (path: string) => join(clientDir, path.endsWith('.pdf') ? path : `${path}.html`);

/** Text as a reader sees it: PDF.js joins lines with spaces or breaks; compare words with single spaces. */
async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}

/** Images the PDF embeds (pdfkit writes XObject dictionaries uncompressed). */
const embeddedImages = (bytes: Uint8Array) =>
  (
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Subtype \/Image/g) ?? []
  ).length;

/** Fonts the PDF embeds, by name without the subset tag (`ABCDEF+Manrope-Bold` → `Manrope-Bold`). */
const embeddedFonts = (bytes: Uint8Array) =>
  new Set(
    [
      ...Buffer.from(bytes)
        .toString('latin1')
        .matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g),
    ].map(([, name]) => name),
  );

/** What the page shows, as text: tags dropped, entities decoded, spaces collapsed. */
function pageText(html: string) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const content = (slug: string) => {
  const product = productBySlug(slug);
  return specSheetContent(
    product,
    { cover: warrantyCoverFor(terms, product), startsFrom: terms.startsFrom },
    'https://www.cirrusclimate.com.au',
  );
};

describe('the spec sheet of every product, as built', () => {
  it('the build has them', () => {
    expect(existsSync(join(clientDir, 'spec-sheets')), 'run `npm run build` first').toBe(true);
    expect(products.length).toBeGreaterThan(40);
  });

  for (const product of products) {
    it(`${product.slug}: opens, one or two pages, states what its page shows, linked with its size`, async () => {
      const pdfFile = built(specSheetPath(product));
      expect(existsSync(pdfFile), `${pdfFile} missing`).toBe(true);
      const bytes = new Uint8Array(readFileSync(pdfFile));
      const { pages, text } = await pdfText(bytes);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);

      // React marks text boundaries with empty comments; a reader never sees them.
      const html = readFileSync(built(productUrl(product)), 'utf8').replace(/<!-- -->/g, '');
      const shown = pageText(html);
      const capacities = headlineSpecs(product)
        .filter((spec) => /kW|m³\/h/.test(spec.value))
        .map((spec) => spec.value);
      expect(capacities.length).toBeGreaterThan(0);
      for (const value of [...modelNumberSpecs(product).map((spec) => spec.value), ...capacities]) {
        expect(shown, `the page shows ${value}`).toContain(value);
        expect(text, `the sheet states ${value}`).toContain(value);
      }
      expect(text).toContain(product.name);
      expect(text).toContain(new URL(productUrl(product), env.SITE_URL).href);
      // The unit's picture and the dimension drawing (the logo mark is drawn as vectors).
      expect(embeddedImages(bytes)).toBe(2);
      expect(text).toContain('Dimensions and installation clearances');
      expect([...embeddedFonts(bytes)].every((font) => font?.startsWith('Manrope'))).toBe(true);

      // The page's link names the file's type and its real size.
      const link = new RegExp(
        `<a href="${specSheetPath(product)}"[^>]*>Download spec sheet <span[^>]*>\\(PDF, ${formatFileSize(bytes.byteLength)}\\)</span></a>`,
      );
      expect(html).toMatch(link);
    });
  }
});

describe('spec sheet content, from the product data', () => {
  it('a reverse-cycle split: zoned label figures, noise by fan speed, refrigerant, electrical, warranty', () => {
    const sheet = content('edge-3-5kw-reverse-cycle-split-system');
    const product = productBySlug('edge-3-5kw-reverse-cycle-split-system');
    if (product.productType !== 'wall-split') throw new Error('expected a wall split');
    expect(sheet.models.map((model) => model.value)).toEqual([
      product.modelNumbers.indoor,
      product.modelNumbers.outdoor,
    ]);
    expect(sheet.energyLabel?.rows.map((row) => row[0])).toEqual([
      'Cooling stars (of 10)',
      'Cooling energy use',
      'Heating stars (of 10)',
      'Heating energy use',
    ]);
    expect(sheet.energyLabel?.rows[1]?.[2]).toBe(
      `${product.annualEnergyKwh.cooling.average.toLocaleString('en-AU')} kWh a year`,
    );
    expect(sheet.noise?.rows[0]).toEqual([
      'Indoor, speed 1 (quietest)',
      `${product.noise.indoorDbA[0]} dB(A)`,
    ]);
    expect(sheet.noise?.rows.at(-1)).toEqual(['Outdoor unit', `${product.noise.outdoorDbA} dB(A)`]);
    expect(sheet.groups.map((group) => group.heading)).toEqual([
      'Performance',
      'Efficiency',
      'Dimensions',
      'Electrical',
      'Refrigerant',
      'Warranty',
    ]);
    // The label's zoned stars and kWh are in the label table, not repeated under Efficiency; the
    // register's seasonal figures and record (the rebate rules read them) are not on the label.
    expect(
      sheet.groups.find((group) => group.heading === 'Efficiency')?.specs.map((spec) => spec.label),
    ).toEqual([
      'AEER (cooling)',
      'ACOP (heating)',
      'TCSPF (cooling, seasonal)',
      'HSPF (heating, seasonal)',
      'Energy register',
    ]);
    expect(sheet.warranty).toContain(terms.startsFrom);
    expect(sheet.url).toBe(
      'https://www.cirrusclimate.com.au/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system',
    );
  });

  it('a gas heater has no energy label or fan-speed table, but its output and gas rating', () => {
    const sheet = content('hearth-7-star-24kw-gas-ducted-heater');
    expect(sheet.energyLabel).toBeUndefined();
    expect(sheet.noise).toBeUndefined();
    expect(sheet.headline).toContainEqual({ label: 'Heating output', value: '24.0 kW' });
  });

  it('renders the same bytes from the same data, with the minus sign printable', async () => {
    const sheet = content('breeze-2-7kw-reverse-cycle-window-air-conditioner');
    const [first, second] = await Promise.all([renderSpecSheet(sheet), renderSpecSheet(sheet)]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const { text } = await pdfText(first);
    expect(text).toContain('Outside face');
    expect(text).not.toContain('\u2212');
  });
});
