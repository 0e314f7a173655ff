/**
 * What a product's owner's guide says, from content: how to operate it and care for it (its
 * controller family's file), its fault codes, its warranty cover (the warranty terms) and how to get
 * service. Pure, so it is tested without drawing; src/lib/server-only/owners-guide/render.ts lays it
 * out as a PDF in the spec sheet's style.
 */
import { site } from '../../config/site.ts';
import type { FaultCodeFamily } from '../../schemas/fault-code.ts';
import type { Product } from '../../schemas/product.ts';
import type { WarrantyCoverage, WarrantyTerms } from '../../schemas/warranty.ts';
import { productUrl } from '../catalogue-urls.ts';
import { faultFamilyPath, faultSeverityLabels, keepUsingLabels, serviceRequestHref } from '../fault-codes.ts';
import { serviceModelNumber } from '../model-numbers.ts';
import { modelNumberSpecs, type Spec } from '../product-facts.ts';
import { productTypeLabels } from '../product-labels.ts';
import type { TextTable } from '../spec-sheet/content.ts';

export { ownersGuidePath } from './paths.ts';

export interface OwnersGuideContent {
  /** The product's name: the guide's title. */
  title: string;
  /** Range and type, e.g. "Edge range · Wall-mounted split". */
  eyebrow: string;
  models: Spec[];
  /** Steps to operate it. */
  operating: string[];
  /** Cleaning and maintenance. */
  care: string[];
  /** Every fault code of its controller: code, meaning, what to do. */
  faultCodes: TextTable;
  /** Where every code is explained online. */
  faultCodesUrl: string;
  /** Its warranty cover and what it asks of the owner. */
  warranty: string[];
  /** How to get service. */
  service: string[];
  /** Absolute URL of the product page. */
  url: string;
}

/** One code's row: its name and meaning, then what to do (severity and whether to keep using it). */
function faultCodeRow(fault: FaultCodeFamily['codes'][number]): string[] {
  return [
    fault.code,
    `${fault.title}. ${fault.meaning}`,
    `${faultSeverityLabels[fault.severity].label}. ${keepUsingLabels[fault.keepUsing]}`,
  ];
}

export function ownersGuideContent(
  product: Product,
  family: FaultCodeFamily,
  warranty: { terms: WarrantyTerms; cover: WarrantyCoverage | undefined },
  siteUrl: string,
): OwnersGuideContent {
  const model = serviceModelNumber(product);
  const { terms, cover } = warranty;
  return {
    title: product.name,
    eyebrow: `${product.range} range · ${productTypeLabels[product.productType]}`,
    models: modelNumberSpecs(product),
    operating: family.operating,
    care: family.care,
    faultCodes: { header: ['Code', 'What it means', 'What to do'], rows: family.codes.map(faultCodeRow) },
    faultCodesUrl: new URL(faultFamilyPath(family.family), siteUrl).href,
    warranty: [
      ...(cover ? [cover.summary] : []),
      terms.startsFrom,
      terms.faultNotification,
      ...(cover?.notCovered?.length ? [`Not covered: ${cover.notCovered.join('; ')}.`] : []),
    ],
    service: [
      `Book a service online at ${new URL(serviceRequestHref({ model }), siteUrl).href}, or call ${site.phone.display} or email ${site.email}.`,
      `Have ready the model number (${model}), the serial number from the rating plate, your postcode and any code the display shows.`,
      'A licensed Cirrus service agent near you confirms a visit time. Repairs under warranty are free; outside it, the call-out fee is stated before the visit is booked.',
    ],
    url: new URL(productUrl(product), siteUrl).href,
  };
}
