/**
 * The CPU slowdown that makes Lighthouse's simulated phone the same phone on any host.
 *
 * Lighthouse's mobile preset slows the host's CPU down four times. That four is right for the host
 * Lighthouse expects, one whose CPU benchmark index is about 1,500; on a slower host the page's
 * tasks are already longer, and four times them simulates a slower phone than the preset means
 * (Lighthouse warns of this below an index of 1,000), and on a faster host a faster one. Lighthouse's
 * own guide to CPU throttling (the section "Calibrating multipliers" of the throttling guide in its repository)
 * gives the slowdown per benchmark index, a line through these points: 150 -> 1x, 800 -> 2x,
 * 1,300 -> 3x, 1,533 -> 4x, 2,000 -> 6x (233 index points a step above 1,300).
 *
 * @param {number} benchmarkIndex Lighthouse's `environment.benchmarkIndex` for this host, now.
 * @returns {number} the `cpuSlowdownMultiplier` that simulates Lighthouse's mid-tier phone here.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`A benchmark index must be a positive number, not ${benchmarkIndex}`);
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // Below 150 the line would fall under 1x: a host that slow is slower than the phone itself.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
