/**
 * A registered product's cover by part and the last day of each, from the published warranty terms:
 * what the certificate prints (./certificate.ts) and My home shows for each unit
 * (src/server/my-home/units.ts). Apart from the certificate so pages read it without pdfkit.
 */
import { shiftDate } from '../../lib/lead-forms/dates.ts';
import { warrantyCoverFor } from '../../lib/warranty.ts';
import type { Product } from '../../schemas/product.ts';
import type { WarrantyTerms } from '../../schemas/warranty.ts';

/** One part's cover: what, for how many years, and the last day it runs to (YYYY-MM-DD). */
export interface CoverLine {
  label: string;
  years: number;
  until: string;
}

/** What decides the cover of a product. */
export type CoverProduct = Pick<Product, 'productType' | 'range'> & { mounting?: string };

/** The last day of `years` of cover from installation. */
const coverEnds = (installed: string, years: number) =>
  shiftDate(shiftDate(installed, { years }), { days: -1 });

/**
 * The cover lines of a product installed on `installed` (YYYY-MM-DD), from the warranty terms: the
 * certificate's, and My home's for each unit (src/server/my-home/units.ts).
 */
export function coverLinesFrom(installed: string, product: CoverProduct, terms: WarrantyTerms): CoverLine[] {
  const cover = warrantyCoverFor(terms, product as Parameters<typeof warrantyCoverFor>[1]);
  if (!cover || !installed) return [];
  return [
    { label: 'Parts and labour, whole system', years: cover.partsAndLabourYears },
    ...(cover.compressorYears ? [{ label: 'Compressor', years: cover.compressorYears }] : []),
    ...(cover.componentCover ?? []).map((item) => ({ label: item.component, years: item.years })),
  ].map((line) => ({ ...line, until: coverEnds(installed, line.years) }));
}
