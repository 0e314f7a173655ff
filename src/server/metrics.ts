/**
 * Prometheus metrics (`prom-client`), served at `/metrics` on their own port, loopback by default,
 * so the public never reads them: requests and latency by route (a route's pattern, never a raw
 * path: src/server/http/route-table.ts), leads stored, the outbox's backlog and failures,
 * rate-limit refusals and routing timeouts. Counts in the database (backlog, failures)
 * are read when scraped, so every instance reports the same totals; the others are per process.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from './log.ts';

export interface OutboxCounts {
  /** Notifications waiting or being sent. */
  backlog: number;
  /** Notifications given up on. */
  failed: number;
}

export interface Metrics {
  registry: Registry;
  /** One finished HTTP response. */
  observeRequest(info: { method: string; route: string; status: number; seconds: number }): void;
  leadsStored: Counter<'type'>;
  rateLimitRefusals: Counter<'limit'>;
  /** Leads passed on because their dealer let the response window run out (the timeout sweep). */
  routingTimeouts: Counter;
  /** Reads the outbox's counts when scraped. */
  setOutboxSource(read: () => Promise<OutboxCounts>): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP responses by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to finished response, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const leadsStored = new Counter({
    name: 'leads_stored_total',
    help: 'Leads stored, by form.',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by limit.',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  const routingTimeouts = new Counter({
    name: 'routing_timeouts_total',
    help: 'Leads passed on to another dealer or to staff because the response window ran out.',
    registers: [registry],
  });
  let readOutbox: (() => Promise<OutboxCounts>) | undefined;
  const outboxBacklog = new Gauge({
    name: 'outbox_backlog',
    help: 'Notifications pending or being sent.',
    registers: [registry],
    async collect() {
      if (readOutbox) this.set((await readOutbox()).backlog);
    },
  });
  const outboxFailed = new Gauge({
    name: 'outbox_failed',
    help: 'Notifications marked failed after their last attempt.',
    registers: [registry],
    async collect() {
      if (readOutbox) this.set((await readOutbox()).failed);
    },
  });
  void outboxBacklog;
  void outboxFailed;
  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    leadsStored,
    rateLimitRefusals,
    routingTimeouts,
    setOutboxSource(read) {
      readOutbox = read;
    },
  };
}

/** Serves `/metrics` on its own port; a port already taken is logged, not fatal. */
export async function startMetricsServer(
  metrics: Metrics,
  options: { host: string; port: number; logger: Logger },
): Promise<{ url: string | null; close(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    if ((req.url ?? '/').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(body);
    } catch (error) {
      options.logger.warn('metrics could not be collected', { error });
      res.writeHead(503).end();
    }
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => {
      options.logger.warn('metrics endpoint not started', { error: (error as Error).message });
      resolve(false);
    });
    server.listen(options.port, options.host, () => resolve(true));
  });
  if (!listening) return { url: null, close: async () => {} };
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${host}:${port}/metrics`;
  options.logger.info('metrics listening', { url });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
