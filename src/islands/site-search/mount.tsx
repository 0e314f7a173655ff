/**
 * Makes a server-rendered search panel live: replaces the panel's static copy (rendered at build by
 * the same component) with a React root, keeping what was typed and where focus was. Loaded on
 * demand: by the header's `<cirrus-search>` on first open, by `<cirrus-search-page>` when the
 * browser is idle.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SearchPanel, type SearchPanelProps } from './SearchPanel';

type MountProps = Omit<SearchPanelProps, 'initialQuery'>;

const searchBox = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[name="q"]');

/** Mounts the panel in `container`; returns the function that unmounts it. */
export function mountSearchPanel(container: HTMLElement, props: MountProps): () => void {
  const typed = searchBox(container)?.value ?? '';
  const focused = container.contains(document.activeElement);
  const root = createRoot(container);
  // Synchronously, and focus moved in the same task: no keystroke falls between the two copies.
  flushSync(() => root.render(<SearchPanel {...props} initialQuery={typed} />));
  const box = searchBox(container);
  if (focused && box) {
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }
  return () => root.unmount();
}
