/**
 * The one place configuration is read from the environment. Everything else receives the parsed,
 * typed result: nothing else in the project reads `process.env`.
 *
 * Every variable is optional: with none set, the site runs on its embedded defaults (a SQLite file,
 * no Tag Manager, no chat) in production; `npm start` adds NODE_ENV=development when neither it nor
 * AUTH0_DOMAIN is set, which starts the development identity provider.
 */
import { z } from 'zod';
import { retentionSchedule } from './retention.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A 32-byte key written as 64 hex digits or base64; undefined when it is neither. */
export function decodeKey(value: string): Buffer | undefined {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const booleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => value === 'true' || value === '1' || value === 'yes'),
);

export const envSchema = z.object({
  /**
   * `production` (the default: fail closed) keeps the development identity provider and the content
   * editor on the project's own checkout off; `development` (what `npm start` sets when neither this
   * nor AUTH0_DOMAIN is set) and `test` (the test suites) turn them on.
   */
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  /** Folder of the build (`npm run build` writes it, the server serves it); separate folders let builds run side by side. */
  DIST_DIR: z.preprocess(emptyToUndefined, z.string().default('dist')),
  /**
   * Astro's cache folder (the pictures' sizes, the content store) for this build; unset:
   * `node_modules/.astro`. Publishing sets one outside its throwaway worktree, so each publish reuses
   * the last one's pictures.
   */
  ASTRO_CACHE_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Git checkout the content editor writes, commits and builds from (src/server/editor). Unset: the
   * project itself outside production, and no editor at all with NODE_ENV=production (public instances).
   */
  EDITOR_REPO_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Minutes the content editor's preview renderer (src/server/editor/preview-renderer.ts) may go
   * unasked before it is stopped (the next "Preview changes" starts it again).
   */
  PREVIEW_IDLE_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().min(0.05).max(1440).default(20)),
  /** Remote each publish is pushed to (`origin`); unset: commits stay in the editing checkout. */
  EDITOR_PUSH_REMOTE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w.-]+$/, 'must be a git remote name')
      .optional(),
  ),
  /** TCP port the site listens on; 0 picks a free one (tests). */
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(4321)),
  /** Interface to bind. */
  HOST: z.preprocess(emptyToUndefined, z.string().default('localhost')),
  /**
   * Public origin of the site: canonical URLs, sitemap, Open Graph, origin check of form posts, and
   * every link in the mail the site sends. The server refuses to start without it in production
   * (`loadEnv(…, { serving: true })`): mail would otherwise link to localhost.
   */
  SITE_URL: z.preprocess(emptyToUndefined, z.url().default('http://localhost:4321')),
  /** Extra origins whose form posts are accepted (comma-separated), e.g. an https proxy's public name. */
  ALLOWED_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url())),
  ),
  /** `postgres://…` selects PostgreSQL; anything else (or unset) is a SQLite file path. */
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().default('data/cirrus.sqlite')),
  /** Identity provider origin (Auth0 tenant or any provider speaking its endpoints). Unset: the development provider. */
  AUTH0_DOMAIN: optionalUrl,
  /** Client id of the single-page application registered at the identity provider. */
  AUTH0_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(1).default('cirrus-site')),
  /** Organisation every login is tied to (`org_…` id or organisation name). */
  AUTH0_ORGANIZATION: z.preprocess(emptyToUndefined, z.string().min(1).default('org_cirrus')),
  /** API audience of the portal's access tokens. */
  AUTH0_AUDIENCE: z.preprocess(
    emptyToUndefined,
    z.string().min(1).default('https://api.cirrusclimate.com.au/portal'),
  ),
  /** Port of the development identity provider (only when AUTH0_DOMAIN is unset). */
  DEV_IDP_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(4400)),
  /** Lets the development identity provider start with NODE_ENV=production (demos only). */
  ALLOW_DEV_IDP_IN_PRODUCTION: booleanFlag,
  /**
   * Namespace of the custom claims in ID and access tokens (`{ns}roles`, `{ns}name`, `{ns}email`); an
   * Auth0 Action must add them under the same namespace.
   */
  AUTH0_CLAIM_NAMESPACE: z.preprocess(
    emptyToUndefined,
    z
      .url()
      .refine((value) => value.endsWith('/'), 'must end with "/"')
      .default('https://cirrusclimate.com.au/'),
  ),
  /**
   * Private RS256 signing key (JWK as JSON) of the development identity provider. Unset: a new key is
   * generated at every start. Tests set it so they can forge tokens the server would otherwise trust.
   */
  DEV_IDP_SIGNING_KEY: z.preprocess(emptyToUndefined, z.string().startsWith('{').optional()),
  /** Google Tag Manager container id. Unset: no Tag Manager. */
  GTM_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')
      .optional(),
  ),
  /** Origin Tag Manager is loaded from (tests point it at a loopback fixture). */
  GTM_ORIGIN: z.preprocess(emptyToUndefined, z.url().default('https://www.googletagmanager.com')),
  /** `platform` value pushed into the dataLayer before anything else; kept for existing containers. */
  DATALAYER_PLATFORM: z.preprocess(emptyToUndefined, z.string().max(40).default('gatsby')),
  /** dataLayer event pushed 50 ms after each route change. */
  ROUTE_CHANGE_EVENT: z.preprocess(emptyToUndefined, z.string().max(60).default('gatsby-route-change')),
  /** dataLayer event pushed 1 s after a page has loaded. */
  PAGE_LOAD_EVENT: z.preprocess(emptyToUndefined, z.string().max(60).default('page-load')),
  /** Global name of the analytics object whose `kpv` call tracks page views. */
  ANALYTICS_GLOBAL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z_$][\w$]*$/)
      .default('analytics'),
  ),
  /** Chat messenger bootstrap script. Unset: no chat. */
  CHAT_SCRIPT_URL: optionalUrl,
  /**
   * Style of the dealer locator's hosted map: a MapLibre style document (JSON) by URL. Set, the
   * locator draws its map with MapLibre GL JS from this style (loaded only when the map shows), and
   * the Content-Security-Policy lets the page fetch from its origin; unset, or when the style or its
   * tiles fail to load, the locator draws its embedded map of Australia (docs/front-end.md).
   */
  MAP_STYLE_URL: optionalUrl,
  /**
   * Further origins the hosted map's style loads from when they differ from the style's own (tiles,
   * glyphs, sprite), comma-separated; each is let into the policy's connect-src and img-src.
   */
  MAP_TILE_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url())),
  ),
  /** SMTP server for lead notifications (`smtp://user:pass@host:port`). Unset: notifications wait in the outbox. */
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Address new leads are emailed to. */
  LEADS_NOTIFY_TO: z.preprocess(emptyToUndefined, z.email().default('leads@cirrusclimate.com.au')),
  /** Sender of notification mail. */
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z.string().default('Cirrus Climate <no-reply@cirrusclimate.com.au>'),
  ),
  /**
   * Promotion payouts: a claim paying more than this many dollars needs a second approval, from
   * another staff member, before it is paid. 0 (the default): every payout does (dual control).
   * A server setting, not content: nobody who edits promotions can lift it.
   */
  PAYOUT_SECOND_APPROVAL_ABOVE_AUD: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(5000).default(0),
  ),
  /**
   * Key the claimants' BSB and account numbers (and the payment files kept for a while) are
   * encrypted with at rest: 32 bytes, as 64 hex digits or base64. Required to serve with
   * NODE_ENV=production; outside it a fixed development key stands in.
   */
  BANK_DETAILS_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => decodeKey(value) !== undefined, 'must be 32 bytes as 64 hex digits or base64')
      .optional(),
  ),
  /** Days a payment run's file can be downloaded again by its id (a lost download loses nothing). */
  PAYMENT_RUN_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(365).default(30),
  ),
  /** The payment file (ABA): the paying bank's three-letter abbreviation, e.g. CBA, WBC, NAB, ANZ. */
  ABA_BANK: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Z]{3}$/, "must be the bank's three capital letters, e.g. CBA")
      .optional(),
  ),
  /** The payment file: the user name the bank knows the account holder by (26 characters at most). */
  ABA_USER_NAME: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\x20-\x7e]{1,26}$/)
      .optional(),
  ),
  /** The payment file: the APCA user identification number the bank issued (six digits). */
  ABA_USER_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{6}$/, 'must be six digits')
      .optional(),
  ),
  /** The payment file: BSB of the account the payouts are drawn from (returns go back to it). */
  ABA_TRACE_BSB: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{3}-?\d{3}$/, 'must be six digits, e.g. 062-000')
      .optional(),
  ),
  /** The payment file: number of that account (up to nine digits, leading zeros kept). */
  ABA_TRACE_ACCOUNT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,9}$/, 'must be up to nine digits')
      .optional(),
  ),
  /** The payment file: the remitter the payees' statements name (16 characters at most). */
  ABA_REMITTER_NAME: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\x20-\x7e]{1,16}$/, 'must be 1 to 16 plain characters')
      .default('CIRRUS CLIMATE'),
  ),
  /** Days after closing that a lead's personal details are erased. */
  LEAD_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(730)),
  /** Trust `X-Forwarded-*` headers (behind a reverse proxy). */
  TRUST_PROXY: booleanFlag,
  /**
   * Proxies in front of the site that append to X-Forwarded-For (with TRUST_PROXY): the client is
   * the entry this many places from the end; anything before it may be forged by the client.
   */
  TRUST_PROXY_HOPS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10).default(1)),
  /** Time a client has to send its request headers, seconds. */
  HTTP_HEADERS_TIMEOUT_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(300).default(20),
  ),
  /** Time a client has to send its whole request, seconds (at least the headers' time). */
  HTTP_REQUEST_TIMEOUT_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(3600).default(60),
  ),
  /** Longest lifetime (exp − iat) of an access token the portal accepts, seconds. */
  AUTH_MAX_TOKEN_LIFETIME_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(60)
      .max(7 * 86_400)
      .default(86_400),
  ),
  /** Port of the Prometheus metrics endpoint (`/metrics`); 0 picks a free one. */
  METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(9464)),
  /** Interface of the metrics endpoint: loopback unless a scraper elsewhere must reach it. */
  METRICS_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  /** Lead form posts accepted per client and form within the window; 0 turns the limit off (benchmarks). */
  FORM_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).default(5)),
  /** Length of the lead form rate-limit window, seconds. */
  FORM_RATE_WINDOW_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(86_400).default(60),
  ),
  /** Largest lead form body accepted, bytes; larger posts get 413. */
  FORM_BODY_LIMIT_BYTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 * 1024)
      .default(64 * 1024),
  ),
  /**
   * Files (warranty proofs, claim invoices, service photos) one server process reads at once, each
   * from its first byte until its post is answered; a file past it is refused with 503, the form's
   * fields kept. Files stream to disk: a few MB of memory each.
   */
  UPLOAD_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(16)),
  /**
   * Posts with a file one client (address; IPv6 by /64) may have in flight in one process; past it
   * the post is refused with 429 before a byte of its body is read.
   */
  UPLOAD_SLOTS_PER_CLIENT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1000).default(2),
  ),
  /**
   * Posts with a file one network (IPv4 /24, IPv6 /48) may have in flight in one process; past it:
   * 429 before a byte is read. 0 (the default) turns it off: carriers put many customers behind one
   * /24, and the slowest upload gives way to a new one anyway (UPLOAD_PREEMPT_BELOW_BYTES_PER_SECOND).
   */
  UPLOAD_SLOTS_PER_NETWORK: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(10_000).default(0),
  ),
  /**
   * With every upload slot taken, the slowest upload averaging under this, bytes a second, since it
   * started (and running UPLOAD_RATE_GRACE_SECONDS at least) is stopped (503) and its slot given to
   * the new one; 0: never, the new one is refused.
   */
  UPLOAD_PREEMPT_BELOW_BYTES_PER_SECOND: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(100_000_000).default(65_536),
  ),
  /**
   * Slowest an upload may send, bytes a second, averaged over each UPLOAD_RATE_GRACE_SECONDS the
   * server waits for it; a slower one is cut (408), its slot freed. 0 turns the check off.
   */
  UPLOAD_MIN_BYTES_PER_SECOND: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(10_000_000).default(8_192),
  ),
  /** How long an upload may send less than UPLOAD_MIN_BYTES_PER_SECOND before it is cut, seconds. */
  UPLOAD_RATE_GRACE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(600).default(10),
  ),
  /** Megabytes of files one client may upload per day (counted as they arrive); 0 turns the bound off. */
  UPLOAD_CLIENT_MB_PER_DAY: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(100_000).default(50),
  ),
  /** Megabytes of uploaded files waiting for staff review, in total, beyond which uploads are refused. */
  UPLOAD_PENDING_MAX_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(2048),
  ),
  /**
   * Threads drawing PDFs made on request (warranty certificates), off the event loop; each draws
   * one at a time (about 0.4 s of processor each).
   */
  PDF_WORKERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(16).default(1)),
  /** PDFs one client (address; IPv6 by /64) may have waiting or being drawn; past it: 429. */
  PDF_PER_CLIENT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(2)),
  /** PDFs waiting for a thread, in all, per process; past it: 503 with Retry-After. */
  PDF_QUEUE_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000).default(16)),
  /**
   * Folder warranty certificates are kept in once drawn (one file per registration version; they
   * name the owner: mode 0600). Unset: `certificates/` beside the SQLite database, or
   * `data/certificates` with PostgreSQL.
   */
  CERTIFICATE_CACHE_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Also email visitors a confirmation of their request (when they gave an email address). */
  LEADS_CONFIRMATION_EMAIL: booleanFlag,
  /** How often the notification outbox looks for mail to send, ms (new leads also wake it at once). */
  OUTBOX_POLL_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(50).max(3_600_000).default(5_000),
  ),
  /** How often My home's care-reminder job looks for reminders due, ms (they go at 8 am on the owner's wall clock). */
  CARE_REMINDER_POLL_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(50).max(3_600_000).default(600_000),
  ),
  /** First retry delay of a failed notification, ms; doubles per attempt (capped at one hour). */
  OUTBOX_RETRY_BASE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  ),
  /** Attempts before a notification is marked failed. */
  OUTBOX_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(10)),
  /** How long a claimed ("sending") notification is reserved before another attempt may take it over, ms. */
  OUTBOX_LEASE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(500).max(3_600_000).default(120_000),
  ),
  /** Farthest a dealer may be from a quote's or installer request's postcode, km; beyond it the lead goes to staff. */
  ROUTING_RADIUS_KM: z.preprocess(emptyToUndefined, z.coerce.number().min(1).max(5000).default(150)),
  /** A dealer's time to accept a lead, in hours of its own opening hours (0.25 steps). */
  ROUTING_RESPONSE_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .min(0.25)
      .max(80)
      .refine((hours) => Number.isInteger(hours * 4), 'use quarter hours (e.g. 4 or 1.5)')
      .default(4),
  ),
  /** Hand-overs (declines and timeouts) after which a lead goes to the staff queue. */
  ROUTING_MAX_HANDOVERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(20).default(3)),
  /** Leads a dealer may have waiting for acceptance at once (staff may set another cap per dealer). */
  ROUTING_WAITING_CAP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(10)),
  /** How often each server process looks for leads whose response window ended, ms. */
  ROUTING_TIMEOUT_POLL_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  ),
  /**
   * Tests only (refused unless NODE_ENV=test): the instant the server's clock (src/server/clock.ts)
   * reads at start-up, ISO 8601 with an offset; it runs on from there. Every date decision
   * (promotions, purchase windows, business hours, retention) follows it.
   */
  TEST_NOW: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true }).optional()),
  /**
   * Tests only (refused unless NODE_ENV=test): a folder of promotion YAML files the server offers
   * instead of the site's own (src/content/promotions), so tests own the promotions they claim under.
   */
  TEST_PROMOTIONS_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Build only: a folder of promotion YAML files the static pages (badges on cards and product pages,
   * the home page's offers) are made from instead of src/content/promotions. The test build
   * (`npm run build:test`) names the tests' own promotions, dated around the build's day, so no
   * calendar date or marketing edit changes what the browser tests see.
   */
  BUILD_PROMOTIONS_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Tests only (refused unless NODE_ENV=test): a folder of dealer YAML files (one list per state, as
   * src/content/dealers) the server routes leads to instead of the site's, so a dealer staff correct
   * in the editor never changes which dealer a test's lead reaches (tests/fixtures/content/dealers).
   */
  TEST_DEALERS_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Build only: a folder holding `rebates/`, `rebate-tables/` and `rebate-settings/` the planner's
   * rules, postcode tables and settings are built from instead of src/content's. The test build
   * (`npm run build:test`) names the tests' own (tests/fixtures/content), so a rule staff correct
   * in the editor never changes a figure the browser tests read.
   */
  BUILD_REBATES_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
});

