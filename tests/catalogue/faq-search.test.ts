import { describe, expect, it } from 'vitest';
import { countQuestions, faqGroupsFrom, queryWords, searchFaqs } from '../../src/lib/faq-search.ts';
import { faqGroups } from './load-catalogue.ts';

describe('FAQ search', () => {
  it('returns every question for an empty query', () => {
    expect(countQuestions(searchFaqs(faqGroups, '  '))).toBe(countQuestions(faqGroups));
  });

  it('needs every word, in the question or the answer, ignoring case and punctuation', () => {
    const results = searchFaqs(faqGroups, 'Evaporative  COOLING!');
    expect(countQuestions(results)).toBeGreaterThan(0);
    for (const group of results) {
      for (const faq of group.questions) {
        const text = `${faq.question} ${faq.answer}`.toLowerCase();
        expect(text).toContain('evaporative');
        expect(text).toContain('cooling');
      }
    }
    expect(countQuestions(results)).toBeLessThan(countQuestions(faqGroups));
  });

  it('drops groups without a match and finds nothing for nonsense', () => {
    expect(searchFaqs(faqGroups, 'zzzxqv')).toEqual([]);
    const warranty = searchFaqs(faqGroups, 'serial');
    expect(warranty.every((group) => group.questions.length > 0)).toBe(true);
  });

  it('splits queries into words, dropping accents', () => {
    expect(queryWords(' Wi-Fi  café ')).toEqual(['wi', 'fi', 'cafe']);
  });

  it('reads the groups of the FAQ page-data document', () => {
    expect(faqGroupsFrom({ groups: faqGroups })).toEqual(faqGroups);
    expect(faqGroupsFrom({ groups: [{ title: 'x' }] })).toBeNull();
    expect(faqGroupsFrom({})).toBeNull();
  });
});
