/**
 * The server's long-lived parts, created once at start-up (src/server/main.ts) and handed to every
 * on-demand page and endpoint as `Astro.locals.services`: the database and the leads repository,
 * the clock, the outbox worker, the retention and care-reminder jobs, the form rate limiter, the upload
 * limits, the postcode table, and the routing of leads to dealers with its response-window timer.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'kysely';
import type { Env } from '../config/env.ts';
import type { PostcodeTable } from '../lib/postcodes/index.ts';
import { readDealerDirectory } from '../lib/server-only/dealers/read-directory.ts';
import { derivePostcodeTable, readPostcodeTable } from '../lib/server-only/postcodes/derive.ts';
import type { DealerEntry } from '../schemas/dealer.ts';
import { type Clock, clock, startClock } from './clock.ts';
import { type DatabaseHandle, isPostgresUrl, openDatabase } from './db/database.ts';
import { createRateLimiter, createRateLimitStore, type RateLimiter } from './http/rate-limit.ts';
import { createOutboxWorker, createSmtpSender, type MailSender, type OutboxWorker } from './leads/outbox.ts';
import { readOutboxCounts } from './leads/outbox-counts.ts';
import { createLeadRepository, type LeadRepository } from './leads/repository.ts';
import { createRetentionJob, type RetentionJob } from './leads/retention.ts';
import type { Logger } from './log.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { deleteExpiredHomeAccess } from './my-home/sessions.ts';
import { createPdfPool, type PdfPool } from './pdf/pdf-pool.ts';
import { createPersonContexts, type PersonContexts } from './person-contexts.ts';
import { sweepPrivacyRequests } from './privacy/requests.ts';
import { type AbaOriginator, abaOriginatorOf } from './promotions/aba.ts';
import { bankSealOf } from './promotions/bank-seal.ts';
import { servePromotionFixtures } from './promotions/fixtures.ts';
import { type ClaimRepository, createClaimRepository } from './promotions/repository.ts';
import { createRoutingRepository, type RoutingRepository } from './routing/repository.ts';
import { createTimeoutWorker, type TimeoutWorker } from './routing/timeout-worker.ts';
import { createServiceRepository, type ServiceRepository } from './service/repository.ts';
import { createUploadLimits, type UploadLimits } from './uploads/upload-limits.ts';
import { type CertificateStore, createCertificateStore } from './warranty/certificate-store.ts';
import { createWarrantyRepository, type WarrantyRepository } from './warranty/repository.ts';

/** Visitor confirmations one address may receive, and one client may trigger, per day. */
export const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;
export const CONFIRMATIONS_PER_CLIENT_PER_DAY = 10;
const DAY_MS = 86_400_000;
/** My home's sign-in links one address may be mailed, and one client may ask for, per hour. */
export const SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR = 5;
export const SIGN_IN_LINKS_PER_CLIENT_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

export interface ServiceSettings {
  /** Largest form body accepted, bytes. */
  formBodyLimitBytes: number;
  /** The leads inbox. */
  notifyTo: string;
  /** Email visitors a confirmation. */
  confirmVisitor: boolean;
  /** The site is served over https (SITE_URL): cookies are Secure. */
  https: boolean;
  /** SITE_URL: mails link back to the site with absolute addresses. */
  siteUrl: string;
  /** Promotion payouts: dual control, the payment runs' keeping time, the paying side of the ABA file. */
  payouts: PayoutSettings;
}

export interface PayoutSettings {
  /** Claims paying more need a second approver (PAYOUT_SECOND_APPROVAL_ABOVE_AUD; 0: every claim). */
  secondApprovalAboveAud: number;
  /** Days a payment run's file stays downloadable (PAYMENT_RUN_RETENTION_DAYS). */
  keepDays: number;
  /** The paying account (ABA_*), or what production has not set (no payment run until it is). */
  originator: AbaOriginator | { missing: string[] };
}

