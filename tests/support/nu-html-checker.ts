/**
 * The W3C Nu HTML Checker (the `vnu-jar` package) run on the system's Java: many documents in one
 * JVM (starting Java costs seconds, checking a page milliseconds), errors only. Without Java 17 or
 * later it throws a message that says how to install it, so a missing Java fails the test rather than
 * passing it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** vnu-jar's entry point is the jar's path (a CommonJS String object). */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

const MINIMUM_JAVA = 17;
const INSTALL_HINT =
  'Install it with `apt-get install -y default-jre-headless` (Debian, Ubuntu), ' +
  '`brew install openjdk` (macOS), or set JAVA_HOME to a Java 17+ installation.';

/** One message of the checker's JSON report. */
export interface NuMessage {
  /** `error`, or `non-document-error` when a document could not be read at all. */
  type: string;
  subType?: string;
  /** `file:` URL of the checked document. */
  url: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  extract?: string;
}

/** The `java` to run: JAVA_HOME's when set, else the one on PATH. Throws when it is missing or too old. */
export function requireJava(env: NodeJS.ProcessEnv = process.env): string {
  const java = env.JAVA_HOME ? join(env.JAVA_HOME, 'bin', 'java') : 'java';
  const probe = spawnSync(java, ['-version'], { env, encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `The HTML checker needs Java ${MINIMUM_JAVA} or later and found no \`${java}\`. ${INSTALL_HINT}`,
    );
  }
  // `openjdk version "17.0.15"`, or `"1.8.0_392"` for Java 8.
  const version = /version "(\d+)(?:\.(\d+))?/.exec(probe.stderr)?.slice(1).map(Number) ?? [];
  const major = version[0] === 1 ? version[1] : version[0];
  if (!major || major < MINIMUM_JAVA) {
    throw new Error(
      `The HTML checker needs Java ${MINIMUM_JAVA} or later; \`${java} -version\` says: ${probe.stderr.split('\n')[0]}. ${INSTALL_HINT}`,
    );
  }
  return java;
}

/**
 * Checks every file (or every HTML file of each directory) in one run; resolves to the errors only.
 * Asynchronous, so the test runner's timeout still applies while Java works.
 */
export async function checkHtml(paths: readonly string[]): Promise<NuMessage[]> {
  const java = requireJava();
  // Language detection only ever warns, and warnings are not reported here: skip its cost.
  const args = [
    '-jar',
    vnuJar,
    '--errors-only',
    '--no-langdetect',
    '--skip-non-html',
    '--format',
    'json',
    '--stdout',
  ];
  const checker = spawn(java, [...args, ...paths], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  checker.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  checker.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const [status] = (await once(checker, 'close')) as [number | null];
  // Exit status 1 only says that errors were found; the report says which.
  let report: { messages?: NuMessage[] } | undefined;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = undefined;
  }
  if (!report?.messages || (status !== 0 && status !== 1)) {
    throw new Error(`The HTML checker did not run (exit ${status}): ${stderr || stdout}`);
  }
  return report.messages.filter(
    (message) => message.type === 'error' || message.type === 'non-document-error',
  );
}
