/**
 * Each built product page shows the warranty cover its type and range fall under in the warranty terms,
 * which are the one source of product warranties. Runs the real built server (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productUrl } from '../../src/lib/catalogue-urls.ts';
import { warrantyCoverFor } from '../../src/lib/warranty.ts';
import { loadWarrantyTerms } from '../content/load-content.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { products } from './load-catalogue.ts';

let site: SiteProcess;
beforeAll(async () => {
  site = await startSiteProcess();
});
afterAll(async () => {
  await site?.stop();
});

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The visible text of a page's warranty section, with tags dropped and entities decoded. */
async function warrantySectionText(path: string): Promise<string> {
  const html = await (await fetch(new URL(path, site.url))).text();
  const section = /<section id="warranty"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return section
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|amp|lt|gt|quot);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ');
}

describe('product pages', () => {
  const terms = loadWarrantyTerms();

  it('each show the periods and summary of the cover their product falls under', async () => {
    for (const product of products) {
      const cover = warrantyCoverFor(terms, product);
      const text = await warrantySectionText(productUrl(product));
      expect(text, product.slug).toContain(`${cover?.partsAndLabourYears} years Parts and labour`);
      if (cover?.compressorYears)
        expect(text, product.slug).toContain(`${cover.compressorYears} years Compressor`);
      for (const item of cover?.componentCover ?? []) {
        expect(text, product.slug).toContain(`${item.years} years ${item.component}`);
      }
      expect(text, product.slug).toContain(cover?.summary.replace(/\s+/g, ' '));
    }
  });
});