export type Env = z.infer<typeof envSchema>;

/** Largest file a form takes (a proof of purchase, an invoice), bytes. */
export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;

/**
 * Largest body of a form that takes a file, bytes. Above the file's own limit, so a file a little
 * too large is read (and thrown away as it streams) to the end and the form answers with its fields
 * kept; past this the post is cut off.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * Largest request body any route may accept, bytes: the adapter's own limit (astro.config.ts). It
 * only ever sees the upload forms' bodies, which stream through it; every other body reaches the
 * adapter already read and capped (src/server/http/body-limit.ts).
 */
export const MAX_REQUEST_BODY_BYTES = UPLOAD_BODY_LIMIT_BYTES;

/** Variables whose values are secrets as a whole: never shown in a message. */
const secretVariables = new Set(['DEV_IDP_SIGNING_KEY', 'BANK_DETAILS_KEY']);

/**
 * A value as a message may show it: whatever stands between `scheme://` and the last `@` (a
 * password, even one that makes the URL invalid) is replaced by `***`, keeping the user name.
 */
export function redactCredentials(value: string): string {
  return value.replace(/([a-z][\w+.-]*:\/\/)(.*)@/gi, (_match, scheme: string, userinfo: string) => {
    const colon = userinfo.indexOf(':');
    return `${scheme}${colon === -1 ? '***' : `${userinfo.slice(0, colon)}:***`}@`;
  });
}

