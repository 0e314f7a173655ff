/**
 * What the planner says about a rule that has not yet been checked against its official source
 * (`lastVerified` null): its figures are a guide, to be confirmed by whoever confirms eligibility.
 */
import type { RebateRule } from '../../schemas/rebate.ts';

/**
 * Who confirms eligibility, as the object of "confirm with …": the subject of the rule's
 * `confirmedBy` sentence ("An accredited certificate provider confirms …" gives "an accredited
 * certificate provider"), or the state's government where no scheme is in our rules.
 */
export function whoConfirms(rule: Pick<RebateRule, 'confirmedBy' | 'calculation' | 'state'>): string {
  if (rule.calculation === 'none') return `the ${rule.state} government`;
  const subject = rule.confirmedBy.split(' confirms ')[0];
  if (!subject || subject === rule.confirmedBy) return 'the scheme’s administrator';
  return `${subject.charAt(0).toLowerCase()}${subject.slice(1)}`;
}

/** The card's plain warning for a rule never checked against its source; null once it has been. */
export function uncheckedNotice(
  rule: Pick<RebateRule, 'confirmedBy' | 'calculation' | 'state' | 'lastVerified'>,
): string | null {
  if (rule.lastVerified !== null) return null;
  if (rule.calculation === 'none')
    return `That ${rule.state} has no scheme has not yet been checked against official sources; treat this as a guide and confirm with ${whoConfirms(rule)}.`;
  return `These figures have not yet been checked against the scheme’s official documents; treat them as a guide and confirm with ${whoConfirms(rule)}.`;
}
