/**
 * POST /api/installs/commission?job=CJ-…&token=…: the technician's phone sends the checklist
 * (multipart: the record's fields, a photo per kind with its time and place, the phone's key).
 * The signed link is checked before the body is read: an altered one is 403 with nothing of the job.
 * Answers JSON: 201 stored (200 when the same key was stored before), 400/409 with messages by field.
 */
import type { APIRoute } from 'astro';
import { jobOfLink, readChecklistBody } from '#server/installs/checklist-post.ts';
import { sendChecklist } from '#server/installs/checklist-send.ts';
import { installsOf } from '#server/installs/site.ts';

export const prerender = false;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store, private' },
  });

export const POST: APIRoute = async ({ request, url, locals, clientAddress }) => {
  const services = locals.services;
  if (!services) throw new Error('The checklist needs the site server (npm start)');
  const installs = await installsOf(services);
  const opened = await jobOfLink(installs, url.searchParams);
  // Refused before a byte of the body is read (the server drops what is left of it).
  if (!opened) return json(403, { message: 'This link does not open an installation' });
  const body = await readChecklistBody(request, services, locals.client?.address ?? clientAddress);
  if (!body.ok) return json(body.status, { message: body.message, errors: {} });
  try {
    const sent = await sendChecklist(services, installs, opened.job, body.values, body.files);
    if (sent.ok)
      return json(sent.status, { reference: sent.job.reference, status: sent.job.status, flags: sent.flags });
    return json(sent.status, { message: sent.message, errors: sent.errors });
  } finally {
    await body.done();
  }
};