/** Rules across variables, checked after each has parsed; `serving`: the server is starting. */
function crossChecks(
  env: Env,
  source: Record<string, string | undefined>,
  serving: boolean,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  // Builds and tools run on the default; a production server would mail links to localhost.
  if (serving && env.NODE_ENV === 'production' && emptyToUndefined(source.SITE_URL) === undefined) {
    problems.push({
      path: 'SITE_URL',
      message:
        'not set: a production server needs its public origin (e.g. https://www.cirrusclimate.com.au) for the links in its mail',
    });
  }
  // Bank details at rest are only as safe as their key: production brings its own.
  if (serving && env.NODE_ENV === 'production' && env.BANK_DETAILS_KEY === undefined) {
    problems.push({
      path: 'BANK_DETAILS_KEY',
      message:
        "not set: a production server encrypts claimants' bank details with its own key (32 bytes: `openssl rand -hex 32`)",
    });
  }
  if (env.NODE_ENV === 'production' && env.AUTH0_DOMAIN && new URL(env.AUTH0_DOMAIN).protocol !== 'https:') {
    problems.push({ path: 'AUTH0_DOMAIN', message: 'must be an https:// URL with NODE_ENV=production' });
  }
  // Test settings never reach a real instance: a clock, promotions or dealers set by hand would mislead visitors.
  for (const name of ['TEST_NOW', 'TEST_PROMOTIONS_DIR', 'TEST_DEALERS_DIR'] as const) {
    if (env[name] !== undefined && env.NODE_ENV !== 'test')
      problems.push({ path: name, message: 'is only honoured with NODE_ENV=test' });
  }
  return problems;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once; a bad value throws a message that names the variable. `serving`:
 * for the server's start (src/server/main.ts), which also needs what only a running site uses.
 */
export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  { serving = false }: { serving?: boolean } = {},
): Env {
  const result = envSchema.safeParse(source);
  const issues = result.success
    ? crossChecks(result.data, source, serving)
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  if (result.success && issues.length === 0) return result.data;
  const problems = issues.map((issue) => {
    const name = issue.path || '(environment)';
    const value = source[name];
    const shown =
      typeof value === 'string' && !secretVariables.has(name)
        ? ` (got ${JSON.stringify(redactCredentials(value).slice(0, 80))})`
        : '';
    return `  ${name}: ${redactCredentials(issue.message)}${shown}`;
  });
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/**
 * What the server says as it starts about defaults that only suit a developer's machine: outside
 * production (where SITE_URL is required) an unset SITE_URL means every link in the mail the site
 * sends, and the UID of every calendar (.ics) invitation, names http://localhost:4321.
 */
export function startNotices(env: Env, source: Record<string, string | undefined> = process.env): string[] {
  const notices: string[] = [];
  if (env.NODE_ENV !== 'production' && emptyToUndefined(source.SITE_URL) === undefined) {
    notices.push(
      `SITE_URL is not set: links in the mail this server sends, and the UID of each calendar (.ics) invitation, use ${env.SITE_URL} (the development default). Set SITE_URL to the address people reach this site at.`,
    );
  }
  return notices;
}

/** The server's configuration as it starts: loadEnv with what only a running site needs. */
export const loadServerEnv = (source: Record<string, string | undefined> = process.env): Env =>
  loadEnv(source, { serving: true });

/** Values baked into the static pages at build; `npm start` rebuilds when they change. */
export function buildTimeConfig(env: Env) {
  return {
    siteUrl: env.SITE_URL,
    dataLayerPlatform: env.DATALAYER_PLATFORM,
    /**
     * Client id of the login: the header's tiny session check looks for the SDK's
     * `auth0.{clientId}.is.authenticated` cookie before loading anything. Everything else about login
     * (the provider's URL may be a free port in tests) is served at run time by `/api/auth/config`.
     */
    authClientId: env.AUTH0_CLIENT_ID,
    /** Whose promotions the pages name: the site's content, or the tests' (a test build). */
    promotions: env.BUILD_PROMOTIONS_DIR ? ('tests' as const) : ('content' as const),
    /** Whose rebate rules, tables and settings the planner is built with: the site's, or the tests'. */
    rebates: env.BUILD_REBATES_DIR ? ('tests' as const) : ('content' as const),
    /** How long each kind of personal information is kept: the privacy policy states these numbers. */
    retention: retentionSchedule(env),
  };
}

export type BuildTimeConfig = ReturnType<typeof buildTimeConfig>;

/**
 * Values the browser reads at run time from `/page-data/app-data.json`, so one build serves every
 * environment: Tag Manager, chat, analytics names and the dealer map's style change without a rebuild.
 */
export function runtimeClientConfig(env: Env) {
  return {
    gtmId: env.GTM_ID ?? null,
    gtmOrigin: env.GTM_ORIGIN,
    routeChangeEvent: env.ROUTE_CHANGE_EVENT,
    pageLoadEvent: env.PAGE_LOAD_EVENT,
    analyticsGlobal: env.ANALYTICS_GLOBAL,
    chatScriptUrl: env.CHAT_SCRIPT_URL ?? null,
    /** The dealer map's hosted style (MAP_STYLE_URL); null: the embedded map. */
    mapStyleUrl: env.MAP_STYLE_URL ?? null,
  };
}

export type RuntimeClientConfig = ReturnType<typeof runtimeClientConfig>;
