/**
 * Site search logic without an index: excerpts read as text, grouping and ordering, the status
 * line, the search page's URL, the looser queries for typos, telling real matches from the short
 * words Pagefind finds inside unknown ones, and the records added besides the built pages.
 */
import { describe, expect, it } from 'vitest';
import { copyText, faqRecords, pageRecord, pageUrl } from '../../src/lib/search-records.ts';
import {
  exactMatchesFirst,
  excerptParts,
  hitMatches,
  isExactMatch,
  namedFirst,
  normaliseQuery,
  orderGroups,
  queryFromSearch,
  relaxedQueries,
  resultsSummary,
  type SearchGroup,
  type SearchHit,
  searchUrl,
} from '../../src/lib/site-search.ts';
import { faqGroups } from '../catalogue/load-catalogue.ts';

const hit = (title: string, excerpt = ''): SearchHit => ({
  url: '/x',
  title,
  context: '',
  excerpt: excerptParts(excerpt),
});

const group = (kind: SearchGroup['kind'], total: number, topScore: number): SearchGroup => ({
  kind,
  total,
  topScore,
  hits: total > 0 ? [hit(`${kind} hit`)] : [],
});

describe('excerpts', () => {
  it('keep only <mark> as highlighting, as text runs', () => {
    expect(excerptParts('A <mark>ducted</mark> system, <mark>ducted</mark> zones')).toEqual([
      { text: 'A ', marked: false },
      { text: 'ducted', marked: true },
      { text: ' system, ', marked: false },
      { text: 'ducted', marked: true },
      { text: ' zones', marked: false },
    ]);
  });

  it('turn entities into characters and never let markup through', () => {
    const parts = excerptParts(
      'Tom &amp; Jerry &lt;script&gt;alert(1)&lt;/script&gt; <img src=x onerror=alert(1)><mark>&quot;quiet&quot;</mark> &#39;x&#x27;',
    );
    expect(parts.map((part) => part.text).join('')).toBe(
      'Tom & Jerry <script>alert(1)</script> "quiet" \'x\'',
    );
    expect(parts.find((part) => part.marked)?.text).toBe('"quiet"');
    // Text runs are rendered as text nodes: the decoded "<script>" is shown, never parsed.
    expect(parts.every((part) => typeof part.text === 'string')).toBe(true);
  });

  it('survive stray and unclosed tags', () => {
    expect(excerptParts('<mark>open <b>bold</b> text')).toEqual([{ text: 'open bold text', marked: true }]);
    expect(excerptParts('cut <mar')).toEqual([{ text: 'cut ', marked: false }]);
    expect(excerptParts('')).toEqual([]);
  });
});

describe('groups', () => {
  it('lead with the kind whose best hit scores highest, dropping empty kinds', () => {
    const ordered = orderGroups([
      group('product', 22, 9.8),
      group('category', 8, 9.9),
      group('faq', 7, 8.9),
      group('page', 0, 0),
    ]);
    expect(ordered.map((item) => item.kind)).toEqual(['category', 'product', 'faq']);
  });

  it('keep the usual order of kinds on a tie', () => {
    const ordered = orderGroups([group('page', 1, 2), group('faq', 1, 2), group('product', 1, 2)]);
    expect(ordered.map((item) => item.kind)).toEqual(['product', 'faq', 'page']);
  });

  it('are summed up for screen readers, counts in words', () => {
    expect(resultsSummary('ducted', [group('category', 1, 1), group('product', 22, 1)])).toBe(
      '23 results for “ducted”: 1 category, 22 products.',
    );
    expect(resultsSummary('warrenty', [group('faq', 1, 1)], true)).toBe(
      '1 close match for “warrenty”: 1 FAQ.',
    );
    expect(resultsSummary('zebra', [])).toBe('No results for “zebra”.');
  });
});

describe('queries and the search page URL', () => {
  it('are trimmed, single-spaced and bounded', () => {
    expect(normaliseQuery('  quiet \n  bedroom ')).toBe('quiet bedroom');
    expect(normaliseQuery('x'.repeat(500))).toHaveLength(120);
  });

  it('round-trip through ?q=', () => {
    expect(searchUrl('quiet bedroom')).toBe('/search?q=quiet+bedroom');
    expect(searchUrl('  ')).toBe('/search');
    expect(queryFromSearch(new URL(`https://x${searchUrl('<script>alert(1)</script> & co')}`).search)).toBe(
      '<script>alert(1)</script> & co',
    );
    expect(queryFromSearch('')).toBe('');
  });
});

describe('looser queries for typos', () => {
  it('cut long words back a letter at a time, to four letters', () => {
    expect(relaxedQueries('warrenty')).toEqual(['warrent', 'warren', 'warre', 'warr']);
  });

  it('then try each word of several on its own, longest first', () => {
    const queries = relaxedQueries('quiet bedroom');
    expect(queries.slice(0, 3)).toEqual(['quie bedroo', 'quie bedro', 'quie bedr']);
    expect(queries.slice(-2)).toEqual(['bedroom', 'quiet']);
  });

  it('leave out words too short to tell anything, and markup', () => {
    expect(relaxedQueries('a 1 kw')).toEqual([]);
    expect(relaxedQueries('<script>alert(1)</script>').every((query) => !/[<>()1]/.test(query))).toBe(true);
  });
});

