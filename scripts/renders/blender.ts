/**
 * Runs one Blender scene script in the background, at low priority (renders take minutes of both
 * cores), with its JSON arguments, and times it: the wall clock, and Blender's CPU seconds (user +
 * system, from GNU time where it is installed), which unlike the wall clock do not depend on what
 * else the machine is doing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function runBlender(
  script: string,
  args: Record<string, unknown>,
  name: string,
): { seconds: number; cpuSeconds?: number } {
  const timeFile = path.join(tmpdir(), `cirrus-blender-${name}.time`);
  const timed = existsSync('/usr/bin/time') ? ['/usr/bin/time', '-f', '%U %S', '-o', timeFile] : [];
  const [command = 'nice', ...prefix] = [...timed, 'nice'];
  const started = performance.now();
  execFileSync(
    command,
    [
      ...prefix,
      '-n',
      '15',
      'blender',
      '-b',
      '--factory-startup',
      '--python',
      script,
      '--',
      JSON.stringify(args),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = existsSync(timeFile) ? readFileSync(timeFile, 'utf8').trim().split(/\s+/).map(Number) : [];
  rmSync(timeFile, { force: true });
  const cpuSeconds =
    cpu.length === 2 && cpu.every(Number.isFinite) ? (cpu[0] ?? 0) + (cpu[1] ?? 0) : undefined;
  return { seconds, cpuSeconds };
}
