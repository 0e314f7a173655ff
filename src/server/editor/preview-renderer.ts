/**
 * The preview's renderer: Astro's development server, run in the editing checkout, renders a page
 * when it is asked for, from the content files as saved, with the site's own components and
 * layouts. A build of the whole site takes a minute or more on a small machine; this renders one
 * page in about a second once warm, and follows each save (Astro's content layer watches the files).
 * It listens on a loopback port under PREVIEW_PREFIX and is reached only through preview-route.ts,
 * behind the editor gate. It starts on the first "Preview changes" and runs until the server stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { PREVIEW_PREFIX } from '../../lib/editor/publish-status.ts';
import type { Logger } from '../log.ts';

/** A cold start on a 2-core machine takes 10 to 20 s; past this, something is wrong. */
const START_TIMEOUT_MS = 120_000;
/** Lines of the renderer's output kept to explain a failed start. */
const LOG_LINES = 30;

export interface PreviewRendererOptions {
  repoDir: string;
  logger: Logger;
  /** The server's environment: the renderer must see the same build-time configuration. */
  environment: NodeJS.ProcessEnv;
  /**
   * The command that serves the checkout's pages on `--port` under `--base` (tests may replace it);
   * by default the checkout's own `astro dev`.
   */
  command?: readonly string[];
}

export interface PreviewRenderer {
  /** Starts the renderer unless it runs; resolves with its origin once it answers. */
  start(): Promise<string>;
  /** The origin of the running renderer, if it is ready. */
  origin(): string | undefined;
  stop(): Promise<void>;
}

/** A free loopback port (the renderer needs a number before it starts; 0 would hide it in its output). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function createPreviewRenderer(options: PreviewRendererOptions): PreviewRenderer {
  const { repoDir, logger } = options;
  let child: ChildProcess | undefined;
  let ready: string | undefined;
  let starting: Promise<string> | undefined;

  async function launch(): Promise<string> {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const [command = process.execPath, ...args] = options.command ?? [
      process.execPath,
      path.join(repoDir, 'node_modules/astro/bin/astro.mjs'),
      'dev',
    ];
    const started = spawn(
      command,
      [...args, '--host', '127.0.0.1', '--port', String(port), '--base', PREVIEW_PREFIX],
      {
        cwd: repoDir,
        // Development mode even when the server runs in production (the tests' own mode stays: their
        // build-time fixtures are honoured only there); no browser window, no telemetry.
        env: {
          ...options.environment,
          NODE_ENV: options.environment.NODE_ENV === 'test' ? 'test' : 'development',
          BROWSER: 'none',
          ASTRO_TELEMETRY_DISABLED: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = started;
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      output.push(...chunk.toString().split('\n').filter(Boolean));
      output.splice(0, Math.max(0, output.length - LOG_LINES));
    };
    started.stderr?.on('data', keep);
    return new Promise<string>((resolve, reject) => {
      const fail = (reason: string) => {
        clearTimeout(timer);
        started.kill('SIGTERM');
        reject(new Error(`${reason}\n${output.join('\n')}`.trim()));
      };
      // Astro says "ready" once the server listens; the first page still compiles on its first request.
      started.stdout?.on('data', (chunk: Buffer) => {
        keep(chunk);
        if (!ready && /\bready\b/i.test(chunk.toString())) {
          clearTimeout(timer);
          ready = origin;
          logger.info('preview renderer ready', { origin });
          resolve(origin);
        }
      });
      const timer = setTimeout(() => fail('The preview renderer did not start in time.'), START_TIMEOUT_MS);
      started.once('error', (error) => fail(`The preview renderer could not start: ${error.message}`));
      started.once('exit', (code, signal) => {
        if (child === started) child = undefined;
        if (ready === origin) {
          // It stopped after starting (a crash): the next preview starts a new one.
          ready = undefined;
          logger.warn('preview renderer stopped', { code, signal });
        } else {
          fail(`The preview renderer stopped with code ${code ?? signal}.`);
        }
      });
    });
  }

  return {
    start() {
      if (ready) return Promise.resolve(ready);
      starting ??= launch().finally(() => {
        starting = undefined;
      });
      return starting;
    },
    origin: () => ready,
    async stop() {
      const running = child;
      ready = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
  };
}
