/**
 * Keystatic's API (local storage: reads and writes files of the editing checkout), mounted as our
 * own route rather than through @keystatic/astro's integration, whose injected routes take their
 * settings from astro:env and could not carry the save check below. Its peer range does accept
 * Astro 7 and React 19; only its page helper (makePage) is used, by /keystatic.
 * The server's gate (src/server/editor/gate.ts) has let the request through before Astro runs;
 * without a session from it (another server, or the editor switched off) nothing is answered.
 * A save that passes the check is written with only its changed fields rewritten (yaml-save.ts).
 */
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import type { APIRoute } from 'astro';
import config from '#editor/config.ts';
import { EDITOR_SAVE_PATH, encodeFieldProblems, SAVE_PROBLEMS_HEADER } from '#editor/save-problems.ts';
import { checkSave } from '#server/editor/validate-save.ts';
import { withChangedFieldsOnly } from '#server/editor/yaml-save.ts';

export const prerender = false;

export const ALL: APIRoute = async ({ request, locals }) => {
  const editor = locals.editor;
  if (!editor) return new Response('Not found', { status: 404 });
  if (!editor.session) return new Response('Log in as an editor at /editor first.', { status: 401 });
  const url = new URL(request.url);
  let forward = request;
  // Keystatic writes on a POST only; every request that could write is a save at the save address
  // and goes through the check, whatever else the gate let through.
  if (request.method !== 'GET' && request.method !== 'HEAD' && url.pathname !== EDITOR_SAVE_PATH)
    return new Response('Not found', { status: 404 });
  if (request.method === 'POST') {
    const body: unknown = await request.json().catch(() => undefined);
    // The database says which products stored registrations name (they may not be deleted).
    const verdict = await checkSave(body, editor.repoDir, locals.services?.warranty);
    if (!verdict.ok) {
      // Keystatic shows a refused save's text above the form.
      return new Response(`Not saved: ${verdict.problems.join('\n')}`, {
        status: 422,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          // The same problems by field, for the form to show beside each (src/editor/save-refusals.tsx).
          [SAVE_PROBLEMS_HEADER]: encodeFieldProblems(verdict.fieldProblems),
        },
      });
    }
    // Only the fields that changed are written into each entry file (yaml-save.ts).
    const save = await withChangedFieldsOnly(verdict.save, editor.repoDir);
    forward = new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify(save),
    });
  }
  const handler = makeGenericAPIRouteHandler({ config, localBaseDirectory: editor.repoDir });
  const { body, headers, status } = await handler(forward);
  return new Response(body as BodyInit | null, { status, headers: headers as HeadersInit | undefined });
};
