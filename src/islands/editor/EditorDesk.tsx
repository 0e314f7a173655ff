/**
 * /editor: where editors log in (the portal's login, RequireAuth with the editor role), get the
 * session cookie the editing app needs (POST /api/editor/session with the access token), open the
 * editing app, preview the saved changes (rendered on request, to editors only, listing the pages
 * they reach) and publish: what changed since the last publish (by entry title), a publish under
 * way first of all with its progress, why a build failed (the old site keeps serving meanwhile),
 * and the pages a publish changed.
 */
import { useCallback, useEffect, useState } from 'react';
import { rolesFromClaims } from '../../lib/auth/roles';
import type { PublishStatus } from '../../lib/editor/publish-status';
import { type ClaimCheck, RequireAuth } from '../auth/RequireAuth';
import { getAccessToken } from '../auth/session';
import { ChangedEntries } from './ChangedEntries';
import styles from './EditorDesk.module.css';
import { PreviewOutcome } from './PreviewOutcome';
import { PublishOutcome } from './PublishOutcome';
import { PublishProgress } from './PublishProgress';

const isEditor: ClaimCheck = (claims, settings) =>
  rolesFromClaims(claims, settings.claimNamespace).includes('editor');

/** Only the editing app's own paths and the preview's are followed after login. */
function nextPath(): string | undefined {
  const next = new URLSearchParams(window.location.search).get('next');
  return next && /^\/(keystatic|editor\/preview)(\/|$|\?)/.test(next) ? next : undefined;
}

async function problemDetail(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as { error?: { detail?: string } } | undefined;
  return body?.error?.detail ?? `The server answered ${response.status}.`;
}

function Desk() {
  const [session, setSession] = useState<'starting' | 'ready' | string>('starting');
  const [status, setStatus] = useState<PublishStatus>();
  const [message, setMessage] = useState<string>();

  const refresh = useCallback(async () => {
    const response = await fetch('/api/editor/publish', { credentials: 'same-origin' });
    if (response.ok) setStatus((await response.json()) as PublishStatus);
  }, []);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const token = await getAccessToken();
      const response = await fetch('/api/editor/session', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      if (cancelled) return;
      if (!response.ok) return setSession(await problemDetail(response));
      const next = nextPath();
      if (next) return window.location.assign(next);
      setSession('ready');
      await refresh();
    })().catch(
      (error: unknown) => !cancelled && setSession(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [refresh]);

  const building = status?.state === 'building' || status?.preview?.state === 'building';
  useEffect(() => {
    if (!building) return;
    const timer = setInterval(() => void refresh(), 2000);
    return () => clearInterval(timer);
  }, [building, refresh]);

  /** Publish or preview: both answer with the status, or a problem saying why not. */
  const ask = async (path: '/api/editor/publish' | '/api/editor/preview') => {
    setMessage(undefined);
    const response = await fetch(path, { method: 'POST', credentials: 'same-origin' });
    if (!response.ok) setMessage(await problemDetail(response));
    await refresh();
  };
  const nothingToDo = !status || building || status.changes.length === 0;

  if (session === 'starting') return <p className={styles.muted}>Opening your editing session…</p>;
  if (session !== 'ready') {
    return (
      <p className={styles.error} role="alert">
        {session}
      </p>
    );
  }
  return (
    <>
      <h1>Content editor</h1>
      {status?.state === 'building' ? <PublishProgress status={status} /> : null}
      <p>
        Change products, categories, page copy, FAQs and dealers, then publish: the site is rebuilt in the
        background and switches over when the build has passed every check.
      </p>
      <p>
        <a className={styles.action} href="/keystatic">
          Open the content editor
        </a>
      </p>
      <section aria-labelledby="publish-heading" className={styles.panel}>
        <h2 id="publish-heading">Preview and publish</h2>
        {status ? (
          <>
            <p>
              {status.changes.length === 0
                ? 'No unpublished changes.'
                : `Unpublished changes: ${status.changes.length} ${status.changes.length === 1 ? 'file' : 'files'}.`}
            </p>
            {status.entries.length > 0 ? <ChangedEntries entries={status.entries} /> : null}
          </>
        ) : null}
        <p className={styles.hint}>
          Preview shows the pages with your saved changes, for you alone, within seconds of each save; the
          live site is not touched. Publish builds the site and makes them live.
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.action} ${styles.secondary}`}
            onClick={() => void ask('/api/editor/preview')}
            disabled={nothingToDo}
          >
            Preview changes
          </button>
          <button
            type="button"
            className={styles.action}
            onClick={() => void ask('/api/editor/publish')}
            disabled={nothingToDo}
          >
            Publish changes
          </button>
        </div>
        <div role="status" aria-live="polite" className={styles.status}>
          {status?.preview ? <PreviewOutcome preview={status.preview} /> : null}
          {message ? <p className={styles.error}>{message}</p> : null}
          {status && status.state !== 'building' ? <PublishOutcome status={status} /> : null}
        </div>
      </section>
    </>
  );
}

export default function EditorDesk() {
  return (
    <div className="container">
      <RequireAuth heading="Content editor" claimCheck={isEditor} audience="Cirrus Climate content editors">
        <Desk />
      </RequireAuth>
    </div>
  );
}
