/**
 * The preview's renderer: Astro's development server, run in the editing checkout, renders a page
 * when it is asked for, from the content files as saved, with the site's own components and
 * layouts. A build of the whole site takes a minute or more on a small machine; this renders one
 * page in about a second once warm, and follows each save (Astro's content layer watches the files).
 * It is started through Astro's programmatic API (`dev()`), and says on its IPC channel that it
 * listens, and where, once that has resolved: its start is that promise, never a word in its output.
 * It listens on a loopback port under PREVIEW_PREFIX and is reached only through preview-route.ts,
 * behind the editor gate. Fenced in (preview-child.ts): started with the build-time variables only
 * (PREVIEW_ENVIRONMENT: never the database's address or a secret), it serves no file outside the
 * content, the sources and `public/`, and refuses every request without the secret generated at
 * each start (the proxy adds it), which it reads on standard input. It starts on the first "Preview
 * changes" and stops after a publish, after `idleMs` without a request, and with the server (its
 * standard input closes when the server goes, however it goes); an exit is reported (`onExit`), so
 * the next preview starts a new one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { allowedVariables, PREVIEW_ENVIRONMENT } from '../../config/child-environment.ts';
import { PREVIEW_PREFIX } from '../../lib/editor/publish-status.ts';
import type { Logger } from '../log.ts';
import { PREVIEW_SECRET_HEADER, type RendererReady } from './preview-fence.ts';

/** A cold start on a 2-core machine takes 10 to 20 s; past this, something is wrong. */
const START_TIMEOUT_MS = 120_000;
/** Lines of the renderer's output kept to explain a failed start. */
const LOG_LINES = 30;

export interface PreviewRendererOptions {
  repoDir: string;
  logger: Logger;
  /**
   * The server's environment: the renderer gets its build-time variables (PREVIEW_ENVIRONMENT), so
   * it renders with the same configuration as the built site, and nothing else of it.
   */
  environment: NodeJS.ProcessEnv;
  /**
   * The command that serves the checkout's pages on `--port` under `--base`, reading the secret on
   * its standard input's first line and sending RendererReady on its IPC channel once it listens
   * (tests may replace it); by default preview-child.ts, the checkout's own `astro dev`, fenced in.
   */
  command?: readonly string[];
  /** How long the renderer may go without a request before it is stopped, ms; unset: never. */
  idleMs?: number;
  /** Told when a renderer that was ready stops, whatever stopped it. */
  onExit?: () => void;
}

/** Where the running renderer is, and the header each request to it must carry. */
export interface PreviewTarget {
  origin: string;
  headers: Record<string, string>;
}

export interface PreviewRenderer {
  /** Starts the renderer unless it runs; resolves with its origin once it answers. */
  start(): Promise<string>;
  /** The origin of the running renderer, if it is ready. */
  origin(): string | undefined;
  /** The running renderer's origin and secret header, if it is ready. */
  target(): PreviewTarget | undefined;
  /** A request is being made to it: the idle time starts again. */
  touch(): void;
  /** The renderer's process id, while it runs (for measuring it). */
  pid(): number | undefined;
  /** Stops it, if it runs. */
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
  let secret = '';
  let starting: Promise<string> | undefined;
  let idleTimer: NodeJS.Timeout | undefined;

  const idleStop = () => {
    logger.info('preview renderer idle: stopping it', { idleMs: options.idleMs });
    void stop();
  };
  const touch = () => {
    if (!options.idleMs || !ready) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(idleStop, options.idleMs);
    idleTimer.unref();
  };
  // The server exiting by any path (a failed start, process.exit) takes its renderer along; a
  // server killed outright closes the renderer's standard input, which ends it too.
  const killOnExit = () => child?.kill('SIGTERM');
  process.once('exit', killOnExit);

  async function launch(): Promise<string> {
    const port = await freePort();
    const key = randomBytes(32).toString('base64url');
    const [command = process.execPath, ...args] = options.command ?? [
      process.execPath,
      path.join(import.meta.dirname, 'preview-child.ts'),
    ];
    const started = spawn(
      command,
      [...args, '--host', '127.0.0.1', '--port', String(port), '--base', PREVIEW_PREFIX],
      {
        cwd: repoDir,
        // The build-time variables only. Development mode even when the server runs in production
        // (the tests' own mode stays: their build-time fixtures are honoured only there); no
        // browser window, no telemetry.
        env: {
          ...allowedVariables(PREVIEW_ENVIRONMENT, options.environment),
          NODE_ENV: options.environment.NODE_ENV === 'test' ? 'test' : 'development',
          BROWSER: 'none',
          ASTRO_TELEMETRY_DISABLED: '1',
        },
        // The IPC channel carries one message: the renderer listens (RendererReady).
        stdio: ['pipe', 'pipe', 'pipe', 'ipc'],
      },
    );
    child = started;
    // The secret, and then nothing: the pipe stays open until this process goes.
    started.stdin?.on('error', () => undefined);
    started.stdin?.write(`${key}\n`);
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      output.push(...chunk.toString().split('\n').filter(Boolean));
      output.splice(0, Math.max(0, output.length - LOG_LINES));
    };
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    // Where it listens, once it says so.
    let listening: string | undefined;
    return new Promise<string>((resolve, reject) => {
      const fail = (reason: string) => {
        clearTimeout(timer);
        started.kill('SIGTERM');
        reject(new Error(`${reason}\n${output.join('\n')}`.trim()));
      };
      // Astro's `dev()` has resolved in the renderer: it listens. The first page still compiles
      // on its first request.
      started.on('message', (message: Partial<RendererReady>) => {
        if (listening || typeof message?.ready !== 'number') return;
        clearTimeout(timer);
        listening = `http://127.0.0.1:${message.ready}`;
        ready = listening;
        secret = key;
        touch();
        logger.info('preview renderer ready', { origin: listening, pid: started.pid });
        resolve(listening);
      });
      const timer = setTimeout(() => fail('The preview renderer did not start in time.'), START_TIMEOUT_MS);
      started.once('error', (error) => fail(`The preview renderer could not start: ${error.message}`));
      started.once('exit', (code, signal) => {
        if (child === started) child = undefined;
        if (listening && ready === listening) {
          // It stopped after starting (stopped, idle, or a crash): the next preview starts a new one.
          ready = undefined;
          secret = '';
          clearTimeout(idleTimer);
          logger.info('preview renderer stopped', { code, signal });
          options.onExit?.();
        } else if (!listening) {
          fail(`The preview renderer stopped with code ${code ?? signal}.`);
        }
      });
    });
  }

  async function stop() {
    const running = child;
    clearTimeout(idleTimer);
    if (!running || running.exitCode !== null || running.signalCode !== null) {
      ready = undefined;
      return;
    }
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
      // One that does not end on SIGTERM within seconds is killed.
      setTimeout(() => running.kill('SIGKILL'), 10_000).unref();
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
    target: () => (ready ? { origin: ready, headers: { [PREVIEW_SECRET_HEADER]: secret } } : undefined),
    touch,
    pid: () => (ready ? child?.pid : undefined),
    stop,
  };
}
