/**
 * The reasons a dealer can pick from when declining a lead, with the words the portal shows. No
 * runtime imports, so the portal island and the server's schema share one list.
 */
export const declineReasonLabels = {
  'too-far': 'Too far from us',
  'fully-booked': 'Fully booked',
  'product-not-handled': 'We don’t handle this product',
  'job-not-suitable': 'Not a job we do',
  other: 'Another reason (say why in the note)',
} as const;

export type DeclineReason = keyof typeof declineReasonLabels;

export const declineReasons = Object.keys(declineReasonLabels) as [DeclineReason, ...DeclineReason[]];
