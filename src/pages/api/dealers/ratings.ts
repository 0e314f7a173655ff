import { reviewsOf } from '#server/dealers/site.ts';
import { json, problem } from '#server/http/problem.ts';

export const prerender = false;

/**
 * GET /api/dealers/ratings: every dealer's average stars and count of standing reviews, by id, for
 * the locator's cards. Public and the same for everyone: cached for five minutes.
 */
export const GET = async ({ locals }: { locals: App.Locals }) => {
  const services = locals.services;
  if (!services) return problem(503, 'Service unavailable', 'Reviews are not available.');
  const ratings = await reviewsOf(services).repository.ratings();
  return json(ratings, 200, { 'Cache-Control': 'public, max-age=300' });
};
