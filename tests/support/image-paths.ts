/**
 * The content schemas outside Astro, with each image path standing in for the metadata `image()`
 * gives the build (src/schemas/image.ts): the path as `src`, the file's own pixel size unknown.
 */
import type { ImageMetadata } from 'astro';
import { imagePathSchema } from '../../src/schemas/image.ts';

export const testImageSchema = imagePathSchema.transform(
  (path): ImageMetadata => ({ src: path, width: 1600, height: 1200, format: 'png' }),
);
