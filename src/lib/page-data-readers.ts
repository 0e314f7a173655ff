/**
 * What the islands read out of page-data documents, as valibot schemas (the islands already ship
 * valibot for the document's envelope, see page-data.ts): the product filter's cards and the FAQ
 * search's groups. The documents come from the same build as the island, so each schema checks the
 * fields its reader uses rather than the whole record; a document that fails it leaves the
 * server-rendered list in place.
 */
import * as v from 'valibot';
import { productTypes } from './value-lists.ts';

/** Enough of a product card to render, filter and sort it. */
const productCardFields = v.looseObject({
  slug: v.string(),
  name: v.string(),
  path: v.string(),
  productType: v.picklist(productTypes),
  size: v.number(),
  functionCategories: v.array(v.string()),
  specs: v.array(v.looseObject({ label: v.string(), value: v.string() })),
  roomSize: v.looseObject({ minM2: v.number(), maxM2: v.number() }),
});

/** A listing's page data (`listingPageData`): its cards. */
export const listingDataSchema = v.looseObject({ products: v.array(productCardFields) });

/** The FAQ page's page data (`faqsPageData`): every question by group. */
export const faqDataSchema = v.looseObject({
  groups: v.array(
    v.looseObject({
      group: v.string(),
      title: v.string(),
      questions: v.array(v.looseObject({ question: v.string(), answer: v.string() })),
    }),
  ),
});

/** A page's copy as the site search indexes it: the document is the page, or holds it as `page`. */
export const titledPageSchema = v.looseObject({ title: v.string(), searchTitle: v.optional(v.string()) });
