/**
 * What the islands read out of page-data documents, as zod/mini schemas (the islands already ship
 * zod/mini for the document's envelope, see page-data.ts): the product filter's cards and the FAQ
 * search's groups. The documents come from the same build as the island, so each schema checks the
 * fields its reader uses rather than the whole record; a document that fails it leaves the
 * server-rendered list in place.
 */
import * as z from 'zod/mini';
import { productTypes } from './value-lists.ts';

/** Enough of a product card to render, filter and sort it. */
const productCardFields = z.looseObject({
  slug: z.string(),
  name: z.string(),
  path: z.string(),
  productType: z.enum(productTypes),
  size: z.number(),
  functionCategories: z.array(z.string()),
  specs: z.array(z.looseObject({ label: z.string(), value: z.string() })),
  roomSize: z.looseObject({ minM2: z.number(), maxM2: z.number() }),
});

/** A listing's page data (`listingPageData`): its cards. */
export const listingDataSchema = z.looseObject({ products: z.array(productCardFields) });

/** The FAQ page's page data (`faqsPageData`): every question by group. */
export const faqDataSchema = z.looseObject({
  groups: z.array(
    z.looseObject({
      group: z.string(),
      title: z.string(),
      questions: z.array(z.looseObject({ question: z.string(), answer: z.string() })),
    }),
  ),
});

/** A page's copy as the site search indexes it: the document is the page, or holds it as `page`. */
export const titledPageSchema = z.looseObject({ title: z.string() });
