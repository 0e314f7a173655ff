/**
 * Site search, everything but loading the index: the kinds of result and their order, the search
 * page's URL, reading Pagefind's highlighted excerpts without trusting them as HTML, searching a
 * Pagefind instance kind by kind, and the looser queries tried when a search finds nothing. Free of
 * runtime imports: the search island (src/islands/site-search), the build and the tests share it.
 */

/** What a search result is. Each indexed page carries its kind as Pagefind's `kind` filter. */
export const searchKinds = ['product', 'category', 'faq', 'page'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const isSearchKind = (value: unknown): value is SearchKind =>
  searchKinds.some((kind) => kind === value);

/** How each kind is named: a group heading, and a count in a sentence. */
export const kindNames: Record<SearchKind, { heading: string; one: string; many: string }> = {
  product: { heading: 'Products', one: 'product', many: 'products' },
  category: { heading: 'Categories', one: 'category', many: 'categories' },
  faq: { heading: 'FAQs', one: 'FAQ', many: 'FAQs' },
  page: { heading: 'Pages', one: 'page', many: 'pages' },
};

/** The search results page, the header form's target: `/search?q=…`. */
export const SEARCH_PATH = '/search';

/** Id prefixes of the two search panels: the header dialog's and the search page's. */
export const panelIds = { dialog: 'site-search', page: 'search' } as const;

/** Longest query kept; anything longer is cut (nobody types more, and it bounds the work). */
export const MAX_QUERY_LENGTH = 120;

/** The query as searched: single spaces, no surrounding space, at most MAX_QUERY_LENGTH characters. */
export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** `?q=` of a location's search string, normalised; empty when absent. */
export function queryFromSearch(search: string): string {
  return normaliseQuery(new URLSearchParams(search).get('q') ?? '');
}

/** The search page's URL for a query: `/search?q=quiet+bedroom`, or `/search` for none. */
export function searchUrl(query: string): string {
  const q = normaliseQuery(query);
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ q })}` : SEARCH_PATH;
}

/** A run of excerpt text, highlighted when it matched the query. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Pagefind's excerpt (page text, HTML-escaped, with `<mark>` around matched words) as plain text
 * runs. Only `<mark>` means anything; any other tag is dropped and entities become characters, so
 * the result is rendered as text and never as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark\b[^>]*>)/i)) {
    if (/^<mark\b/i.test(piece)) marked = true;
    else if (/^<\/mark/i.test(piece)) marked = false;
    else {
      const text = decodeEntities(piece.replace(/<[^>]*>?/g, ''));
      if (!text) continue;
      const last = parts.at(-1);
      if (last && last.marked === marked) last.text += text;
      else parts.push({ text, marked });
    }
  }
  return parts;
}

/** One result, ready to show. */
export interface SearchHit {
  url: string;
  title: string;
  /** Where it sits, e.g. an FAQ's group ("Warranty and service"); may be empty. */
  context: string;
  excerpt: ExcerptPart[];
  /** URL of the product's picture at thumbnail size (its page's `thumb` meta), for product hits. */
  thumb?: string;
}

/** The results of one kind: how many matched, the best ones loaded, and the best one's score. */
export interface SearchGroup {
  kind: SearchKind;
  total: number;
  hits: SearchHit[];
  topScore: number;
}

/**
 * Groups to show, best first: the group whose best hit scores highest leads ("ducted" puts the
 * ducted category and products before FAQs that mention ducts), kinds in their usual order on a
 * tie; empty groups are left out.
 */
export function orderGroups(groups: readonly SearchGroup[]): SearchGroup[] {
  return groups
    .filter((group) => group.total > 0 && group.hits.length > 0)
    .sort((a, b) => b.topScore - a.topScore || searchKinds.indexOf(a.kind) - searchKinds.indexOf(b.kind));
}

export const totalResults = (groups: readonly SearchGroup[]) =>
  groups.reduce((sum, group) => sum + group.total, 0);

const count = (n: number, kind: SearchKind) => `${n} ${n === 1 ? kindNames[kind].one : kindNames[kind].many}`;

/** The status line a screen reader hears after a search, e.g. `7 results for “ducted”: 5 products, 2 categories`. */
export function resultsSummary(query: string, groups: readonly SearchGroup[], approximate = false): string {
  const total = totalResults(groups);
  if (total === 0) return `No results for “${query}”.`;
  const lead = approximate
    ? `${total} close ${total === 1 ? 'match' : 'matches'} for “${query}”`
    : `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`;
  return `${lead}: ${groups.map((group) => count(group.total, group.kind)).join(', ')}.`;
}

/** A text's words: runs of letters and digits, lower case. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Shortest word stem the typo fallback will search for. */
const MIN_STEM = 4;
/** Most letters the typo fallback cuts from a word. */
const MAX_CUT = 5;

/**
 * Looser queries for a search that found nothing real, tried in order. Pagefind matches words by prefix
 * and forgives some typos, not all ("warrenty"), so each long word is cut back a letter at a time
 * ("warrent" … "warr", which finds "warranty"); a query of several words is then tried one word at
 * a time, longest (most telling) first. Words are runs of letters and digits; shorter ones than
 * three ("a", "1", "kw") are left out, as they match almost anything.
 */
export function relaxedQueries(query: string): string[] {
  const words = wordsOf(query).filter((word) => word.length >= 3);
  if (words.length === 0) return [];
  const queries: string[] = [];
  const longest = Math.max(...words.map((word) => word.length));
  for (let cut = 1; cut <= MAX_CUT && longest - cut >= MIN_STEM; cut += 1) {
    queries.push(
      words
        .map((word) => (word.length > MIN_STEM ? word.slice(0, Math.max(MIN_STEM, word.length - cut)) : word))
        .join(' '),
    );
  }
  if (words.length > 1) {
    queries.push(...[...words].sort((a, b) => b.length - a.length).filter((word) => word.length >= MIN_STEM));
  }
  const original = words.join(' ');
  return [...new Set(queries)].filter((candidate) => candidate !== original);
}

/** The parts of Pagefind's browser API used here (https://pagefind.app/docs/api/). */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  preload(term: string): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindResult[] } | null>;
}
interface PagefindResult {
  score: number;
  data(): Promise<{
    url: string;
    /** Page text around the matches, HTML-escaped, matches in `<mark>`. */
    excerpt: string;
    meta: Record<string, string | undefined>;
  }>;
}

/** Options every search runs with (besides the island's cache tag). */
export const pagefindOptions = {
  excerptLength: 24,
  // Product, category and FAQ titles are what visitors type: a title match counts well above a
  // mention in a long specification table (Pagefind's default title weight is 5).
  ranking: { metaWeights: { title: 6, context: 1.5 } },
};

/** How many hits of each kind to load and show; the rest are only counted. */
export type HitLimits = Record<SearchKind, number>;

/** What a search found, grouped by kind; `approximate` when a looser query found it. */
export interface SearchOutcome {
  query: string;
  groups: SearchGroup[];
  approximate: boolean;
}

type PagefindData = Awaited<ReturnType<PagefindResult['data']>>;

const hitOf = (data: PagefindData): SearchHit => ({
  url: data.url,
  title: data.meta.title ?? data.url,
  context: data.meta.context ?? '',
  excerpt: excerptParts(data.excerpt),
  // Only a same-site path: the index is ours, but a result is never a way to load another origin.
  ...(data.meta.thumb?.startsWith('/') && !data.meta.thumb.startsWith('//')
    ? { thumb: data.meta.thumb }
    : {}),
});

/** Whether `words` holds `run` as consecutive words; the run's last word may be the start of one. */
function holdsRun(words: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return false;
  for (let start = 0; start + run.length <= words.length; start += 1) {
    if (
      run.every((word, index) =>
        index === run.length - 1 ? words[start + index]?.startsWith(word) : words[start + index] === word,
      )
    )
      return true;
  }
  return false;
}

/**
 * Whether a hit is an exact match for the query: its title holds the query's words in order
 * ("aura 5" → "Aura 5.0 kW…", not "Aura 12.0 kW… up to 5 rooms"), or a highlighted part of it is
 * the query itself (a model number such as CCA-W50R).
 */
export function isExactMatch(hit: SearchHit, query: string): boolean {
  const run = wordsOf(query);
  if (holdsRun(wordsOf(hit.title), run)) return true;
  const wanted = run.join(' ');
  return hit.excerpt.some((part) => part.marked && wordsOf(part.text).join(' ') === wanted);
}

/** Whether a hit's title begins with the query's words: the visitor typed its name ("rebate" → "Rebate planner…"). */
export function isNamedBy(hit: SearchHit, query: string): boolean {
  const run = wordsOf(query);
  return run.length > 0 && holdsRun(wordsOf(hit.title).slice(0, run.length), run);
}

/**
 * Exact matches first, the rest in the search engine's order (a stable sort). Among the exact ones,
 * a title that begins with the query comes first, then the title with the fewest other words: "aura
 * 5" names the Aura 5.0 kW split system before the Aura 5.0 kW cassette and multi-split, whose names
 * add to it; the engine's order decides the rest.
 */
export function exactMatchesFirst(hits: readonly SearchHit[], query: string): SearchHit[] {
  const exact = hits
    .filter((hit) => isExactMatch(hit, query))
    .map((hit, order) => ({ hit, order, named: isNamedBy(hit, query), words: wordsOf(hit.title).length }))
    .sort((a, b) => Number(b.named) - Number(a.named) || a.words - b.words || a.order - b.order)
    .map(({ hit }) => hit);
  return [...exact, ...hits.filter((hit) => !exact.includes(hit))];
}

/**
 * How many of the best product hits are read to find an exact name Pagefind ranked lower (each
 * read is a fragment fetched, so only products, where names are typed, read more than they show).
 */
const RERANKED_PRODUCTS = 8;

async function searchKind(
  pagefind: Pagefind,
  term: string,
  kind: SearchKind,
  limit: number,
): Promise<SearchGroup> {
  const results = (await pagefind.search(term, { filters: { kind } }))?.results ?? [];
  const read = await Promise.all(
    results
      .slice(0, kind === 'product' ? Math.max(limit, RERANKED_PRODUCTS) : limit)
      .map(async (result) => hitOf(await result.data())),
  );
  const hits = exactMatchesFirst(read, term).slice(0, limit);
  return { kind, total: results.length, hits, topScore: results[0]?.score ?? 0 };
}

/**
 * The product group leads when its best hit is the product named or numbered exactly ("CCE-D160R",
 * "aura 5.0"), whatever the engine scored pages that merely mention it (a fault-code page listing
 * every model of a family); otherwise groups go best first.
 */
export function productsFirstWhenExact(groups: readonly SearchGroup[], term: string): SearchGroup[] {
  const products = groups.find((group) => group.kind === 'product');
  const best = products?.hits[0];
  // A size or a model number ("aura 5", "CCE-D160R"): words alone ("warranty") name no one product.
  if (!products || !best || !/\d/.test(term) || !isExactMatch(best, term)) return [...groups];
  return [products, ...groups.filter((group) => group !== products)];
}

/**
 * When the leading group's best hit is not named by the query, the best-scored group whose best hit
 * is (its title begins with the query) takes the lead: "rebate" opens on the page called "Rebates
 * and running costs planner", not on the FAQ "Can I get a rebate…?" the engine scored higher as a
 * short answer. The other groups keep their order.
 */
export function namedFirst(groups: readonly SearchGroup[], term: string): SearchGroup[] {
  const named = (group: SearchGroup | undefined) => Boolean(group?.hits[0] && isNamedBy(group.hits[0], term));
  const lead = groups.find((group) => named(group));
  if (!lead || named(groups[0])) return [...groups];
  return [lead, ...groups.filter((group) => group !== lead)];
}

const searchKindsOf = async (pagefind: Pagefind, term: string, limits: HitLimits) =>
  productsFirstWhenExact(
    namedFirst(
      orderGroups(
        await Promise.all(searchKinds.map((kind) => searchKind(pagefind, term, kind, limits[kind]))),
      ),
      term,
    ),
    term,
  );

function sharedPrefix(a: string, b: string) {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Whether a hit really matches the words searched: a highlighted word or a word of its title
 * starts like one of them. Pagefind also matches short words it finds inside unknown ones (the
 * "d" of "dehumidifier", the "wa" of "warrenty"), which this tells apart.
 */
export function hitMatches(hit: SearchHit, term: string): boolean {
  const searched = wordsOf(term);
  const found = [
    ...hit.excerpt.filter((part) => part.marked).flatMap((part) => wordsOf(part.text)),
    ...wordsOf(hit.title),
  ];
  return found.some((word) =>
    searched.some((query) => sharedPrefix(word, query) >= Math.min(3, query.length)),
  );
}

/** How many of a query's best hits are checked before its results are shown. */
const PROBE = 3;

/** Whether a query's best hits really match it (see `hitMatches`). */
async function findsMatches(pagefind: Pagefind, term: string): Promise<boolean> {
  const results = (await pagefind.search(term))?.results ?? [];
  const best = await Promise.all(results.slice(0, PROBE).map((result) => result.data()));
  return best.some((data) => hitMatches(hitOf(data), term));
}

/**
 * Searches the index kind by kind (the `kind` filter): each kind's count and its best hits, groups
 * best first. When the query's best hits do not really match it (a typo, a word the site does not
 * use), its looser forms are tried in turn and the first that matches is shown, marked
 * approximate; when none does, there are no results.
 */
export async function searchPagefind(
  pagefind: Pagefind,
  query: string,
  limits: HitLimits,
): Promise<SearchOutcome> {
  for (const term of [query, ...relaxedQueries(query)]) {
    if (await findsMatches(pagefind, term)) {
      return { query, groups: await searchKindsOf(pagefind, term, limits), approximate: term !== query };
    }
  }
  return { query, groups: [], approximate: false };
}
