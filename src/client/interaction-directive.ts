/**
 * `client:interaction`: an island whose server-rendered HTML works on its own until the visitor
 * uses it (the product listing's filter form). Its JavaScript (React included) loads on the first
 * pointer press, focus, key, input or change inside it, so a page nobody filters never downloads
 * it. The value names query parameters that hydrate the island at once when the address carries
 * one of them (a shared or restored filtered listing).
 *
 * Whatever the visitor changed before the island ran stays in the form's fields; the island reads
 * them when it starts (React keeps a field's value as the visitor left it while hydrating).
 *
 * Following a link inside it (a product card) is not a use: the next page replaces this one, and an
 * island whose hydration had only begun when the client router unmounted it makes React report an
 * error (#424, an update to a root that had not hydrated yet). Nor is a card's Compare toggle: it
 * is a custom element of its own (islands/compare), and a visitor who ticks two products and opens
 * the tray's comparison at once would otherwise leave the listing mid-hydration, the same error.
 */
import type { ClientDirective } from 'astro';

const FIRST_USE = ['pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;
/** What inside the island works without it: a link, and a product card's Compare toggle. */
const NOT_A_USE = 'a[href], cirrus-compare-toggle';

const interactionDirective: ClientDirective = (load, options, island) => {
  let started = false;
  const start = async (event?: Event) => {
    if (event?.target instanceof Element && event.target.closest(NOT_A_USE)) return;
    if (started) return;
    started = true;
    for (const type of FIRST_USE) island.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
  };
  const params = Array.isArray(options.value) ? (options.value as unknown[]) : [];
  const addressed = () => {
    const search = new URLSearchParams(location.search);
    return params.some((name) => typeof name === 'string' && search.has(name));
  };
  if (addressed()) {
    void start();
    return;
  }
  for (const type of FIRST_USE) island.addEventListener(type, start, { capture: true, passive: true });
  // The client router puts a new page in the document before it moves the address there (Back to
  // a filtered listing): look again once it has.
  document.addEventListener(
    'astro:after-swap',
    () => {
      if (island.isConnected && addressed()) void start();
    },
    { once: true },
  );
};

export default interactionDirective;
