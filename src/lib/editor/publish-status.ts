/**
 * What GET /api/editor/publish answers (src/server/editor/publish.ts) and the publish desk
 * (src/islands/editor/EditorDesk.tsx) shows: one type for both.
 */

/** Why a publish failed: the site would not build from the changes, or the editing checkout could not record them. */
export type PublishFailure = 'build' | 'repository';

/** The public pages one build changes compared with another (src/server/editor/page-changes.ts). */
export interface PageChanges {
  /** Paths of pages whose HTML differs or that are new, home first, then in address order. */
  changed: string[];
  /** Paths of pages the newer build no longer has. */
  removed: string[];
}

/**
 * The preview: the editing checkout's pages rendered on request from the content as saved (nothing
 * committed, the live site untouched), served to editors under PREVIEW_PREFIX.
 */
export interface PreviewStatus {
  state: 'building' | 'ready' | 'failed';
  /** Who asked for it (the editor's name). */
  by: string;
  /** The content files that differ from the published site. */
  files: string[];
  /** ISO 8601 instants of the preview's start (asked for, ready). */
  startedAt: string;
  finishedAt?: string;
  /** Ready: the pages the changes reach. */
  pages?: PageChanges;
  /** Failed: why the renderer did not start (its last lines). */
  error?: string;
}

/** Where the preview's pages are served: `/editor/preview/products/…` shows `/products/…` as it will be. */
export const PREVIEW_PREFIX = '/editor/preview';

/**
 * Where a publish under way is: recording the changes (`commit`), building the code, making the
 * pages, making the pictures, then going live (`swap`: moving the branch, comparing the pages,
 * switching the site over).
 */
export interface PublishProgress {
  step: 'commit' | 'code' | 'pages' | 'pictures' | 'swap';
  /** Pages made so far (from the step `pages` on). */
  pagesMade?: number;
  /** Pages the served site has: about as many as the build makes. */
  pagesExpected?: number;
  /** Pictures made so far, of how many (step `pictures`). */
  picturesMade?: number;
  picturesTotal?: number;
}

/** An entry with unpublished changes, as the desk names it (src/server/editor/changed-entries.ts). */
export interface ChangedEntry {
  /** Its name or title (a product's name, an FAQ group's title, the editor's label of a page). */
  title: string;
  /** The editor's section it is in ("Products", "FAQs", "Dealers"…). */
  section: string;
  /** Its changed files: the entry's own and its pictures'. */
  files: string[];
  /** How many of those are pictures. */
  pictures: number;
  /** The entry was deleted. */
  removed?: boolean;
}

export interface PublishStatus {
  state: 'idle' | 'building' | 'failed' | 'published';
  /** Content files changed since the last publish. */
  changes: string[];
  /** The same changes by entry, named as editors know them. */
  entries: ChangedEntry[];
  /** The build being served (for the operator; the desk shows when and by whom instead). */
  buildId: string;
  /** The commit of the last publish. */
  commit?: string;
  /** Who started the last publish (the editor's name). */
  by?: string;
  /** The files the last publish carried. */
  files?: string[];
  /** Building: where the publish under way is. */
  progress?: PublishProgress;
  /** What kind of problem stopped the last publish. */
  failure?: PublishFailure;
  /** The technical detail of that problem (the build's last lines, or git's message), for whoever runs the site. */
  error?: string;
  /** A publish that built and was served but could not be pushed. */
  warning?: string;
  /** The pages the last publish changed on the site (published only). */
  pages?: PageChanges;
  /** The latest preview, if one was asked for since the last publish. */
  preview?: PreviewStatus;
  /** ISO 8601 instants of the last publish. */
  startedAt?: string;
  finishedAt?: string;
}
