/**
 * The hand-over of quote and installer requests to dealers, as stored and as the portal's API
 * accepts it: where a lead's hand-over stands, the kinds of history event, the reasons a dealer may
 * give for declining, and the bodies of decline, reassign and pause requests. One source of types.
 */
import { z } from 'zod';
import { declineReasons } from '../../lib/routing/decline-reasons.ts';
import { slugSchema } from '../../schemas/common.ts';

/**
 * Where a routed lead's hand-over stands: `waiting` for its dealer to accept, `accepted` by it, or
 * `unassigned` in the staff queue (nobody eligible within the radius, or too many hand-overs).
 */
export const routingStateSchema = z.enum(['waiting', 'accepted', 'unassigned']);
export type RoutingState = z.infer<typeof routingStateSchema>;

/** What happened in a lead's hand-over, one history entry each. */
export const routingEventKindSchema = z.enum([
  /** Routing gave it to a dealer (on arrival, or passed on). */
  'assigned',
  /** The dealer took it on: from now it sees the customer's details. */
  'accepted',
  /** The dealer turned it down, with a reason. */
  'declined',
  /** The dealer's response window ended before it accepted. */
  'timed-out',
  /** Staff gave it to a dealer by hand. */
  'reassigned',
  /** It went to the staff queue. */
  'unassigned',
]);
export type RoutingEventKind = z.infer<typeof routingEventKindSchema>;

/** The reasons a dealer can pick from when declining (labels in src/lib/routing/decline-reasons.ts). */
export const declineReasonSchema = z.enum(declineReasons);
export type DeclineReason = z.infer<typeof declineReasonSchema>;

/** Why a lead went to the staff queue. */
export type UnassignedReason = 'no-dealer' | 'hand-over-limit';

/** A dealer's id as the directory writes it. */
export const dealerIdSchema = slugSchema.max(80);

/** Body of a decline. */
export const declineSchema = z
  .strictObject({
    /** Why the dealer will not take the lead. */
    reason: declineReasonSchema,
    /** More about it, in a sentence; required with "another reason". */
    note: z.string().trim().max(1000).optional(),
  })
  .refine((value) => value.reason !== 'other' || Boolean(value.note), {
    path: ['note'],
    message: 'Say why in the note',
  });

/** Body of a staff reassignment. */
export const reassignSchema = z.strictObject({
  /** The dealer the lead goes to. */
  dealer: dealerIdSchema,
  /** Why staff move it, in a sentence: kept in its history and told to the dealer that held it. */
  reason: z
    .string('Say why the lead is being moved')
    .trim()
    // Control characters would travel into mail headers' neighbours and the history; refuse them.
    .regex(/^[^\p{Cc}]*$/u, 'Write the reason on one line, without control characters')
    .min(5, 'Say why the lead is being moved, in a few words')
    .max(300, 'Keep the reason to 300 characters'),
});

/** Body of a staff pause or resume. */
export const dealerPauseSchema = z.strictObject({
  /** True: the dealer receives no new leads until resumed. */
  paused: z.boolean(),
});
