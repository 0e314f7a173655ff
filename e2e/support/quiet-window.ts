/**
 * The one way a browser test shows that something does NOT happen (no second reload, no repeated
 * post, no second script load): it lets the page run for a bounded window in which the unwanted
 * thing would have shown itself, then the caller asserts it did not. Everything a test waits FOR
 * is awaited by expect.poll, an event or page.clock instead; the linter refuses any other sleep
 * in tests (lint/no-test-sleep.grit).
 *
 * `because` says what would have happened by the end of the window; it is part of the call so the
 * window's length has a reason beside it.
 */
import type { Page } from '@playwright/test';

export async function quietWindow(page: Page, milliseconds: number, because: string): Promise<void> {
  if (!because) throw new Error('Say what the quiet window rules out');
  await page.waitForTimeout(milliseconds);
}
