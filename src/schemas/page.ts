/** Copy for the site's pages: heading, search-engine text, lead paragraph and sections. */
import { z } from 'zod';
import { automatedDecisionIds } from '../lib/privacy/automated-decisions.ts';
import { isoDateSchema, seoSchema, titledTextSchema } from './common.ts';
import { type BuildImageSchema, heroSchemaOf, type ImageFileSchema, imagePathSchema } from './image.ts';

/** A link rendered as a call to action. */
export const callToActionSchema = z.strictObject({
  /** The link text, a verb first. */
  label: z.string().min(2).max(40),
  /** A site path ("/get-a-quote") or an absolute URL. */
  href: z.string().regex(/^(\/|https:\/\/|mailto:|tel:)/, 'Use a site path or an absolute URL'),
});
export type CallToAction = z.infer<typeof callToActionSchema>;

/** A titled point of a section; on the privacy policy, a point may describe one automated decision. */
export const sectionPointSchema = titledTextSchema.extend({
  /** The automated decision this point explains (privacy policy only; the code's list of decisions names each). */
  decision: z.enum(automatedDecisionIds).optional(),
});

/** A policy's version: which one is in force and from when (the privacy policy). */
export const revisionSchema = z.strictObject({
  /** The version number, e.g. "3". */
  version: z.string().regex(/^\d+(\.\d+)?$/),
  /** The day this version took effect (YYYY-MM-DD). */
  effective: isoDateSchema,
  /** What changed from the version before, in a sentence. */
  changes: z.string().min(10),
});

/** One section of a page. */
export const pageSectionSchema = z.strictObject({
  /** Anchor id of the section, URL-safe. */
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  /** The section heading (h2). */
  heading: z.string().min(2).max(90),
  /** Paragraphs of plain text, no markdown. */
  body: z.array(z.string().min(1)),
  /** Optional titled points, shown as a list or a grid. */
  points: z.array(sectionPointSchema).optional(),
  /** Optional link after the section. */
  cta: callToActionSchema.optional(),
});
export type PageSection = z.infer<typeof pageSectionSchema>;

/** A page's copy, over an image file schema (the path in plain zod, `image()` at build: see image.ts). */
export const pageSchemaOf = <F extends ImageFileSchema>(file: F) =>
  z.strictObject({
    /** Identifier of the page: its path without slashes ("home" for /, "404" for the not-found page). */
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    /** The page heading (h1). */
    title: z.string().min(2).max(90),
    /**
     * What site search calls the page when its heading is a question or a slogan that does not name
     * it ("Rebates and running costs planner"); the heading is then the result's context.
     */
    searchTitle: z.string().max(60).optional(),
    /** Search-engine title and description. */
    seo: seoSchema,
    /** The paragraph under the heading. */
    lead: z.string().min(20),
    /** The page's sections, in order. */
    sections: z.array(pageSectionSchema),
    /** The page's main call to action, if it has one. */
    cta: callToActionSchema.optional(),
    /** The version in force and its date (the privacy policy: shown under the heading). */
    revision: revisionSchema.optional(),
    /** The picture beside the heading (range pages and heroes); a generated scene until a photograph replaces it. */
    hero: heroSchemaOf(file).optional(),
  });

/** A page's copy as written. */
export const pageSchema = pageSchemaOf(imagePathSchema);
/** A page as the build hands it over, its hero resolved to image metadata. */
export type Page = z.output<ReturnType<typeof pageSchemaOf<BuildImageSchema>>>;
