/**
 * Reloads that must happen at most once: a page of a new build, or a script chunk a deploy has
 * deleted. A note in sessionStorage remembers what we reloaded for, so a second failure of the
 * same kind shows the page as it is instead of reloading forever.
 */
const STORAGE_KEY = 'cc:reload-guard';
const GUARD_WINDOW_MS = 30_000;

interface GuardNote {
  reason: string;
  at: number;
}

function readNote(): GuardNote | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as GuardNote) : null;
  } catch {
    return null;
  }
}

/** True, and remembered, when no reload for `reason` happened in the last 30 s. */
export function mayReloadFor(reason: string): boolean {
  const note = readNote();
  if (note && note.reason === reason && Date.now() - note.at < GUARD_WINDOW_MS) return false;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ reason, at: Date.now() } satisfies GuardNote));
  } catch {
    // Storage unavailable (private mode quota): without a guard we must not reload at all.
    return false;
  }
  return true;
}

/** A full navigation to `href`, once per reason. Returns whether it navigated. */
export function reloadOnce(reason: string, href: string = location.href): boolean {
  if (!mayReloadFor(reason)) return false;
  location.assign(href);
  return true;
}
