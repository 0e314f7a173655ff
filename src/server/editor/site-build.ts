/**
 * A publish's build: `astro build` of the snapshot's worktree into a new folder, always for
 * production, whatever the server runs as (a development build has no service worker and ships
 * React's development runtime), with the build-time variables of the server's environment only
 * (child-environment.ts). The content schemas validate every file again there. Its output is read
 * as it comes for the desk's progress (the code, then each page, then each picture); a failed build's
 * last lines are kept for the editor.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { productionBuildEnvironment } from '../../config/child-environment.ts';
import type { PublishProgress } from '../../lib/editor/publish-status.ts';
import { runCommand, tail, withoutColours } from './run-command.ts';

export interface SiteBuildOptions {
  /** The editing checkout (its Astro, its cache). */
  repoDir: string;
  /** The server's environment: the build gets its build-time variables. */
  environment: NodeJS.ProcessEnv;
  /** The build command, run in the worktree with DIST_DIR set (tests may replace it). */
  buildCommand?: readonly string[];
  /**
   * Where builds keep the pictures' sizes they made (Astro's `cacheDir`, whose `assets/` each build
   * links in), outside the build's throwaway worktree so a publish re-encodes only new pictures.
   * Default: the editing checkout's own (`node_modules/.astro`), which its deploy build has filled.
   */
  cacheDir?: string;
}

export type SiteBuildResult = { ok: true; distDir: string } | { ok: false; log: string };

/** The build's step, told from the lines Astro prints as it goes. */
export function progressReader(onProgress: (progress: PublishProgress) => void): (text: string) => void {
  let partial = '';
  let progress: PublishProgress = { step: 'code' };
  const report = (next: PublishProgress) => {
    progress = next;
    onProgress(next);
  };
  return (text) => {
    const lines = (partial + withoutColours(text)).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (/\b(generating|prerendering) static routes\b/.test(line)) report({ step: 'pages', pagesMade: 0 });
      else if (/\bgenerating optimized images\b/.test(line)) report({ ...progress, step: 'pictures' });
      else if (progress.step === 'pages' && /[├└]─/.test(line))
        report({ step: 'pages', pagesMade: (progress.pagesMade ?? 0) + 1 });
      else if (progress.step === 'pictures') {
        // Each picture's line ends with its count: `(438/1490)`.
        const count = /\((\d+)\/(\d+)\)\s*$/.exec(line);
        if (count) report({ ...progress, picturesMade: Number(count[1]), picturesTotal: Number(count[2]) });
      }
    }
  };
}

/**
 * How many routes a build made (its pages, spec sheets and data files, not its scripts and styles):
 * about as many as the next one makes, each a line of its output.
 */
export async function pageCount(distDir: string): Promise<number> {
  const entries = await readdir(path.join(distDir, 'client'), { recursive: true }).catch(() => []);
  return entries.filter((name) => !name.startsWith('_astro') && /\.(html|pdf|json)$/.test(name)).length;
}

/**
 * The build's own cache folder in its worktree: Astro's picture cache (`assets/`) is the shared
 * one, linked in, so a publish re-encodes only new pictures and keeps what it made; the content
 * store is the build's own, made afresh (a few seconds): a store records paths relative to the
 * folder it was made in, and one made in the checkout points a worktree's build at files that are
 * not there (a folder of promotions outside the checkout, say).
 */
async function buildCache(options: SiteBuildOptions, sourceDir: string): Promise<string> {
  const shared = path.join(options.cacheDir ?? path.join(options.repoDir, 'node_modules/.astro'), 'assets');
  const own = path.join(sourceDir, '.publish-cache');
  await mkdir(shared, { recursive: true });
  await mkdir(own, { recursive: true });
  await symlink(shared, path.join(own, 'assets'), 'dir');
  return own;
}

/** Builds `sourceDir` into `distDir`; the folder is removed again when the build fails. */
export async function buildSite(
  options: SiteBuildOptions,
  sourceDir: string,
  distDir: string,
  onProgress: (progress: PublishProgress) => void = () => {},
): Promise<SiteBuildResult> {
  const [command = process.execPath, ...args] = options.buildCommand ?? [
    process.execPath,
    path.join(options.repoDir, 'node_modules/astro/bin/astro.mjs'),
    'build',
  ];
  const result = await runCommand(command, args, {
    cwd: sourceDir,
    env: {
      ...productionBuildEnvironment(options.environment),
      DIST_DIR: distDir,
      ASTRO_CACHE_DIR: await buildCache(options, sourceDir),
    },
    background: true,
    onOutput: progressReader(onProgress),
  });
  if (result.code !== 0 || !existsSync(path.join(distDir, 'build.json'))) {
    await rm(distDir, { recursive: true, force: true });
    return { ok: false, log: tail(result.output) || `The build stopped with code ${result.code}.` };
  }
  return { ok: true, distDir };
}