describe('real matches', () => {
  it('are highlighted words or title words that start like a word searched', () => {
    expect(hitMatches(hit('Warranty', 'Register your <mark>warranty</mark>'), 'warranty')).toBe(true);
    expect(hitMatches(hit('Warranty', 'no highlight here'), 'warr')).toBe(true);
    expect(hitMatches(hit('Edge 2.5 kW', 'Our <mark>quietest,</mark> split'), 'quiet bedroom')).toBe(true);
    expect(hitMatches(hit('Edge 16.0 kW', 'Indoor model <mark>CCE-D160R.</mark>'), 'CCE-D160R')).toBe(true);
  });

  it('are not a short word found inside an unknown one', () => {
    expect(hitMatches(hit('Breeze 2.5 kW', 'Indoor unit (W × H × <mark>D)</mark>'), 'dehumidifier')).toBe(
      false,
    );
    expect(hitMatches(hit('Find a Cirrus dealer', 'Albany <mark>WA</mark> 6330'), 'warrenty')).toBe(false);
  });
});

describe('records besides the built pages', () => {
  it('are every FAQ, linked to its question on the FAQ page', () => {
    const records = faqRecords({ groups: faqGroups });
    const questions = faqGroups.flatMap((item) => item.questions);
    expect(records).toHaveLength(questions.length);
    const first = faqGroups[0];
    const question = first?.questions[0];
    expect(records[0]).toEqual({
      url: `/faqs#faq-${first?.group}-${question?.order}`,
      kind: 'faq',
      title: question?.question,
      context: first?.title,
      content: question?.answer,
    });
    expect(faqRecords({})).toEqual([]);
  });

  it('read a page rendered on demand from its copy, without links, ids or search-engine text', () => {
    const data = {
      page: {
        slug: 'warranty',
        title: 'Warranty',
        seo: { title: 'Warranty | Cirrus', description: 'Search engines only' },
        lead: 'Five years parts and labour.',
        sections: [
          { id: 'claim', heading: 'How to claim', body: ['Call us.'], cta: { label: 'Contact', href: '/x' } },
        ],
      },
      terms: { coverage: [{ id: 'edge', productTypes: ['ducted'], summary: 'Seven years on Edge.' }] },
    };
    expect(copyText(data)).toEqual([
      'Warranty',
      'Five years parts and labour.',
      'How to claim',
      'Call us.',
      'Contact',
      'Seven years on Edge.',
    ]);
    expect(pageRecord('/warranty', data)).toEqual({
      url: '/warranty',
      kind: 'page',
      title: 'Warranty',
      content: 'Five years parts and labour.\nHow to claim\nCall us.\nContact\nSeven years on Edge.',
    });
    expect(pageRecord('/x', { nothing: true })).toBeNull();
    // A heading that does not name the page: found and shown by its search title.
    expect(
      pageRecord('/rebates', {
        title: 'What will it cost?',
        searchTitle: 'Rebates and running costs planner',
        lead: 'Enter your postcode.',
      }),
    ).toEqual({
      url: '/rebates',
      kind: 'page',
      title: 'Rebates and running costs planner',
      context: 'What will it cost?',
      content: 'Enter your postcode.',
    });
  });

  it('use the URLs visitors use for built files', () => {
    expect(pageUrl('index.html')).toBe('/');
    expect(pageUrl('products/cooling.html')).toBe('/products/cooling');
    expect(pageUrl('products\\cooling\\index.html')).toBe('/products/cooling');
  });
});

describe('exact matches first', () => {
  const titled = (title: string, marked = ''): SearchHit => ({
    url: `/${title}`,
    title,
    context: '',
    excerpt: marked ? [{ text: marked, marked: true }] : [],
  });

  it('puts a title holding the query’s words in order ahead of one that only mentions them', () => {
    const multi = titled('Aura 12.0 kW Multi-Split (up to 5 rooms)');
    const ducted = titled('Aura 5.0 kW Ducted');
    const split = titled('Aura 5.0 kW Reverse Cycle Split System');
    expect(exactMatchesFirst([multi, ducted, split], 'aura 5').map((item) => item.title)).toEqual([
      ducted.title,
      split.title,
      multi.title,
    ]);
    expect(isExactMatch(multi, 'aura 5')).toBe(false);
  });

  it('puts the product the name is before those whose names add to it', () => {
    const cassette = titled('Aura 5.0 kW Ceiling Cassette Reverse Cycle System');
    const multi = titled('Aura 5.0 kW Multi-Split System (up to 2 rooms)');
    const split = titled('Aura 5.0 kW Reverse Cycle Split System');
    expect(exactMatchesFirst([multi, cassette, split], 'aura 5').map((item) => item.title)).toEqual([
      split.title,
      cassette.title,
      multi.title,
    ]);
  });

  it('leads with the group whose best hit the query names, when the best-scored one’s is not', () => {
    const group = (kind: SearchGroup['kind'], title: string, topScore: number): SearchGroup => ({
      kind,
      total: 1,
      hits: [titled(title)],
      topScore,
    });
    const faq = group('faq', 'Can I get a rebate on a new system?', 9);
    const page = group('page', 'Rebates and running costs planner', 3);
    const category = group('category', 'Ducted air conditioners', 8);
    expect(namedFirst([faq, page], 'rebate').map((item) => item.kind)).toEqual(['page', 'faq']);
    // The best-scored group's best hit is named already: the order stays.
    expect(namedFirst([category, page], 'ducted').map((item) => item.kind)).toEqual(['category', 'page']);
    expect(namedFirst([faq, page], 'gas').map((item) => item.kind)).toEqual(['faq', 'page']);
  });

  it('counts a highlighted model number equal to the query as exact', () => {
    expect(isExactMatch(titled('Edge 3.5 kW', 'CCE-W35R'), 'cce-w35r')).toBe(true);
    expect(isExactMatch(titled('Edge 3.5 kW', 'CCE-W35'), 'cce-w35r')).toBe(false);
  });
});
