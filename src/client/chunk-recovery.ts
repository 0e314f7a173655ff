/**
 * When a script or island chunk fails to load (typically an old chunk deleted by a deploy), the
 * site reloads the current path once (spec: "a failure to load a page chunk redirects to the
 * last path").
 */
import { reloadOnce } from './reload-guard';

const LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload/i;

function recover() {
  reloadOnce(`chunk:${location.pathname}`, location.pathname + location.search + location.hash);
}

export function installChunkRecovery() {
  // Vite's preload helper: a CSS or JS dependency of a dynamic import failed.
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    recover();
  });
  // Astro islands retry their import once, then report here.
  document.addEventListener('astro:hydration-error', (event) => {
    const error = (event as CustomEvent<{ error: unknown }>).detail?.error;
    if (error instanceof Error && LOAD_FAILURE.test(error.message)) {
      event.preventDefault();
      recover();
    }
  });
  // A module script element of the page itself failed to load.
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (
        target instanceof HTMLScriptElement &&
        target.src &&
        new URL(target.src).origin === location.origin
      ) {
        recover();
      }
    },
    { capture: true },
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    if (reason instanceof Error && LOAD_FAILURE.test(reason.message)) recover();
  });
}
