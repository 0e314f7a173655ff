/**
 * What GET /api/editor/publish answers (src/server/editor/publish.ts) and the publish desk
 * (src/islands/editor/EditorDesk.tsx) shows: one type for both.
 */

/** Why a publish failed: the site would not build from the changes, or the editing checkout could not record them. */
export type PublishFailure = 'build' | 'repository';

export interface PublishStatus {
  state: 'idle' | 'building' | 'failed' | 'published';
  /** Content files changed since the last publish. */
  changes: string[];
  /** The build being served (for the operator; the desk shows when and by whom instead). */
  buildId: string;
  /** The commit of the last publish. */
  commit?: string;
  /** Who started the last publish (the editor's name). */
  by?: string;
  /** The files the last publish carried. */
  files?: string[];
  /** What kind of problem stopped the last publish. */
  failure?: PublishFailure;
  /** The technical detail of that problem (the build's last lines, or git's message), for whoever runs the site. */
  error?: string;
  /** A publish that built and was served but could not be pushed. */
  warning?: string;
  /** ISO 8601 instants of the last publish. */
  startedAt?: string;
  finishedAt?: string;
}
