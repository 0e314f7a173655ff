/**
 * Mounts Keystatic's editing app. A module script rather than a `client:only` island: the island
 * needs inline bootstrap scripts that no prerendered page has, so the site's hash-based
 * Content-Security-Policy (built from the prerendered pages) would block them.
 */
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { KeystaticEditor } from './KeystaticEditor.tsx';
import { watchSaves } from './save-refusals.tsx';

// zod probes `new Function` to decide whether to compile its object parsers; the CSP forbids eval,
// so the probe only produces a violation report. This page parses little: no compiling needed.
z.config({ jitless: true });

export function mountEditor(element: HTMLElement) {
  watchSaves();
  createRoot(element).render(<KeystaticEditor />);
}
