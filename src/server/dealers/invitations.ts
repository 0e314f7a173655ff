/**
 * Invitations to review a dealer, only for jobs the site saw done: seven days after an owner
 * confirmed an installation, or after a service visit was marked done, the owner is mailed one
 * invitation for that job (the unique job kind and reference make it one, whichever process gets
 * there first), through the outbox in the same transaction. Staff may also invite a random sample
 * of a dealer's recent jobs not invited yet. The link is signed (`site_keys` kind `review`) over the
 * invitation's id and works once (its review spends it), for 60 days.
 */
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { createElement } from 'react';
import { REVIEW_SAMPLE_MAX } from '#lib/dealer-page.ts';
import type { ReviewJobKind } from '../db/review-tables.ts';
import type { Database } from '../db/types.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { queueNotification } from '../leads/store/status-change.ts';
import { renderMail } from '../mail/render.ts';
import { ReviewInvitation, reviewInvitationSubject } from '../mail/templates/review-invitation.ts';
import { isOptedOut, type MailPreferencesContext, outboxFields } from '../mail-preferences/preferences.ts';
import type { OwnerLinks } from '../review/owner-link.ts';
import { REVIEW_WRITE_PATH } from './review-paths.ts';

const DAY_MS = 86_400_000;
/** Days after the job before the invitation goes. */
export const INVITE_AFTER_DAYS = 7;
/** Jobs done longer ago than this are not invited by the periodic job (nor sampled). */
export const INVITE_WITHIN_DAYS = 90;
/** How long the invitation's link works. */
export const REVIEW_LINK_DAYS = 60;
/** Most jobs staff may invite in one sample (the portal's form states it too). */
export const SAMPLE_MAX = REVIEW_SAMPLE_MAX;

/** A done job not invited yet. */
export interface DoneJob {
  kind: ReviewJobKind;
  reference: string;
  leadId: number;
  dealerId: string;
  email: string;
  name: string;
  doneAt: string;
}

export interface InvitationContext {
  db: Kysely<Database>;
  now: () => Date;
  links: () => Promise<OwnerLinks>;
  siteUrl: string;
  dealerName: (id: string) => string | undefined;
  /** The mail preferences' links: every invitation carries one-click unsubscribe (RFC 8058). */
  preferences: MailPreferencesContext;
}

/** The topic an owner can leave: invitations stop for every later job. */
export const REVIEW_TOPIC = 'dealer-reviews';

/** The review form's address for an invitation. */
export function reviewUrl(siteUrl: string, invitation: number, token: string): string {
  const url = new URL(REVIEW_WRITE_PATH, siteUrl);
  url.searchParams.set('invitation', String(invitation));
  url.searchParams.set('token', token);
  return url.href;
}

export function reviewInvitationMail(
  context: Pick<InvitationContext, 'siteUrl' | 'dealerName'>,
  job: DoneJob,
  url: string,
): NewNotification {
  const month = new Intl.DateTimeFormat('en-AU', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  }).format(new Date(job.doneAt));
  const dealer = context.dealerName(job.dealerId) ?? 'your dealer';
  const props = {
    firstName: job.name.split(' ')[0] || 'there',
    dealer,
    job:
      job.kind === 'install' ? `your installation, confirmed in ${month}` : `your service visit in ${month}`,
    reviewUrl: url,
    days: REVIEW_LINK_DAYS,
  };
  const mail = renderMail(createElement(ReviewInvitation, props));
  return {
    kind: 'review-invitation',
    recipient: job.email,
    subject: reviewInvitationSubject(props),
    body: mail.text,
    html: mail.html,
  };
}

