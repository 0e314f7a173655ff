/**
 * Entry point of `npm start` (after the build): validates the configuration, loads the built
 * Astro handler and serves the site. Runs under Node's TypeScript type stripping, no compile step.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ConfigError,
  type Env,
  loadServerEnv,
  runtimeClientConfig,
  startNotices,
  UPLOAD_BODY_LIMIT_BYTES,
} from '../config/env.ts';
import { EDITOR_SAVE_PATH } from '../editor/save-problems.ts';
import { CONTENT_IMAGE_PATH } from '../lib/editor/content-image-url.ts';
import { isPrivatePagePath } from '../lib/private-pages.ts';
import { startIdentity } from './auth/identity.ts';
import { readBuildInfo } from './build-info.ts';
import { REVIEW_WRITE_PATH } from './dealers/review-paths.ts';
import { startReviewInvitations } from './dealers/site.ts';
import { contentImageRoute } from './editor/content-image-route.ts';
import { EDITOR_SAVE_LIMIT_BYTES, editorGate } from './editor/gate.ts';
import { createPreviewRenderer } from './editor/preview-renderer.ts';
import { previewRoute } from './editor/preview-route.ts';
import { createPublisher } from './editor/publish.ts';
import { PREVIEW_PATH, PUBLISH_PATH, publishRoute } from './editor/publish-route.ts';
import { type EditorSession, sessionCookies } from './editor/session.ts';
import { leadFormActions, uploadFormActions } from './forms/index.ts';
import { APP_DATA_PATH, appDataRoute } from './http/app-data-route.ts';
import { createBodyLimit } from './http/body-limit.ts';
import { cspReportRoute } from './http/csp-report.ts';
import { loginHints } from './http/login-hints.ts';
import { clientInfo, configuredOrigins, createOriginGuard } from './http/request-guards.ts';
import { createRouteTable, routeLabel } from './http/route-table.ts';
import { buildContentSecurityPolicy, hostedMapOrigins, originOf } from './http/security-headers.ts';
import { type AstroHandler, createSiteServer, type SiteBuild, type SiteServer } from './http/site-server.ts';
import { checklistUploadPaths } from './installs/checklist-paths.ts';
import { createPeriodicJob } from './jobs/periodic-job.ts';
import { createLogger } from './log.ts';
import { createMetrics, startMetricsServer } from './metrics.ts';
import { mailSafetyNotices, readNoticeDocument } from './my-home/safety-notices.ts';
import { createServices, type Services } from './services.ts';

const root = resolve(import.meta.dirname, '../..');
const logger = createLogger({ service: 'cirrus-site' });

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let env: Env;
try {
  env = loadServerEnv();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

for (const notice of startNotices(env)) logger.warn(notice);

const distDir = resolve(root, env.DIST_DIR);
const buildFile = resolve(distDir, 'build.json');
const entryFile = resolve(distDir, 'server/entry.mjs');
if (!existsSync(buildFile) || !existsSync(entryFile))
  fail('No build found: run `npm run build` (or `npm start`).');
const buildInfo = readBuildInfo(buildFile);

// Login: the configured tenant, or the bundled development identity provider on its own port
// (before loading the site's handler, so a configuration refusal comes at once).
const identity = await startIdentity(env, logger).catch((error: unknown) =>
  error instanceof ConfigError ? fail(error.message) : Promise.reject(error),
);

// The adapter must not start its own server: this process wraps its handler instead.
// biome-ignore lint/style/noProcessEnv: a write the adapter reads, not configuration (that is config/env.ts)
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

// Database (migrated), leads, notification outbox, retention, rate limits, postcode table.
const metrics = createMetrics();
let services: Services;
try {
  services = await createServices(env, logger, { root, metrics });
} catch (error) {
  logger.error('could not start services', { error });
  await identity.close();
  process.exit(1);
}

// Invitations to review a dealer, seven days after an owner confirmed an install or a visit was done.
const reviewInvitations = startReviewInvitations(services, logger.child({ component: 'reviews' }));

const https = new URL(env.SITE_URL).protocol === 'https:';

/** The policy of portal and editor pages (private-pages.ts): no Tag Manager and no chat. */
const privatePolicy = (scriptHashes: readonly string[]) =>
  buildContentSecurityPolicy({
    scriptHashes: [...scriptHashes],
    tagManagerOrigin: null,
    chatOrigin: null,
    identityOrigin: originOf(identity.config.domain),
    https,
  });

