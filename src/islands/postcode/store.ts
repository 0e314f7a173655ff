/**
 * The visitor's postcode, once they have given one to the rebate planner, the dealer locator or the
 * sizing tool: one nanostores atom kept in localStorage, so a product page can say which schemes the
 * product may qualify for there. It stays in the browser: nothing sends it to the server unless the
 * visitor follows a link that carries it, and the service worker never stores it. Synced across tabs
 * through the `storage` event.
 */
import { atom } from 'nanostores';
import { stateOfPostcode } from '../../lib/rebates/location.ts';

export const POSTCODE_KEY = 'cirrus:postcode';

/** A stored value read back: only a four-digit postcode of a known state counts. */
export function decodePostcode(raw: string | null): string | null {
  return raw && stateOfPostcode(raw) ? raw : null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the postcode lasts as long as the page
  }
}

export const $visitorPostcode = atom<string | null>(decodePostcode(storage()?.getItem(POSTCODE_KEY) ?? null));

$visitorPostcode.listen((postcode) => {
  const store = storage();
  if (!store || postcode === null || store.getItem(POSTCODE_KEY) === postcode) return;
  store.setItem(POSTCODE_KEY, postcode);
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === POSTCODE_KEY || event.key === null) {
      $visitorPostcode.set(decodePostcode(storage()?.getItem(POSTCODE_KEY) ?? null));
    }
  });
}

/** Remembers a postcode the visitor gave (anything that is not a known postcode is ignored). */
export function rememberPostcode(postcode: string) {
  const known = decodePostcode(postcode.trim());
  if (known && known !== $visitorPostcode.get()) $visitorPostcode.set(known);
}
