/** A dealer's opening hours as the site holds them, parsed from the short form editors write (lib/opening-hours.ts). */
import { z } from 'zod';
import { weekdays } from '../lib/weekdays.ts';

/** A day of the week, Monday first. */
export const weekdaySchema = z.enum(weekdays);

/** One stretch of opening on one day, on the dealer's local clock. */
export const openingPeriodSchema = z.strictObject({
  day: weekdaySchema,
  /** Opening time, minutes after local midnight (450 is 7:30 am). */
  opens: z.number().int().min(0).max(1440),
  /** Closing time, minutes after local midnight; later than `opens`. */
  closes: z.number().int().min(0).max(1440),
});
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

/** A dealer's week: when it is open, and the days it answers calls without opening. */
export const weeklyHoursSchema = z.strictObject({
  /** Opening periods, Monday first. */
  periods: z.array(openingPeriodSchema),
  /** Days with no opening hours when a technician is on call ("Sat on call"). */
  onCall: z.array(weekdaySchema),
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;
