/**
 * Dealer pages and reviews as the site's pages, endpoints and the server process use them: one
 * review repository per server process, the invitations' signed links, and the periodic job that
 * mails the invitations due (started by src/server/main.ts, hourly).
 */
import { clock } from '../clock.ts';
import { createPeriodicJob, type PeriodicJob } from '../jobs/periodic-job.ts';
import type { Logger } from '../log.ts';
import { cachedOwnerLinks } from '../review/owner-link.ts';
import type { Services } from '../services.ts';
import { type InvitationContext, inviteDueJobs } from './invitations.ts';
import { createReviewRepository, type ReviewRepository } from './reviews.ts';

export interface DealerReviews {
  repository: ReviewRepository;
  invitations: InvitationContext;
}

const contexts = new WeakMap<Services, DealerReviews>();

/** The process's reviews and invitation links. */
export function reviewsOf(services: Services): DealerReviews {
  let context = contexts.get(services);
  if (!context) {
    const db = services.db.db;
    context = {
      repository: createReviewRepository(db, clock.now),
      invitations: {
        db,
        now: clock.now,
        links: cachedOwnerLinks(db, () => clock.now().toISOString(), 'review'),
        siteUrl: services.settings.siteUrl,
        dealerName: (id) => services.routing.dealer(id)?.name,
        preferences: {
          db,
          clock: clock.now,
          links: cachedOwnerLinks(db, () => clock.now().toISOString(), 'mail'),
          siteUrl: services.settings.siteUrl,
        },
      },
    };
    contexts.set(services, context);
  }
  return context;
}

/** Mails the invitations due: at start-up, then every hour. */
export function startReviewInvitations(services: Services, logger: Logger): PeriodicJob {
  const context = reviewsOf(services).invitations;
  const job = createPeriodicJob({
    async run() {
      const invited = await inviteDueJobs(context);
      if (invited > 0) {
        logger.info('reviews: invitations mailed', { invited });
        services.outbox.kick();
      }
      return invited;
    },
    intervalMs: 3_600_000,
    logger,
    failure: 'review invitations failed',
  });
  job.start();
  return job;
}
