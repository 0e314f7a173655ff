/**
 * Every decision the site's code makes about a person without a person looking first (Privacy Act
 * 1988, APP 1.7-1.9 as amended in 2024): the privacy policy's "Decisions made by computer" section
 * names each one by its id (a point's `decision`), and each module that makes one says so with
 * `decisionsMade(...)`. tests/unit/automated-decisions.test.ts fails when a decision the code makes is
 * missing from the policy, or the policy names one the code does not know.
 */

export interface AutomatedDecision {
  /** What the decision is, in a few words. */
  title: string;
  /** The personal information it uses. */
  uses: readonly string[];
  /** `now`: the code makes it today; `announced`: the policy names it before it starts. */
  runs: 'now' | 'announced';
}

export const automatedDecisions = {
  'lead-routing': {
    title: 'Which dealer, installer or service agent gets a request',
    uses: ['postcode', 'kind of request', 'product type', 'dealer chosen in the locator'],
    runs: 'now',
  },
  'service-warranty-standing': {
    title: 'Whether a service visit is under warranty',
    uses: ['serial number', 'postcode', 'model number', 'warranty registration'],
    runs: 'now',
  },
  'rebate-estimate': {
    title: 'Rebate and running-cost estimates',
    uses: ['postcode', 'home and heating answers', 'concession and income answers'],
    runs: 'now',
  },
  'rate-limits': {
    title: 'Limits on how often forms can be sent',
    uses: ['IP address', 'email address'],
    runs: 'now',
  },
  'spam-refusal': {
    title: 'Refusing spam, duplicates and unsafe files',
    uses: ['the form as sent', 'the files uploaded'],
    runs: 'now',
  },
  'warranty-from-install': {
    title: 'Registering the warranty from a confirmed installation',
    uses: ['the installation record', 'serial numbers', 'name and address'],
    runs: 'now',
  },
  'review-invitation': {
    title: 'Who is invited to review their installation',
    uses: ['email address', 'installation date', 'open service requests'],
    runs: 'announced',
  },
} as const satisfies Record<string, AutomatedDecision>;

export type AutomatedDecisionId = keyof typeof automatedDecisions;

export const automatedDecisionIds = Object.keys(automatedDecisions) as AutomatedDecisionId[];

/** A module's note of the automated decisions it makes (the privacy policy names each). */
export const decisionsMade = (...ids: AutomatedDecisionId[]): readonly AutomatedDecisionId[] => ids;
