/**
 * When an owner may still move or give up a booked visit: until a day before it starts. After that
 * the agent has planned its round, and the owner phones them. Browser-safe: the status page says it.
 */

/** Hours before a booked visit starts when the owner's own changes close. */
export const OWNER_CHANGE_CUTOFF_HOURS = 24;

/** The instant (ISO) after which the owner can no longer change a visit starting at `start`. */
export function ownerChangesCloseAt(start: string): string {
  return new Date(Date.parse(start) - OWNER_CHANGE_CUTOFF_HOURS * 3_600_000).toISOString();
}
