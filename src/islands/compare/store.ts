/**
 * The products chosen for comparison: one nanostores atom of up to three, kept in localStorage so the
 * choice survives navigation and reloads, and synced across tabs through the `storage` event. The
 * toggles, the tray and the comparison page all read and write it here.
 */
import { atom } from 'nanostores';
import { maxCompared } from '../../lib/compare';

/** A chosen product: enough for the tray to name and link it without fetching anything. */
export interface CompareItem {
  slug: string;
  name: string;
  path: string;
}

export const STORAGE_KEY = 'cirrus:compare';

const isItem = (value: unknown): value is CompareItem =>
  typeof value === 'object' &&
  value !== null &&
  ['slug', 'name', 'path'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

/** A stored value read back: anything malformed counts as no choice. */
export function decodeSelection(raw: string | null): CompareItem[] {
  try {
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const items = value.filter(isItem);
    return items
      .filter((item, index) => items.findIndex((other) => other.slug === item.slug) === index)
      .slice(0, maxCompared);
  } catch {
    return [];
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the choice lasts as long as the page
  }
}

export const $compare = atom<CompareItem[]>(decodeSelection(storage()?.getItem(STORAGE_KEY) ?? null));

/** The last thing a change to the choice said, for the tray's live region. */
export const $compareNotice = atom<{ text: string; refused: boolean } | null>(null);

$compare.listen((items) => {
  const encoded = JSON.stringify(items);
  const store = storage();
  if (store && store.getItem(STORAGE_KEY) !== encoded) store.setItem(STORAGE_KEY, encoded);
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) {
      $compare.set(decodeSelection(storage()?.getItem(STORAGE_KEY) ?? null));
    }
  });
}

export type ToggleResult = 'added' | 'removed' | 'full';

export function isCompared(slug: string): boolean {
  return $compare.get().some((item) => item.slug === slug);
}

/** Adds the product, or removes it when chosen; a fourth is refused and the choice left as it is. */
export function toggleCompared(item: CompareItem): ToggleResult {
  const items = $compare.get();
  if (items.some((chosen) => chosen.slug === item.slug)) {
    removeCompared(item.slug);
    return 'removed';
  }
  if (items.length >= maxCompared) {
    $compareNotice.set({
      text: `You can compare up to ${maxCompared} products. Remove one to add ${item.name}.`,
      refused: true,
    });
    return 'full';
  }
  const next = [...items, item];
  $compare.set(next);
  $compareNotice.set({
    text: `Added ${item.name} to compare: ${next.length} of ${maxCompared}.`,
    refused: false,
  });
  return 'added';
}

export function removeCompared(slug: string) {
  const items = $compare.get();
  const removed = items.find((item) => item.slug === slug);
  if (!removed) return;
  const next = items.filter((item) => item.slug !== slug);
  $compare.set(next);
  $compareNotice.set({
    text: `Removed ${removed.name} from compare: ${next.length} of ${maxCompared}.`,
    refused: false,
  });
}

export function clearCompared() {
  $compare.set([]);
  $compareNotice.set({ text: 'Cleared the products to compare.', refused: false });
}

/** Replaces the choice (the comparison page makes it what its address names). */
export function setCompared(items: readonly CompareItem[]) {
  const next = items.slice(0, maxCompared);
  const same =
    next.length === $compare.get().length &&
    next.every((item, index) => $compare.get()[index]?.slug === item.slug);
  if (!same) $compare.set(next);
}
