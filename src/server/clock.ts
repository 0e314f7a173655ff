/**
 * The server's one clock. Every date decision (which promotions are open, purchase and installation
 * windows, business hours and response windows, retention, certificate and payment-file dates) and
 * every record's timestamp reads `clock.now()` or `clock.today()`, never `new Date()`.
 *
 * It is the system clock unless tests start it at another instant: `TEST_NOW`, which env.ts accepts
 * only with NODE_ENV=test, is applied once by createServices (in-process tests call `startClock`).
 * From that instant it runs on at the system clock's pace, so timers and timeouts still pass.
 *
 * The state lives in one process-wide slot rather than in this module: the server's own modules
 * (type-stripped by Node) and the pages' bundled copies of the same code must read one clock.
 * Token lifetimes are not date decisions here: the identity provider stamps them on the system clock.
 * Lint (lint/one-clock.grit) refuses `new Date()` and `Date.now()` in src/server and src/lib outside
 * this module; islands and page scripts read the browser's date, which is the visitor's own now.
 */
import { australianToday } from '../lib/lead-forms/dates.ts';

/** The server's notion of now. */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** Today's date in eastern Australia (YYYY-MM-DD): the calendar every date rule is written in. */
  today(): string;
}

interface ClockState {
  /** Milliseconds the clock runs ahead of (or, negative, behind) the system clock. */
  offsetMs: number;
}

const slot = Symbol.for('cirrus.server.clock');
const holder = globalThis as typeof globalThis & { [slot]?: ClockState };
holder[slot] ??= { offsetMs: 0 };
const state: ClockState = holder[slot];

export const clock: Clock = {
  now: () => new Date(Date.now() + state.offsetMs),
  today: () => australianToday(clock.now()),
};

/** Starts the clock at `instant` (tests only: see TEST_NOW), or back on the system clock when undefined. */
export function startClock(instant: string | Date | undefined): void {
  state.offsetMs = instant === undefined ? 0 : new Date(instant).getTime() - Date.now();
}