export interface Services {
  /** The one clock of every date decision and timestamp (src/server/clock.ts). */
  clock: Clock;
  db: DatabaseHandle;
  leads: LeadRepository;
  outbox: OutboxWorker;
  retention: RetentionJob;
  /** Hand-over of quotes and installer requests to the nearest eligible dealer. */
  routing: RoutingRepository;
  /** Passes on leads whose dealer let the response window pass. */
  timeouts: TimeoutWorker;
  /** Warranty registrations: review status, serials, uploaded proofs, certificates. */
  warranty: WarrantyRepository;
  /** PDFs made on request, drawn in worker threads with a limit per client and in all. */
  pdf: PdfPool;
  /** Warranty certificates, drawn once per version and kept on disk. */
  certificates: CertificateStore;
  /** Promotion claims: review, claimed serials, bank details for payment. */
  claims: ClaimRepository;
  /** Service requests: the warranty standing found and the photo, beside the lead. */
  service: ServiceRepository;
  /** The parts serving one person by a signed link: My home, mail preferences and care, privacy requests. */
  home: PersonContexts['home'];
  mail: PersonContexts['mail'];
  care: PersonContexts['care'];
  privacy: PersonContexts['privacy'];
  /** The dealer directory (warranty registrations are counted for the dealer the owner names). */
  readonly dealers: readonly DealerEntry[];
  /**
   * Reads the dealer directory again from `contentDir` (a published edit of the dealer files) and
   * routes new leads with it; a directory that does not read leaves the current one in use.
   */
  reloadDealers(contentDir: string): Promise<void>;
  rateLimiter: RateLimiter;
  /** A form's daily limit per client (its `postsPerClientPerDay`), one limiter per form and limit. */
  dailyFormLimiter(type: string, limit: number): RateLimiter;
  /** Visitor confirmation mail: per recipient address and per client, so the site is no mail relay. */
  confirmationLimits: { recipient: RateLimiter; client: RateLimiter };
  /** My home's sign-in links: per address (mailed) and per client (asked), so nobody floods a mailbox. */
  signInLimits: { recipient: RateLimiter; client: RateLimiter };
  /** Uploads read at once, bytes per client per day, total waiting for review; their temporary folder. */
  uploads: UploadLimits;
  metrics: Metrics;
  /** True when the database answers (readiness). */
  databaseReachable(): Promise<boolean>;
  postcodes: PostcodeTable;
  settings: ServiceSettings;
  logger: Logger;
  /** Stops the workers, then closes the database. Call after the HTTP server has drained. */
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Project root (for the postcode table); defaults to the working directory. */
  root?: string;
  /** Replaces SMTP delivery (tests). */
  mailSender?: MailSender | null;
  /** Do not start the background workers (tests drive them by hand). */
  startWorkers?: boolean;
  /** The process's metrics (a new set when absent). */
  metrics?: Metrics;
}

/** The compact postcode table, derived from the data package if the build has not written it yet. */
async function loadPostcodeTable(root: string): Promise<PostcodeTable> {
  const file = resolve(root, 'src/generated/postcodes.json');
  if (!existsSync(file)) await derivePostcodeTable(file);
  return readPostcodeTable(file);
}