/** Done jobs with no invitation, done between `from` and `to` (optionally one dealer's). */
export async function uninvitedJobs(
  db: Kysely<Database> | Transaction<Database>,
  range: { from: string; to: string; dealerId?: string },
): Promise<DoneJob[]> {
  const installs = await db
    .selectFrom('install_jobs as j')
    .innerJoin('leads as l', 'l.id', 'j.lead_id')
    .leftJoin('review_invitations as i', (join) =>
      join.on('i.job_kind', '=', 'install').onRef('i.job_reference', '=', 'j.reference'),
    )
    .select(['j.reference', 'j.lead_id', 'j.dealer_id', 'j.confirmed_at', 'l.email', 'l.name'])
    .where('j.status', '=', 'confirmed')
    .where('j.confirmed_at', '>=', range.from)
    .where('j.confirmed_at', '<=', range.to)
    .where('i.id', 'is', null)
    .where('l.erased_at', 'is', null)
    .$if(range.dealerId !== undefined, (query) => query.where('j.dealer_id', '=', range.dealerId ?? ''))
    .execute();
  const visits = await db
    .selectFrom('service_requests as r')
    .innerJoin('leads as l', 'l.id', 'r.lead_id')
    .leftJoin('review_invitations as i', (join) =>
      join.on('i.job_kind', '=', 'service').onRef('i.job_reference', '=', 'l.reference'),
    )
    .select(['l.reference', 'l.id', 'l.dealer_id', 'r.updated_at', 'l.email', 'l.name'])
    .where('r.outcome', 'is not', null)
    .where('r.updated_at', '>=', range.from)
    .where('r.updated_at', '<=', range.to)
    .where('i.id', 'is', null)
    .where('l.erased_at', 'is', null)
    .where('l.dealer_id', 'is not', null)
    .$if(range.dealerId !== undefined, (query) => query.where('l.dealer_id', '=', range.dealerId ?? ''))
    .execute();
  return [
    ...installs.flatMap((row) =>
      row.email && row.confirmed_at
        ? [
            {
              kind: 'install' as const,
              reference: row.reference,
              leadId: row.lead_id,
              dealerId: row.dealer_id,
              email: row.email,
              name: row.name ?? '',
              doneAt: new Date(row.confirmed_at).toISOString(),
            },
          ]
        : [],
    ),
    ...visits.flatMap((row) =>
      row.email && row.dealer_id && row.updated_at
        ? [
            {
              kind: 'service' as const,
              reference: row.reference,
              leadId: row.id,
              dealerId: row.dealer_id,
              email: row.email,
              name: row.name ?? '',
              doneAt: new Date(row.updated_at).toISOString(),
            },
          ]
        : [],
    ),
  ];
}

/** Invites the owner of each job, once per job: the invitation and its mail in one transaction. */
async function invite(context: InvitationContext, jobs: readonly DoneJob[], source: 'job' | 'sample') {
  const links = await context.links();
  let invited = 0;
  for (const job of jobs) {
    // An owner who left the topic gets no invitation; the job is left uninvited (nobody else may write).
    if (await isOptedOut(context.db, job.email, REVIEW_TOPIC)) continue;
    const unsubscribe = await outboxFields(context.preferences, job.email, REVIEW_TOPIC);
    const at = context.now();
    const timestamp = at.toISOString();
    const done = await context.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('review_invitations')
        .values({
          job_kind: job.kind,
          job_reference: job.reference,
          dealer_id: job.dealerId,
          email: job.email.toLowerCase(),
          job_done_at: job.doneAt,
          source,
          created_at: timestamp,
        })
        .onConflict((conflict) => conflict.columns(['job_kind', 'job_reference']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      const token = links.issue(String(row.id), 0, new Date(at.getTime() + REVIEW_LINK_DAYS * DAY_MS));
      const mail = reviewInvitationMail(context, job, reviewUrl(context.siteUrl, row.id, token));
      await queueNotification(trx, job.leadId, { ...mail, ...unsubscribe }, timestamp);
      return true;
    });
    if (done) invited += 1;
  }
  return invited;
}

/** The periodic run: every job done seven days ago or more (and within 90 days) not invited yet. */
export async function inviteDueJobs(context: InvitationContext): Promise<number> {
  const now = context.now().getTime();
  const jobs = await uninvitedJobs(context.db, {
    from: new Date(now - INVITE_WITHIN_DAYS * DAY_MS).toISOString(),
    to: new Date(now - INVITE_AFTER_DAYS * DAY_MS).toISOString(),
  });
  return invite(context, jobs, 'job');
}

/** Staff's sample: up to `count` of the dealer's jobs of the last 90 days not invited yet, at random. */
export async function inviteSample(context: InvitationContext, dealerId: string, count: number) {
  const now = context.now().getTime();
  const jobs = await uninvitedJobs(context.db, {
    from: new Date(now - INVITE_WITHIN_DAYS * DAY_MS).toISOString(),
    to: new Date(now).toISOString(),
    dealerId,
  });
  // Fisher-Yates with the system's random source: which jobs is not ours (nor the dealer's) to pick.
  for (let index = jobs.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [jobs[index], jobs[other]] = [jobs[other] as DoneJob, jobs[index] as DoneJob];
  }
  const chosen = jobs.slice(0, Math.min(count, SAMPLE_MAX));
  return { eligible: jobs.length, invited: await invite(context, chosen, 'sample') };
}
