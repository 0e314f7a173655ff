/** Labels and tones of a warranty registration's review status in the portal. */
import type { WarrantyReviewStatus } from '#lib/value-lists.ts';

export const warrantyStatusLabels: Readonly<Record<WarrantyReviewStatus, string>> = {
  received: 'Received',
  'info-needed': 'More information needed',
  approved: 'Approved',
  declined: 'Declined',
};

export const warrantyStatusTone = {
  received: 'brand',
  'info-needed': 'warning',
  approved: 'success',
  declined: 'neutral',
} as const satisfies Record<WarrantyReviewStatus, 'neutral' | 'brand' | 'accent' | 'success' | 'warning'>;
