/**
 * The portal's side of reviews: a dealer's users read their dealer's reviews and reply once to each,
 * in public (another dealer's review: 403); staff read any dealer's, remove one for a published
 * reason (counted on the dealer's page), and invite a random sample of a dealer's recent jobs.
 */
import type { APIContext } from 'astro';
import { z } from 'zod';
import { reviewRemovalReasons } from '#lib/dealer-page.ts';
import { json, problem } from '../http/problem.ts';
import { multiLine } from '../leads/fields.ts';
import { actorOf, denied, type PortalRequest, parseBody } from '../portal/handlers.ts';
import { inviteSample, SAMPLE_MAX } from './invitations.ts';
import { forgetDealerPage } from './page.ts';
import { reviewsOf } from './site.ts';

const replySchema = z.strictObject({
  /** The dealer's public answer, once. */
  reply: multiLine('Write your reply', 1500).refine((value) => value.length >= 10, 'Write a little more'),
});

const removeSchema = z.strictObject({
  /** One of the published reasons: nothing else removes a review. */
  reason: z.enum(Object.keys(reviewRemovalReasons) as [keyof typeof reviewRemovalReasons]),
});

const sampleSchema = z.strictObject({
  /** How many of the dealer's recent jobs to invite. */
  count: z.number().int().min(1).max(SAMPLE_MAX),
});

const reviewIdOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

function servicesOf(context: APIContext) {
  const services = context.locals.services;
  if (!services) throw new Error('Reviews need the site server (npm start)');
  return services;
}

/** GET /api/portal/reviews: the caller's dealer's reviews (staff: `?dealer=`, or every dealer's). */
export async function listReviews(input: PortalRequest, context: APIContext): Promise<Response> {
  const staff = input.principal.roles.includes('staff');
  if (!staff) {
    const refused = denied(input.principal, 'reviews:reply');
    if (refused) return refused;
    if (!input.principal.dealerId) return problem(403, 'Forbidden', 'Your account belongs to no dealer.');
  }
  const dealer = staff ? (input.url.searchParams.get('dealer') ?? null) : (input.principal.dealerId ?? null);
  const reviews = await reviewsOf(servicesOf(context)).repository.portalList(dealer);
  return json({ reviews });
}

/** POST /api/portal/reviews/{id}/reply `{ reply }`: the reviewed dealer's users only, once. */
export async function replyToReview(input: PortalRequest, context: APIContext): Promise<Response> {
  const refused = denied(input.principal, 'reviews:reply');
  if (refused) return refused;
  const id = reviewIdOf(context.params.id);
  if (!id) return problem(404, 'Not found', 'No review has that id.');
  const dealerId = input.principal.dealerId;
  if (!dealerId) return problem(403, 'Forbidden', 'Only the reviewed dealer may reply.');
  const parsed = await parseBody(input.request, replySchema, 'The reply');
  if (!parsed.ok) return parsed.response;
  const services = servicesOf(context);
  const done = await reviewsOf(services).repository.reply(
    id,
    dealerId,
    parsed.value.reply,
    actorOf(input.principal),
  );
  if (!done.ok) {
    switch (done.reason) {
      case 'not-found':
        return problem(404, 'Not found', 'No review has that id.');
      case 'not-yours':
        return problem(403, 'Forbidden', 'Only the reviewed dealer may reply.');
      case 'replied':
        return problem(
          409,
          'Already replied',
          'Your dealer has replied to this review: a reply is given once.',
        );
      case 'removed':
        return problem(409, 'Removed', 'This review was removed and takes no reply.');
    }
  }
  forgetDealerPage(services, dealerId);
  return json({ id, replied: true });
}

/** POST /api/portal/reviews/{id}/remove `{ reason }` (staff): removed for a published reason. */
export async function removeReview(input: PortalRequest, context: APIContext): Promise<Response> {
  const refused = denied(input.principal, 'reviews:moderate');
  if (refused) return refused;
  const id = reviewIdOf(context.params.id);
  if (!id) return problem(404, 'Not found', 'No review has that id.');
  const parsed = await parseBody(input.request, removeSchema, 'The removal');
  if (!parsed.ok) return parsed.response;
  const services = servicesOf(context);
  const { repository } = reviewsOf(services);
  const done = await repository.remove(id, parsed.value.reason, actorOf(input.principal));
  if (!done.ok)
    return done.reason === 'not-found'
      ? problem(404, 'Not found', 'No review has that id.')
      : problem(409, 'Already removed', 'This review was removed before.');
  const row = (await repository.portalList(null)).find((review) => review.id === id);
  if (row) forgetDealerPage(services, row.dealerId);
  return json({ id, removed: parsed.value.reason });
}

/** POST /api/portal/dealers/{id}/review-sample `{ count }` (staff): invites a random sample of recent jobs. */
export async function inviteReviewSample(input: PortalRequest, context: APIContext): Promise<Response> {
  const refused = denied(input.principal, 'reviews:moderate');
  if (refused) return refused;
  const dealerId = context.params.dealer;
  if (!dealerId || !input.routing.dealer(dealerId))
    return problem(404, 'Not found', 'No dealer has that id.');
  const parsed = await parseBody(input.request, sampleSchema, 'The sample');
  if (!parsed.ok) return parsed.response;
  const services = servicesOf(context);
  const result = await inviteSample(reviewsOf(services).invitations, dealerId, parsed.value.count);
  if (result.invited > 0) services.outbox.kick();
  return json({ dealerId, ...result });
}
