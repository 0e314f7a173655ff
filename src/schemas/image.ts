/**
 * Images in the content: a product's gallery and the heroes of categories and pages. A content file
 * names its image files by a path relative to itself (`./edge-3-5kw/images/0/file.png`, where the content editor stores it); at build the
 * collection swaps the path for Astro's `image()`, which checks the file exists and hands the page
 * its metadata, so every picture goes through Astro's image pipeline. Plain zod (tests, the content
 * editor) keeps the path. Each schema here is a function of that file schema, so one shape serves both.
 */
import type { ImageMetadata } from 'astro';
import { z } from 'zod';

/** What a product image shows, in the order a gallery usually leads with. */
export const productImageKinds = [
  'front',
  'side',
  'outdoor',
  'controller',
  'in-room',
  'in-scale',
  'dimensions',
  'finish',
] as const;
export const productImageKindSchema = z.enum(productImageKinds);
export type ProductImageKind = z.infer<typeof productImageKindSchema>;

/** An image file as a content file names it: a path relative to that file. */
export const imagePathSchema = z
  .string()
  .regex(
    /^\.{1,2}\/[A-Za-z0-9._/-]+\.(?:avif|jpe?g|png|webp)$/i,
    'Use a path beside the content file, e.g. ./edge-3-5kw/images/0/file.jpg (AVIF, JPEG, PNG or WebP)',
  )
  .meta({ contentMediaType: 'image/*' });

/** The file schema the build uses: Astro's `image()`, which resolves the path to the image's metadata. */
export type BuildImageSchema = z.ZodType<ImageMetadata>;

/** Either file schema: the path (plain zod) or the resolved image (the build). */
export type ImageFileSchema = z.ZodType<string | ImageMetadata>;

/** Text alternative: what the image shows, for people who cannot see it. Never empty. */
const altSchema = z
  .string()
  .trim()
  .min(10, 'Describe what the image shows in at least 10 characters')
  .max(250);

/** A focal point, percent from the top left, that crops keep in view. */
const focalPointSchema = z.strictObject({
  /** Across, percent from the left edge. */
  xPercent: z.number().min(0).max(100),
  /** Down, percent from the top edge. */
  yPercent: z.number().min(0).max(100),
});

/** One image of a product's gallery. */
export const productImageSchemaOf = <F extends ImageFileSchema>(file: F) =>
  z.strictObject({
    /** What the image shows: the unit from the front or side, the outdoor unit, the controller, in a room, in scale, its dimensions, its finish. */
    kind: productImageKindSchema,
    /** The image file, beside the product's content file (a photograph or a generated render). */
    file,
    /** Text alternative: what the image shows, for people who cannot see it. */
    alt: altSchema,
    /** Point of interest that crops keep in view. */
    focalPoint: focalPointSchema.optional(),
    /** Photographer or source, shown under the image when given. */
    credit: z.string().max(120).optional(),
  });

/** A hero image of a category, range or page. */
export const heroSchemaOf = <F extends ImageFileSchema>(file: F) =>
  z.strictObject({
    /** The image file, beside the content file. */
    image: file,
    /** Text alternative: what the image shows, for people who cannot see it. */
    alt: altSchema,
  });
