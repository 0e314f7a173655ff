/**
 * The latest automated accessibility check of the whole site, as the accessibility statement
 * reports it: the record `npm run a11y:record` writes (./axe-sweep.json) from the browser suite's
 * axe sweep of every sitemap page (e2e/site.spec.ts), read and turned into the statement's section.
 * The record is committed, so the statement states what was run and when, never a claim made up at
 * build; e2e/accessibility.spec.ts fails when the build has a swept page the record lacks.
 */
import { z } from 'zod';
import type { PageSection } from '../../schemas/page.ts';
import { longDate } from '../australian-dates.ts';
import record from './axe-sweep.json' with { type: 'json' };

export const axeSweepSchema = z.strictObject({
  /** The day the sweep ran, YYYY-MM-DD (Sydney). */
  checkedOn: z.iso.date(),
  /** The axe-core version that ran. */
  axeCore: z.string().regex(/^\d+\.\d+\.\d+$/),
  /** The rule sets it ran, as axe tags them. */
  tags: z.array(z.string()).min(1),
  /** How many pages the sitemap listed that day. */
  sitemapPages: z.number().int().positive(),
  /** Each page axe checked: its path and the ids of the rules it broke (empty when none). */
  pages: z
    .array(z.strictObject({ path: z.string().startsWith('/'), violations: z.array(z.string()) }))
    .min(1),
});
export type AxeSweep = z.infer<typeof axeSweepSchema>;

export const axeSweep: AxeSweep = axeSweepSchema.parse(record);

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString('en-AU')} ${value === 1 ? one : many}`;

/** The statement's section on the latest sweep: when, what ran, how many pages, what it found. */
export function axeSweepSection(sweep: AxeSweep = axeSweep): PageSection {
  const failing = sweep.pages.filter((page) => page.violations.length > 0);
  const templated = sweep.sitemapPages - sweep.pages.length;
  return {
    id: 'latest-check',
    heading: 'The latest automated check',
    body: [
      `On ${longDate(sweep.checkedOn)}, axe-core ${sweep.axeCore} checked ${count(sweep.pages.length, 'page', 'pages')} of this site against the WCAG 2.2 A and AA rules it can test automatically.${templated > 0 ? ` The other ${count(templated, 'page', 'pages')} in the sitemap share a layout with one of those checked.` : ''}`,
      failing.length === 0
        ? 'It found no failures.'
        : `It found failures on ${count(failing.length, 'page', 'pages')}, listed here until they are fixed.`,
    ],
    ...(failing.length > 0
      ? {
          points: failing.map((page) => ({
            title: page.path,
            text: `Rules failed: ${page.violations.join(', ')}.`,
          })),
        }
      : {}),
  };
}