export async function createServices(
  env: Env,
  logger: Logger,
  options: ServiceOptions = {},
): Promise<Services> {
  const root = options.root ?? process.cwd();
  // Test settings (env.ts refuses them outside NODE_ENV=test): the clock's start and the promotions.
  startClock(env.TEST_NOW);
  servePromotionFixtures(env.TEST_PROMOTIONS_DIR);
  const postcodes = await loadPostcodeTable(root);
  const readDealers = async (dir: string) =>
    (await readDealerDirectory(dir, postcodes)).map((item) => item.entry);
  // A test server routes to the tests' own dealers (TEST_DEALERS_DIR: env.ts refuses it outside tests).
  let dealers = await readDealers(env.TEST_DEALERS_DIR ?? resolve(root, 'src/content/dealers'));
  const db = await openDatabase(env.DATABASE_URL, logger);
  const warranty = createWarrantyRepository(db);
  const claims = createClaimRepository(db, undefined, bankSealOf(env));
  const sealed = await claims.sealPlainBankDetails();
  if (sealed > 0) logger.info('claims: sealed bank details kept before sealing', { claims: sealed });
  const service = createServiceRepository(db);
  const routing = createRoutingRepository(
    db,
    { dealers, postcodes },
    {
      radiusKm: env.ROUTING_RADIUS_KM,
      waitingCap: env.ROUTING_WAITING_CAP,
      responseMinutes: Math.round(env.ROUTING_RESPONSE_HOURS * 60),
      maxHandovers: env.ROUTING_MAX_HANDOVERS,
      siteUrl: env.SITE_URL,
      notifyTo: env.LEADS_NOTIFY_TO,
    },
  );
  await routing.ensureDealers();
  const leads = createLeadRepository(db, undefined, routing);
  const sender =
    options.mailSender !== undefined
      ? options.mailSender
      : env.SMTP_URL
        ? createSmtpSender(env.SMTP_URL)
        : null;
  const outbox = createOutboxWorker({
    repository: leads,
    sender,
    from: env.MAIL_FROM,
    logger: logger.child({ component: 'outbox' }),
    pollMs: env.OUTBOX_POLL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    leaseMs: env.OUTBOX_LEASE_MS,
  });
  const people = createPersonContexts({ db, clock, env, kickOutbox: () => outbox.kick(), logger });
  const { home, care, privacy } = people;
  const retention = createRetentionJob({
    repository: leads,
    paymentRuns: claims,
    homeAccess: { deleteExpired: () => deleteExpiredHomeAccess(home) },
    privacyRequests: { sweep: () => sweepPrivacyRequests(privacy) },
    retentionDays: env.LEAD_RETENTION_DAYS,
    logger: logger.child({ component: 'retention' }),
  });
  const metrics = options.metrics ?? createMetrics();
  metrics.setOutboxSource(() => readOutboxCounts(db));
  const timeouts = createTimeoutWorker({
    routing,
    pollMs: env.ROUTING_TIMEOUT_POLL_MS,
    logger: logger.child({ component: 'routing' }),
    onPassed: (passed) => {
      metrics.routingTimeouts.inc(passed);
      outbox.kick();
    },
  });
  const rateLimitStore = createRateLimitStore(env.DATABASE_URL);
  const onRefused = (name: string) => metrics.rateLimitRefusals.inc({ limit: name });
  const { rateLimiter, dailyFormLimiter, confirmationLimits, signInLimits } = createFormLimiters(
    env,
    rateLimitStore,
    onRefused,
  );
  const uploads = await createUploadLimits(
    db,
    {
      concurrency: env.UPLOAD_CONCURRENCY,
      perClient: env.UPLOAD_SLOTS_PER_CLIENT,
      perNetwork: env.UPLOAD_SLOTS_PER_NETWORK,
      preemptBelowBytesPerSecond: env.UPLOAD_PREEMPT_BELOW_BYTES_PER_SECOND,
      preemptAfterMs: env.UPLOAD_RATE_GRACE_SECONDS * 1000,
      clientMbPerDay: env.UPLOAD_CLIENT_MB_PER_DAY,
      pendingMaxMb: env.UPLOAD_PENDING_MAX_MB,
    },
    { store: rateLimitStore, onRefused },
  );
  const pdf = createPdfPool({
    workers: env.PDF_WORKERS,
    perClient: env.PDF_PER_CLIENT,
    queueMax: env.PDF_QUEUE_MAX,
    logger: logger.child({ service: 'pdf' }),
  });
  const certificates = createCertificateCache(env, root, pdf, logger);
  // Certificates nobody asked for in a while go (they name the owner): at start, then daily.
  const sweepCertificates = () =>
    void certificates
      .sweep()
      .catch((error: unknown) => logger.warn('certificate cache not swept', { error }));
  let sweeper: NodeJS.Timeout | undefined;
  if (options.startWorkers !== false) {
    sweepCertificates();
    sweeper = setInterval(sweepCertificates, DAY_MS);
    sweeper.unref();
    outbox.start();
    retention.start();
    timeouts.start();
    care.start();
  }
  logger.info('services ready', {
    database: db.dialect,
    postcodes: Object.keys(postcodes).length,
    dealers: dealers.length,
  });

  let closing: Promise<void> | null = null;
  return {
    clock,
    db,
    leads,
    outbox,
    retention,
    routing,
    timeouts,
    warranty,
    pdf,
    certificates,
    claims,
    service,
    ...people,
    get dealers() {
      return dealers;
    },
    async reloadDealers(contentDir) {
      const next = await readDealers(resolve(contentDir, 'src/content/dealers'));
      await routing.replaceDealers(next);
      dealers = next;
      logger.info('dealer directory reloaded', { dealers: next.length });
    },
    rateLimiter,
    dailyFormLimiter,
    confirmationLimits,
    signInLimits,
    uploads,
    metrics,
    async databaseReachable() {
      try {
        await sql`select 1`.execute(db.db);
        return true;
      } catch {
        return false;
      }
    },
    postcodes,
    settings: settingsOf(env),
    logger,
    close() {
      closing ??= (async () => {
        clearInterval(sweeper);
        await Promise.all([outbox.stop(), retention.stop(), timeouts.stop(), care.stop(), pdf.close()]);
        await Promise.all([db.close(), rateLimitStore.close(), uploads.close()]);
      })();
      return closing;
    },
  };
}

