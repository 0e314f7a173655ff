/**
 * The layout shifts a page reports, from its first paint: `recordLayoutShifts` before the page is
 * opened, `layoutShiftsSince` after what may move it has been painted.
 */
import type { Page } from '@playwright/test';

interface ShiftWindow {
  layoutShifts: number[];
}

/** Every page this one opens from now on keeps the value of each layout shift it reports. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as ShiftWindow).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** How many shifts the page has reported: a mark to read the later ones from. */
export const layoutShiftCount = (page: Page) =>
  page.evaluate(() => (window as unknown as ShiftWindow).layoutShifts.length);

/** Once the page has painted two more frames: what layout, and the observers it feeds, did is reported. */
export const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The shifts reported from `from` on, once two frames have been painted. */
export async function layoutShiftsSince(page: Page, from = 0): Promise<number[]> {
  await twoFrames(page);
  return page.evaluate((start) => (window as unknown as ShiftWindow).layoutShifts.slice(start), from);
}
