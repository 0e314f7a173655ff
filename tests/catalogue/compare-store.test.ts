/**
 * The compare selection store: at most three, a fourth refused with a message, kept in
 * localStorage and picked up from another tab's `storage` event.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type StoreModule = typeof import('../../src/islands/compare/store.ts');

const item = (n: number) => ({
  slug: `product-${n}`,
  name: `Product ${n}`,
  path: `/products/x/product-${n}`,
});

/** A browser's localStorage and storage events, enough for the store. */
function fakeBrowser(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const listeners: ((event: { key: string | null }) => void)[] = [];
  const localStorage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
  vi.stubGlobal('window', {
    localStorage,
    addEventListener: (type: string, listener: (event: { key: string | null }) => void) => {
      if (type === 'storage') listeners.push(listener);
    },
  });
  return {
    data,
    /** Another tab wrote the key. */
    otherTabWrites(key: string, value: string) {
      data.set(key, value);
      for (const listener of listeners) listener({ key });
    },
  };
}

async function loadStore(): Promise<StoreModule> {
  vi.resetModules();
  return import('../../src/islands/compare/store.ts');
}

describe('compare store', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  beforeEach(() => {
    browser = fakeBrowser();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds up to three products and refuses a fourth with a message', async () => {
    const store = await loadStore();
    expect(store.toggleCompared(item(1))).toBe('added');
    expect(store.toggleCompared(item(2))).toBe('added');
    expect(store.toggleCompared(item(3))).toBe('added');
    expect(store.toggleCompared(item(4))).toBe('full');
    expect(store.$compare.get().map((chosen) => chosen.slug)).toEqual([
      'product-1',
      'product-2',
      'product-3',
    ]);
    expect(store.$compareNotice.get()).toEqual({
      text: 'You can compare up to 3 products. Remove one to add Product 4.',
      refused: true,
    });
  });

  it('toggles a chosen product off, making room for another', async () => {
    const store = await loadStore();
    for (const n of [1, 2, 3]) store.toggleCompared(item(n));
    expect(store.toggleCompared(item(2))).toBe('removed');
    expect(store.isCompared('product-2')).toBe(false);
    expect(store.toggleCompared(item(4))).toBe('added');
    expect(store.$compareNotice.get()?.text).toBe('Added Product 4 to compare: 3 of 3.');
  });

  it('keeps the choice in localStorage and reads it back on the next page', async () => {
    const store = await loadStore();
    store.toggleCompared(item(1));
    store.toggleCompared(item(2));
    expect(JSON.parse(browser.data.get(store.STORAGE_KEY) ?? '[]')).toEqual([item(1), item(2)]);
    const next = await loadStore();
    expect(next.$compare.get()).toEqual([item(1), item(2)]);
  });

  it('follows a change made in another tab', async () => {
    const store = await loadStore();
    store.toggleCompared(item(1));
    browser.otherTabWrites(store.STORAGE_KEY, JSON.stringify([item(5), item(6)]));
    expect(store.$compare.get()).toEqual([item(5), item(6)]);
  });

  it('treats a malformed stored value as no choice, and never keeps more than three', async () => {
    const { decodeSelection } = await loadStore();
    expect(decodeSelection('not json')).toEqual([]);
    expect(decodeSelection('{"slug":"a"}')).toEqual([]);
    expect(decodeSelection(JSON.stringify([item(1), { slug: 2 }, item(1), item(2)]))).toEqual([
      item(1),
      item(2),
    ]);
    expect(decodeSelection(JSON.stringify([1, 2, 3, 4, 5].map(item)))).toHaveLength(3);
  });

  it('replaces the choice with the comparison page’s', async () => {
    const store = await loadStore();
    store.toggleCompared(item(1));
    store.setCompared([item(7), item(8), item(9), item(10)]);
    expect(store.$compare.get().map((chosen) => chosen.slug)).toEqual([
      'product-7',
      'product-8',
      'product-9',
    ]);
  });
});
