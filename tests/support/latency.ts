/**
 * Latency a test puts into a stand-in on purpose (a slow page handler, a slow mail server), so the
 * code under test meets a slow world. Never used to wait for the code under test: that is what
 * expect.poll and events are for (lint/no-test-sleep.grit refuses other sleeps in tests).
 */
export const simulatedLatency = (milliseconds: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, milliseconds));
