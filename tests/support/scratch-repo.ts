/**
 * A throw-away git repository holding a copy of the project's files (tracked and new, as they are
 * in the working tree), for tests that save or publish content: the editor writes and commits
 * there (EDITOR_REPO_DIR), never in the real checkout. node_modules is linked, not copied.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { projectRoot } from './site-process';

export interface ScratchRepo {
  dir: string;
  git(...args: string[]): string;
  remove(): void;
}

export interface ScratchRepoOptions {
  /** Changes the copied files before the first commit (a smaller fixture site, say). */
  prepare?(dir: string): void;
}

export function createScratchRepo(options: ScratchRepoOptions = {}): ScratchRepo {
  const dir = mkdtempSync(join(tmpdir(), 'cirrus-editor-repo-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(projectRoot, file), join(dir, file));
    } catch {
      // A file deleted in the working tree but still tracked: nothing to copy.
    }
  }
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Test',
        GIT_AUTHOR_EMAIL: 'test@example.com',
        GIT_COMMITTER_NAME: 'Test',
        GIT_COMMITTER_EMAIL: 'test@example.com',
      },
    }).trim();
  options.prepare?.(dir);
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'Scratch copy of the site');
  // Linked after the commit, and excluded: a link is not the ignored node_modules/ folder to git.
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  appendFileSync(join(dir, '.git/info/exclude'), '/node_modules\n');
  return { dir, git, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
