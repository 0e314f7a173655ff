/**
 * `/api/editor/content-image?path=src/content/…`: a picture of the editing checkout, as saved, to
 * editors (behind the editor gate). A hero's picture is a path typed into its group (a category's,
 * page's or promotion's `hero.image`), not one of Keystatic's uploads, so the editor has no bytes of
 * it to show: its field asks here for the file, to show its thumbnail and the fit warnings beside it.
 * Only a picture an entry names is served (content-images.ts): never any other file of the checkout.
 */

import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { CONTENT_IMAGE_PATH } from '../../lib/editor/content-image-url.ts';
import { cacheControl } from '../http/cache-policy.ts';
import type { RouteHandler } from '../http/site-server.ts';
import { contentImageType, imagesNamedOnDisk, ownerEntryFile } from './content-images.ts';
import { sendProblem } from './gate.ts';
import type { EditorSession } from './session.ts';

export function contentImageRoute(options: {
  repoDir: string;
  sessions: WeakMap<IncomingMessage, EditorSession>;
}): RouteHandler {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    if (url.pathname !== CONTENT_IMAGE_PATH) return false;
    if (!options.sessions.get(req)) return sendProblem(res, 401, 'Log in as an editor at /editor first.');
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendProblem(res, 405, 'Use GET.', { Allow: 'GET' });
    const file = url.searchParams.get('path') ?? '';
    const type = contentImageType(file);
    if (!type)
      return sendProblem(
        res,
        400,
        'Name a picture under src/content/ (AVIF, JPEG, PNG or WebP), by plain names only.',
      );
    const owner = ownerEntryFile(file);
    if (!owner || !(await imagesNamedOnDisk(options.repoDir, owner)).has(file))
      return sendProblem(res, 404, 'No saved entry names this picture.');
    const bytes = await readFile(join(options.repoDir, file)).catch(() => undefined);
    if (!bytes) return sendProblem(res, 404, 'The entry names this picture, but there is no such file.');
    res.statusCode = 200;
    // Editors only, and the file may change with the next save: never kept by a cache.
    res.setHeader('Cache-Control', cacheControl.noStore);
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', String(bytes.length));
    res.end(req.method === 'HEAD' ? undefined : bytes);
    return true;
  };
}
