/**
 * Searching the FAQs as a visitor types: every word must appear in the question or its answer.
 * Pure, shared by the FAQ search island and its tests (its one library is zod/mini, which the
 * island ships anyway for the page-data envelope).
 */

import { is } from 'valibot';
import type { FaqGroup } from '../schemas/faq.ts';
import { faqDataSchema } from './page-data-readers.ts';

/** Anchor id of a question on the FAQ page (its `details` element); site search links to it. */
export const faqId = (group: string, order: number) => `faq-${group}-${order}`;

/** Lower case, accents and punctuation removed, so "wi-fi" finds "Wi-Fi" and "cafe" finds "café". */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a query; empty when there is nothing to search for. */
export function queryWords(query: string): string[] {
  return normalise(query).split(' ').filter(Boolean);
}

/** The groups with only their matching questions; groups with none are left out. */
export function searchFaqs(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  const words = queryWords(query);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      questions: group.questions.filter((faq) => {
        const text = normalise(`${faq.question} ${faq.answer}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.questions.length > 0);
}

export function countQuestions(groups: readonly FaqGroup[]): number {
  return groups.reduce((sum, group) => sum + group.questions.length, 0);
}

/** The FAQ groups of the FAQ page's page-data document (`data.groups`), or null. */
export function faqGroupsFrom(data: unknown): FaqGroup[] | null {
  return isFaqData(data) ? data.groups : null;
}

/** The schema checks the fields the search reads; the groups are the build's own records. */
const isFaqData = (data: unknown): data is { groups: FaqGroup[] } => is(faqDataSchema, data);
