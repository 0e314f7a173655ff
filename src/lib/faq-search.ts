/**
 * Searching the FAQs as a visitor types: every word must appear in the question or its answer.
 * Pure and free of runtime imports, shared by the FAQ search island and its tests.
 */
import type { FaqGroup } from '../schemas/faq.ts';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isFaqGroup(value: unknown): value is FaqGroup {
  return (
    isRecord(value) &&
    typeof value.group === 'string' &&
    typeof value.title === 'string' &&
    Array.isArray(value.questions) &&
    value.questions.every(
      (faq: unknown) => isRecord(faq) && typeof faq.question === 'string' && typeof faq.answer === 'string',
    )
  );
}

/** The FAQ groups of the FAQ page's page-data document (`data.groups`), or null. */
export function faqGroupsFrom(data: unknown): FaqGroup[] | null {
  if (!isRecord(data) || !Array.isArray(data.groups)) return null;
  const groups: unknown[] = data.groups;
  return groups.every(isFaqGroup) ? groups : null;
}
