/** Labels and tones of a promotion claim's status in the portal. */
import type { ClaimReviewStatus } from '#lib/value-lists.ts';

export const claimStatusLabels: Readonly<Record<ClaimReviewStatus, string>> = {
  received: 'Received',
  validated: 'Checked',
  'second-approval': 'Awaiting second approval',
  approved: 'Approved for payment',
  rejected: 'Rejected',
};

export const claimStatusTone = {
  received: 'brand',
  validated: 'accent',
  'second-approval': 'warning',
  approved: 'success',
  rejected: 'neutral',
} as const satisfies Record<ClaimReviewStatus, 'neutral' | 'brand' | 'accent' | 'success' | 'warning'>;
