/**
 * The way back from the editing app to publishing: the link in the corner says how many changes
 * are waiting ("Publish · 2 unpublished changes"), counted again after every save the app makes
 * (its saves go through fetch to /api/keystatic/update; this wraps fetch to notice them).
 */
const link = document.querySelector<HTMLAnchorElement>('[data-publish-link]');

async function count() {
  if (!link) return;
  const response = await fetch('/api/editor/publish', { credentials: 'same-origin' }).catch(() => undefined);
  if (!response?.ok) return;
  const { changes } = (await response.json()) as { changes: unknown[] };
  const waiting = changes.length;
  link.textContent =
    waiting === 0 ? 'Publish' : `Publish · ${waiting} unpublished ${waiting === 1 ? 'change' : 'changes'}`;
}

const appFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const response = await appFetch(input, init);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (new URL(url, location.href).pathname.startsWith('/api/keystatic/update')) void count();
  return response;
};

void count();
