/** Frequently asked questions, kept in one file per group. */
import { z } from 'zod';
import { callToActionSchema } from './page.ts';

/** The FAQ groups, in the order the FAQ page shows them by default. */
export const faqGroupKeySchema = z.enum([
  'buying',
  'sizing',
  'installation',
  'running-costs',
  'warranty-and-service',
  'account-portal',
]);
export type FaqGroupKey = z.infer<typeof faqGroupKeySchema>;

/** One question and its answer. */
export const faqSchema = z.strictObject({
  /** The question as a visitor would ask it. */
  question: z.string().min(10).max(140).endsWith('?'),
  /** Plain-text answer of one to three sentences. */
  answer: z.string().min(40).max(600),
  /** Optional link after the answer, to the page that does what it describes ("Check your warranty"). */
  link: callToActionSchema.optional(),
  /** Position within its group, ascending. */
  order: z.number().int().nonnegative(),
});
export type Faq = z.infer<typeof faqSchema>;

/** A group of questions on one topic. */
export const faqGroupSchema = z.strictObject({
  /** The group's key. */
  group: faqGroupKeySchema,
  /** The group's heading on the FAQ page. */
  title: z.string().min(3).max(60),
  /** Position of the group on the FAQ page, ascending. */
  order: z.number().int().nonnegative(),
  /** The questions in the group. */
  questions: z.array(faqSchema).min(1),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;
