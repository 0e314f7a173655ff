/**
 * Offline support, page side: in production builds with service worker support, loads
 * ./service-worker-lifecycle (workbox-window, the update notice, the form replay) once the page
 * has loaded, so the worker adds neither a request nor a byte to the first visit's critical path.
 * Imported once by the layout, after ./bootstrap (its page loader must be installed first).
 */
function start() {
  void import('./service-worker-lifecycle').then((lifecycle) => lifecycle.installServiceWorker());
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') start();
  // In a task of its own: the load event has ended before the worker's code is even requested.
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true });
}
