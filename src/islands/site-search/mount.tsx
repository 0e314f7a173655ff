/**
 * Makes a server-rendered search panel live: replaces the panel's static copy (rendered at build by
 * the same component) with a React root, keeping what was typed and where focus was. Loaded on
 * demand: by the header's `<cirrus-search>` on first open, by `<cirrus-search-page>` when the
 * browser is idle.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SearchPanel, type SearchPanelProps } from './SearchPanel';

type MountProps = Omit<SearchPanelProps, 'initialQuery' | 'autoFocus'>;

/** Mounts the panel in `container`; returns the function that unmounts it. */
export function mountSearchPanel(container: HTMLElement, props: MountProps): () => void {
  const typed = container.querySelector<HTMLInputElement>('input[name="q"]')?.value ?? '';
  const focused = container.contains(document.activeElement);
  const root = createRoot(container);
  flushSync(() => root.render(<SearchPanel {...props} initialQuery={typed} autoFocus={focused} />));
  return () => root.unmount();
}