/** The form's rate limits: per client per window, each form's daily limit, and confirmation mail's. */
function createFormLimiters(
  env: Env,
  rateLimitStore: ReturnType<typeof createRateLimitStore>,
  onRefused: (name: string) => void,
): Pick<Services, 'rateLimiter' | 'dailyFormLimiter' | 'confirmationLimits' | 'signInLimits'> {
  const rateLimiter = createRateLimiter({
    name: 'form',
    limit: env.FORM_RATE_LIMIT,
    windowMs: env.FORM_RATE_WINDOW_SECONDS * 1000,
    store: rateLimitStore,
    onRefused,
  });
  const dailyFormLimiters = new Map<string, RateLimiter>();
  // Mail a visitor asks for goes out per address and per client, so the site is no mail relay.
  const limiter = (name: string, limit: number, windowMs: number) =>
    createRateLimiter({ name, limit, windowMs, store: rateLimitStore, onRefused });
  const addressLimits = (name: string, perAddress: number, perClient: number, windowMs: number) => ({
    recipient: limiter(`${name}-recipient`, perAddress, windowMs),
    client: limiter(`${name}-client`, perClient, windowMs),
  });
  const confirmationLimits = addressLimits(
    'confirmation',
    CONFIRMATIONS_PER_RECIPIENT_PER_DAY,
    CONFIRMATIONS_PER_CLIENT_PER_DAY,
    DAY_MS,
  );
  const dailyFormLimiter = (type: string, limit: number): RateLimiter => {
    const name = `form-daily-${type}`;
    let limiter = dailyFormLimiters.get(name);
    if (!limiter) {
      // FORM_RATE_LIMIT=0 turns form limits off (a test server's), the daily ones with them.
      limiter = createRateLimiter({
        name,
        limit: env.FORM_RATE_LIMIT === 0 ? 0 : limit,
        windowMs: DAY_MS,
        store: rateLimitStore,
        onRefused,
      });
      dailyFormLimiters.set(name, limiter);
    }
    return limiter;
  };
  const signInLimits = addressLimits(
    'home-sign-in',
    SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR,
    SIGN_IN_LINKS_PER_CLIENT_PER_HOUR,
    HOUR_MS,
  );
  return { rateLimiter, dailyFormLimiter, confirmationLimits, signInLimits };
}

/** Warranty certificates kept on disk: beside an SQLite file, else in data/ (CERTIFICATE_CACHE_DIR). */
function createCertificateCache(env: Env, root: string, pool: PdfPool, logger: Logger): CertificateStore {
  return createCertificateStore({
    dir: resolve(
      root,
      env.CERTIFICATE_CACHE_DIR ??
        (isPostgresUrl(env.DATABASE_URL) || env.DATABASE_URL === ':memory:'
          ? 'data/certificates'
          : join(dirname(env.DATABASE_URL), 'certificates')),
    ),
    pool,
    logger,
  });
}

/** The settings pages and endpoints read, from the environment. */
function settingsOf(env: Env): ServiceSettings {
  return {
    formBodyLimitBytes: env.FORM_BODY_LIMIT_BYTES,
    notifyTo: env.LEADS_NOTIFY_TO,
    confirmVisitor: env.LEADS_CONFIRMATION_EMAIL,
    https: new URL(env.SITE_URL).protocol === 'https:',
    siteUrl: env.SITE_URL,
    payouts: {
      secondApprovalAboveAud: env.PAYOUT_SECOND_APPROVAL_ABOVE_AUD,
      keepDays: env.PAYMENT_RUN_RETENTION_DAYS,
      originator: abaOriginatorOf(env),
    },
  };
}
