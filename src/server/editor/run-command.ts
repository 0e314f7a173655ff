/**
 * The commands publishing runs (git, `cp`, the build), with their output kept: a failed build's
 * last lines go to the editor, git's message to the log.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** Lines of a failed command's output shown to the editor. */
const LOG_LINES = 40;

export interface RunResult {
  code: number;
  output: string;
}

export interface RunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Written to its standard input, which is then closed. */
  input?: string;
  /** Runs at a lower priority, yielding the processor to the requests the server answers meanwhile. */
  background?: boolean;
  /** Told of each piece of its output as it comes (a build's progress). */
  onOutput?: (text: string) => void;
}

export function runCommand(
  command: string,
  args: readonly string[],
  options: RunOptions,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: 'pipe' });
    if (options.background && child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not permitted here: it runs at normal priority.
      }
    }
    let output = '';
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      options.onOutput?.(text);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    // A command that exits without reading its input must not fail the run.
    child.stdin.on('error', () => {});
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
    child.stdin.end(options.input ?? '');
  });
}

/** Runs git in `repoDir`; its output, or an error naming the subcommand and git's message. */
export async function git(repoDir: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  const result = await runCommand('git', args, { cwd: repoDir, env });
  if (result.code !== 0) throw new Error(`git ${args[0]} failed: ${result.output.trim()}`);
  // Only the end: `status --porcelain` lines start with a meaningful space.
  return result.output.trimEnd();
}

/** Terminal colours taken out of a command's output. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: strips the build's ANSI colour codes
export const withoutColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Last lines of a command's output, without terminal colours. */
export function tail(output: string): string {
  return withoutColours(output).trim().split('\n').slice(-LOG_LINES).join('\n');
}
