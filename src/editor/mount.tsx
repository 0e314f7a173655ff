/**
 * Mounts Keystatic's editing app. A module script rather than a `client:only` island: the island
 * needs inline bootstrap scripts that no prerendered page has, so the site's hash-based
 * Content-Security-Policy (built from the prerendered pages) would block them.
 */
import { createRoot } from 'react-dom/client';
import { KeystaticEditor } from './KeystaticEditor.tsx';

export function mountEditor(element: HTMLElement) {
  createRoot(element).render(<KeystaticEditor />);
}
