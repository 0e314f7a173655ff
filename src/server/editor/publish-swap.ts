/**
 * A publish whose build passed goes live: the branch moves to its commit (compare-and-swap on the
 * old head, so a commit made by someone else meanwhile is never overwritten), the checkout's index
 * follows for the content folder, the branch is pushed when EDITOR_PUSH_REMOTE is set; then the
 * server swaps to the new build (site-server.ts `swap`: no request is dropped, pages already open
 * see the new build id on their next navigation and reload once), and the folders of every build
 * but the served one and the one before it are removed.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Checkout, CONTENT, inCheckout, type Snapshot } from './publish-worktree.ts';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Moves the branch (or a detached HEAD) to the snapshot's commit; throws when it moved since the
 * snapshot. Resolves with a warning for the operator when the publish is recorded but the index
 * could not follow or the push failed.
 */
export async function recordPublish(
  checkout: Checkout,
  { head, branch, commit }: Snapshot,
  pushRemote: string | undefined,
): Promise<string | undefined> {
  await inCheckout(checkout, ['update-ref', branch ? `refs/heads/${branch}` : 'HEAD', commit, head]);
  let warning: string | undefined;
  // The working files are already these. The publish is recorded by now, so a locked index only
  // costs a warning.
  await inCheckout(checkout, ['reset', '--quiet', 'HEAD', '--', CONTENT]).catch((error: unknown) => {
    warning = `Published, but the editing checkout's index could not follow (ask whoever looks after the site to check it): ${message(error)}`;
    checkout.logger.error('publish: index reset failed', { error });
  });
  if (!pushRemote) return warning;
  if (!branch) {
    return (
      warning ?? `Published, but not pushed to ${pushRemote}: the editing checkout is on no branch to push.`
    );
  }
  await inCheckout(checkout, ['push', pushRemote, branch]).catch((error: unknown) => {
    warning = `Published, but not pushed to ${pushRemote}: ${message(error)}`;
    checkout.logger.error('publish: push failed', { error });
  });
  return warning;
}

/** Keeps the builds in `keep` and the newest other one; removes older build folders of `buildsDir`. */
export async function pruneBuilds(buildsDir: string, keep: readonly string[]): Promise<void> {
  const names = (await readdir(buildsDir).catch(() => [] as string[])).filter((name) =>
    name.startsWith('build-'),
  );
  const old = names
    .filter((name) => !keep.includes(path.join(buildsDir, name)))
    .sort()
    .slice(0, -1);
  await Promise.all(old.map((name) => rm(path.join(buildsDir, name), { recursive: true, force: true })));
}
