/**
 * What the parts that serve one person by a signed link share (My home's sessions, the mail
 * preferences and their care reminders, privacy requests): the database, the clock and each its own
 * key for signing links. Made once at start-up by services.ts.
 */
import type { Env } from '../config/env.ts';
import type { Clock } from './clock.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Logger } from './log.ts';
import type { MailPreferencesContext } from './mail-preferences/preferences.ts';
import { type CareReminderJob, createCareReminderJob } from './my-home/care-job.ts';
import type { HomeContext } from './my-home/sessions.ts';
import { type PrivacyContext, privacyContext } from './privacy/requests.ts';
import { cachedOwnerLinks } from './review/owner-link.ts';

export interface PersonContexts {
  /** My home's sign-in links and owners' sessions (src/server/my-home). */
  home: HomeContext;
  /** Mail topics a person can leave, and their signed links (src/server/mail-preferences). */
  mail: MailPreferencesContext;
  /** My home's care reminders' job. */
  care: CareReminderJob;
  /** Privacy requests: their confirmation and export links (src/server/privacy). */
  privacy: PrivacyContext;
}

export function createPersonContexts(options: {
  db: DatabaseHandle;
  clock: Clock;
  env: Pick<Env, 'SITE_URL' | 'CARE_REMINDER_POLL_MS'>;
  /** Wakes the outbox when a reminder is queued. */
  kickOutbox: () => void;
  logger: Logger;
}): PersonContexts {
  const { db, clock, env, kickOutbox, logger } = options;
  const keys = (kind: 'home' | 'mail') => cachedOwnerLinks(db.db, () => clock.now().toISOString(), kind);
  const home: HomeContext = { db: db.db, clock: clock.now, links: keys('home') };
  const mail = { ...home, links: keys('mail'), siteUrl: env.SITE_URL };
  const care = createCareReminderJob({
    context: mail,
    kick: kickOutbox,
    logger,
    intervalMs: env.CARE_REMINDER_POLL_MS,
  });
  return { home, mail, care, privacy: privacyContext(db.db, clock.now) };
}