/** A build ready to serve: its handler, files, id, and the policies made with its script hashes. */
async function loadBuild(dir: string, info = readBuildInfo(resolve(dir, 'build.json'))): Promise<SiteBuild> {
  const { handler } = (await import(pathToFileURL(resolve(dir, 'server/entry.mjs')).href)) as {
    handler: AstroHandler;
  };
  const csp = buildContentSecurityPolicy({
    scriptHashes: info.scriptHashes,
    tagManagerOrigin: env.GTM_ID ? originOf(env.GTM_ORIGIN) : null,
    chatOrigin: originOf(env.CHAT_SCRIPT_URL),
    mapOrigins: hostedMapOrigins(env.MAP_STYLE_URL, env.MAP_TILE_ORIGINS),
    identityOrigin: originOf(identity.config.domain),
    https,
  });
  // Portal and editor pages (private-pages.ts): no Tag Manager and no chat, enforced by their policy.
  const privateCsp = privatePolicy(info.scriptHashes);
  return {
    astroHandler: handler,
    clientDir: resolve(dir, 'client'),
    buildId: info.buildId,
    csp,
    cspFor: (path) => (isPrivatePagePath(path) ? privateCsp : undefined),
  };
}
const firstBuild = await loadBuild(distDir, buildInfo);
// What metrics name a request by: the served build's routes (a publish swaps them with the build).
let routeTable = createRouteTable(buildInfo.routes);
const serverPaths = new Set([
  '/healthz',
  '/readyz',
  APP_DATA_PATH,
  PUBLISH_PATH,
  PREVIEW_PATH,
  CONTENT_IMAGE_PATH,
]);
// The folder of the build being served: previews and publishes list the pages they change against it.
let servedDir = distDir;
// The content editor: on the editing instance only (EDITOR_REPO_DIR, or the project itself outside
// production); public instances answer 404 for its paths.
const editorRepo = env.EDITOR_REPO_DIR
  ? resolve(env.EDITOR_REPO_DIR)
  : env.NODE_ENV === 'production'
    ? undefined
    : root;
// Safety notices in the served build, mailed once to each owner they cover: every few minutes, and
// at once after a publish (src/server/my-home/safety-notices.ts).
const safetyNotices = createPeriodicJob({
  run: async () => {
    const context = { db: services.db.db, clock: services.clock.now, siteUrl: env.SITE_URL };
    const queued = await mailSafetyNotices(context, await readNoticeDocument(resolve(servedDir, 'client')));
    if (queued > 0) services.outbox.kick();
    return queued;
  },
  intervalMs: 5 * 60_000,
  logger: logger.child({ component: 'safety-notices' }),
  failure: 'safety notices not mailed',
});
const editorSessions = new WeakMap<import('node:http').IncomingMessage, EditorSession>();
const editorCookies = sessionCookies(https);

// The preview renders the editing checkout's pages on request (src/server/editor/preview-renderer.ts).
const previewRenderer = editorRepo
  ? createPreviewRenderer({
      repoDir: editorRepo,
      logger: logger.child({ service: 'content-preview' }),
      // biome-ignore lint/style/noProcessEnv: the renderer takes the build-time variables of it (PREVIEW_ENVIRONMENT)
      environment: process.env,
      idleMs: env.PREVIEW_IDLE_MINUTES * 60_000,
    })
  : undefined;

// Publishing builds in the background and swaps the served build (src/server/editor/publish.ts).
const publisher =
  editorRepo && previewRenderer
    ? createPublisher({
        renderer: previewRenderer,
        repoDir: editorRepo,
        logger: logger.child({ service: 'content-editor' }),
        pushRemote: env.EDITOR_PUSH_REMOTE,
        // biome-ignore lint/style/noProcessEnv: git and the build run with the server's own environment
        environment: process.env,
        servedBuildId: () => site.buildId(),
        servedDir: () => servedDir,
        serve: async (dir) => {
          site.swap(await loadBuild(dir));
          servedDir = dir;
          routeTable = createRouteTable(readBuildInfo(resolve(dir, 'build.json')).routes);
          void safetyNotices.runOnce();
          // The build accepted the published dealer files; routing takes them from the next lead on.
          await services
            .reloadDealers(editorRepo)
            .catch((error: unknown) =>
              logger.error('dealer directory not reloaded; routing keeps the previous one', { error }),
            );
        },
      })
    : undefined;

