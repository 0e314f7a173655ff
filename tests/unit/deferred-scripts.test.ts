/**
 * The middleware's rewrite of a page's module scripts into data blocks the start script imports
 * after the first paint (src/lib/html/deferred-scripts.ts): only the site's own built module
 * files change; inline scripts, JSON-LD, third-party and non-module scripts are left as they were.
 */
import { describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPT_TYPE, deferModuleScripts } from '../../src/lib/html/deferred-scripts.ts';

/** The layout's start script, which imports the data blocks (src/components/layout/StartScripts.astro). */
const startScript = `<script data-module-type="${DEFERRED_SCRIPT_TYPE}">start()</script>`;

describe('deferModuleScripts', () => {
  it('turns each built module script into an inert data block naming the same file', () => {
    const html =
      startScript +
      '<head><script type="module" src="/_astro/ClientRouter.astro_astro_type_script_index_0_lang.3NDbYxqI.js"></script></head>' +
      '<body><script type="module" src="/_astro/page.aNdjyGo9.js"></script></body>';
    expect(deferModuleScripts(html)).toBe(
      startScript +
        `<head><script type="${DEFERRED_SCRIPT_TYPE}" data-src="/_astro/ClientRouter.astro_astro_type_script_index_0_lang.3NDbYxqI.js"></script></head>` +
        `<body><script type="${DEFERRED_SCRIPT_TYPE}" data-src="/_astro/page.aNdjyGo9.js"></script></body>`,
    );
  });

  it('leaves every other script alone', () => {
    const others = [
      startScript,
      '<script>window.dataLayer = [];</script>',
      '<script type="module">import("/_astro/x.js")</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" src="https://www.googletagmanager.com/gtm.js"></script>',
      '<script src="/_astro/classic.js"></script>',
      '<script type="module" src="/_astro/../escape.js"></script>',
    ].join('');
    expect(deferModuleScripts(others)).toBe(others);
  });

  it('leaves a document without the start script as it is: nothing there would import them', () => {
    const editor =
      '<html><body><script type="module" src="/_astro/mount.D7Ufzwnj.js"></script></body></html>';
    expect(deferModuleScripts(editor)).toBe(editor);
  });

  it('uses a type no browser runs and the client router skips', () => {
    expect(DEFERRED_SCRIPT_TYPE).toMatch(/^[a-z]+\/[\w.+-]+$/);
    expect(DEFERRED_SCRIPT_TYPE).not.toMatch(/javascript|ecmascript/);
    expect(DEFERRED_SCRIPT_TYPE).not.toBe('module');
  });
});
