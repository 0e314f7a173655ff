/**
 * How long the server keeps each kind of personal information: the one schedule the retention job
 * (src/server/leads/retention.ts), My home's sessions, privacy exports and payment runs follow, and
 * the privacy policy states (baked into the page at build through `buildTimeConfig`, so the page
 * says the numbers the server runs with, and `npm start` rebuilds when they change).
 */

/** My home: a sign-in link works this long, minutes. */
export const HOME_SIGN_IN_LINK_MINUTES = 30;
/**
 * My home: the sign-in link in an owner's mail about a record (a confirmation, a visit booked, an
 * approved warranty's certificate) works this long, days. Longer than the asked-for link, which the
 * owner opens within minutes: these mails are read when the owner next thinks of the system, often
 * days later. Two weeks, as a service request's own status link at its shortest (OWNER_LINK_MIN_DAYS):
 * past that the owner asks for a fresh link on the page, which fills in their address.
 */
export const HOME_RECORD_MAIL_LINK_DAYS = 14;
/** My home: a session lasts this long on its device, days. */
export const HOME_SESSION_DAYS = 30;
/** A privacy export's download link works this long, days; the export is deleted with it. */
export const PRIVACY_EXPORT_DAYS = 14;
/** A privacy request's confirmation link works this long, hours. */
export const PRIVACY_CONFIRM_HOURS = 48;
/** A closed privacy request (its record of who did what) is kept this long, days (two years). */
export const PRIVACY_REQUEST_KEEP_DAYS = 730;

/** One line of the schedule: what is kept, and for how long in days (or hours, when under a day). */
export interface RetentionPeriod {
  /** Stable name, for tests and the page's anchors. */
  id: string;
  /** What is kept, as the policy names it. */
  what: string;
  /** How long, in days; a fraction for periods under a day. */
  days: number;
  /** From when the period counts. */
  from: string;
}

/** The two periods the server's configuration sets (env.ts validates them), in days. */
interface ConfiguredPeriods {
  LEAD_RETENTION_DAYS: number;
  PAYMENT_RUN_RETENTION_DAYS: number;
}

/** The schedule, from the server's configuration. */
export function retentionSchedule(env: ConfiguredPeriods) {
  return [
    {
      id: 'leads',
      what: 'Your name, phone, email, street address and message on a request (quote, installer, contact, service, warranty, claim)',
      days: env.LEAD_RETENTION_DAYS,
      from: 'after the request is closed',
    },
    {
      id: 'payment-runs',
      what: 'The payment file that pays an approved cashback claim (names and bank details)',
      days: env.PAYMENT_RUN_RETENTION_DAYS,
      from: 'after staff make the file',
    },
    {
      id: 'home-sign-in',
      what: 'A My home sign-in link',
      days: HOME_SIGN_IN_LINK_MINUTES / 1440,
      from: 'after it is emailed',
    },
    {
      id: 'home-mail-link',
      what: 'A My home sign-in link in a confirmation, booking or certificate email',
      days: HOME_RECORD_MAIL_LINK_DAYS,
      from: 'after it is emailed',
    },
    {
      id: 'home-session',
      what: 'A My home session on one device',
      days: HOME_SESSION_DAYS,
      from: 'after you sign in',
    },
    {
      id: 'privacy-export',
      what: 'The copy of your information we prepare when you ask for it',
      days: PRIVACY_EXPORT_DAYS,
      from: 'after we email you the link',
    },
    {
      id: 'privacy-request',
      what: 'The record of a privacy request and what we did about it',
      days: PRIVACY_REQUEST_KEEP_DAYS,
      from: 'after we answer it',
    },
  ] satisfies RetentionPeriod[];
}