const site: SiteServer = createSiteServer({
  ...firstBuild,
  https,
  trustProxy: env.TRUST_PROXY,
  logger,
  headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
  requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
  ready: () => services.databaseReachable(),
  onResponse: ({ method, path, status, seconds }) =>
    metrics.observeRequest({
      method,
      route: routeLabel(routeTable, path, status, method, serverPaths),
      status,
      seconds,
    }),
  locals: (requestId, req) => ({
    requestId,
    identity: identity.config,
    services,
    client: clientInfo(req, env.TRUST_PROXY, env.TRUST_PROXY_HOPS),
    editor: editorRepo ? { repoDir: editorRepo, session: editorSessions.get(req) } : undefined,
  }),
  routes: [
    // Replaces Astro's checkOrigin (see request-guards.ts): knows SITE_URL, ALLOWED_ORIGINS and the proxy.
    createOriginGuard({
      allowedOrigins: configuredOrigins(env.SITE_URL, env.ALLOWED_ORIGINS),
      trustProxy: env.TRUST_PROXY,
      logger,
    }),
    // Portal and editor pages connect to the identity provider while their scripts load.
    loginHints(new URL(identity.config.domain).origin),
    // Before Astro and the static files: nothing of the editor is reachable around it; before the
    // body limit, so only an editor's save is read (its limit is the largest after the uploads).
    editorGate({
      enabled: editorRepo !== undefined,
      identity: identity.config,
      cookies: editorCookies,
      sessions: editorSessions,
    }),
    // Every body is capped while it streams: the forms at FORM_BODY_LIMIT_BYTES, the rest at 16 KB,
    // and the forms that take a file at UPLOAD_BODY_LIMIT_BYTES, streamed to their multipart parser.
    createBodyLimit({
      limits: new Map([
        ...[...leadFormActions].map((path) => [path, env.FORM_BODY_LIMIT_BYTES] as const),
        // A save sends whole files, base64-encoded (a state's dealer list, product images).
        [EDITOR_SAVE_PATH, EDITOR_SAVE_LIMIT_BYTES] as const,
      ]),
      streamed: new Map(
        [...uploadFormActions, ...checklistUploadPaths, REVIEW_WRITE_PATH].map((path) => [
          path,
          UPLOAD_BODY_LIMIT_BYTES,
        ]),
      ),
      // A stalled upload is cut within seconds, its file slot and the client's hold freed.
      uploadPace: {
        minBytesPerSecond: env.UPLOAD_MIN_BYTES_PER_SECOND,
        graceMs: env.UPLOAD_RATE_GRACE_SECONDS * 1000,
      },
    }),
    // Violation reports: throttled and logged as bounded lines (csp-report.ts).
    cspReportRoute({
      logger,
      trustProxy: env.TRUST_PROXY,
      trustProxyHops: env.TRUST_PROXY_HOPS,
      onRefused: (name) => metrics.rateLimitRefusals.inc({ limit: name }),
    }),
    // Saved pictures a hero names by a typed path, for its field's thumbnail and fit warnings: the
    // editing checkout's, wherever there is one.
    ...(editorRepo ? [contentImageRoute({ repoDir: editorRepo, sessions: editorSessions })] : []),
    ...(publisher
      ? [
          publishRoute(publisher, editorSessions),
          // The preview's pages, rendered on request, to editors (behind the gate above).
          previewRoute({
            publisher,
            sessions: editorSessions,
            checkoutDir: editorRepo,
            touch: () => previewRenderer?.touch(),
          }),
        ]
      : []),
    appDataRoute(() => site.buildId(), runtimeClientConfig(env)),
  ],
});

const metricsServer = await startMetricsServer(metrics, {
  host: env.METRICS_HOST,
  port: env.METRICS_PORT,
  logger,
});

site.server.listen(env.PORT, env.HOST, () => {
  const address = site.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  identity.siteListening([`http://localhost:${port}`, `http://${env.HOST}:${port}`]);
  logger.info('listening', { url: `http://${env.HOST}:${port}`, buildId: site.buildId() });
  safetyNotices.start();
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down: draining in-flight requests', { signal });
  await site.close();
  await Promise.all([identity.close(), metricsServer.close(), previewRenderer?.stop(), safetyNotices.stop()]);
  // After the last request: the outbox finishes the email in hand, then the database closes.
  await reviewInvitations.stop();
  await services.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
