import type { APIRoute } from 'astro';
import { reviewsOf } from '#server/dealers/site.ts';
import { problem } from '#server/http/problem.ts';

export const prerender = false;

/** GET /api/reviews/photos/{id}: a photo of a published review (a removed review's photos are gone). */
export const GET: APIRoute = async ({ locals, params }) => {
  const services = locals.services;
  if (!services) return problem(503, 'Service unavailable', 'Reviews are not available.');
  const id = Number(params.id);
  const photo = Number.isSafeInteger(id) && id > 0 ? await reviewsOf(services).repository.photo(id) : null;
  if (!photo) return problem(404, 'Not found', 'No published review has that photo.');
  return new Response(new Uint8Array(photo.content), {
    headers: {
      'Content-Type': photo.mediaType,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};
