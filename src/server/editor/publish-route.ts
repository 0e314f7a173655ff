/**
 * `/api/editor/publish`: GET the publishing status (unpublished files, the build under way, the last
 * failure's log, the preview), POST to publish. `/api/editor/preview`: POST to build a preview of the
 * saved changes (answers with the same status). Behind the editor gate, which records the editor the
 * request belongs to: the author of the commit.
 */
import type { IncomingMessage } from 'node:http';
import { cacheControl } from '../http/cache-policy.ts';
import type { RouteHandler } from '../http/site-server.ts';
import type { Publisher } from './publish.ts';
import type { EditorSession } from './session.ts';

export const PUBLISH_PATH = '/api/editor/publish';
export const PREVIEW_PATH = '/api/editor/preview';

export function publishRoute(
  publisher: Publisher,
  sessions: WeakMap<IncomingMessage, EditorSession>,
): RouteHandler {
  return async (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== PUBLISH_PATH && path !== PREVIEW_PATH) return false;
    const json = (status: number, body: unknown) => {
      res.statusCode = status;
      res.setHeader('Cache-Control', cacheControl.noStore);
      res.setHeader('Content-Type', status >= 400 ? 'application/problem+json' : 'application/json');
      res.end(JSON.stringify(body));
      return true;
    };
    const editor = sessions.get(req);
    if (!editor)
      return json(401, { error: { status: 401, detail: 'Log in as an editor at /editor first.' } });
    if (path === PUBLISH_PATH && (req.method === 'GET' || req.method === 'HEAD'))
      return json(200, await publisher.status());
    if (req.method !== 'POST') {
      res.setHeader('Allow', path === PUBLISH_PATH ? 'GET, POST' : 'POST');
      return json(405, {
        error: { status: 405, detail: path === PUBLISH_PATH ? 'Use GET or POST.' : 'Use POST.' },
      });
    }
    const started = path === PUBLISH_PATH ? await publisher.start(editor) : await publisher.preview(editor);
    if (!started.ok)
      return json(started.status, { error: { status: started.status, detail: started.detail } });
    return json(202, await publisher.status());
  };
}
