/**
 * Where the editor fetches a saved picture an entry names by a typed path (a hero's `image`):
 * src/server/editor/content-image-route.ts. Shared by that route and the editor's fields.
 */
export const CONTENT_IMAGE_PATH = '/api/editor/content-image';

/** How a content file names a picture (src/schemas/image.ts): a path relative to itself. */
const IMAGE_REFERENCE = /^\.{1,2}\/[A-Za-z0-9._/-]+\.(?:avif|jpe?g|png|webp)$/i;

/**
 * The repository path of the picture `reference` (`./cooling/hero/image.jpg`) names from an entry
 * in `folder` (`src/content/categories`), or undefined when it is not a picture path or leaves
 * src/content.
 */
export function contentImagePath(folder: string, reference: string): string | undefined {
  if (!IMAGE_REFERENCE.test(reference)) return undefined;
  const segments: string[] = folder.split('/');
  for (const segment of reference.split('/')) {
    if (segment === '.' || segment === '') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const file = segments.join('/');
  return file.startsWith('src/content/') ? file : undefined;
}

/** The address the editor shows that picture from. */
export const contentImageUrl = (file: string) => `${CONTENT_IMAGE_PATH}?path=${encodeURIComponent(file)}`;
