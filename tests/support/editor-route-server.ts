/**
 * One of the editor's routes served alone on a loopback port, as the server mounts it behind the
 * editor gate: a request with the `x-test-editor` header carries the demo editor's session (the
 * gate's part, tested on its own in editor-access.test.ts), any other none. A path the route does
 * not take is answered 418, so a test sees it was not handled.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EditorSession } from '../../src/server/editor/session.ts';
import type { RouteHandler } from '../../src/server/http/site-server.ts';

/** The demo editor (Priya Sharma) as a session. */
export const testEditor: EditorSession = {
  sid: 'test-session-0000002',
  sub: 'auth0|demo-editor',
  name: 'Priya Sharma',
  email: 'editor@cirrusclimate.com.au',
  exp: 0,
};

/** The header that makes a request the demo editor's. */
export const asTestEditor = { 'x-test-editor': '1' } as const;

export async function serveEditorRoute(
  makeRoute: (sessions: WeakMap<IncomingMessage, EditorSession>) => RouteHandler,
): Promise<{ base: string; close(): Promise<void> }> {
  const sessions = new WeakMap<IncomingMessage, EditorSession>();
  const route = makeRoute(sessions);
  const server = createServer(async (req, res) => {
    if (req.headers['x-test-editor']) sessions.set(req, testEditor);
    if (!(await route(req, res, 'test'))) {
      res.statusCode = 418;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
