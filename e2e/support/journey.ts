/**
 * What every journey watches besides its own steps: a script error or a console error, and an
 * error page (a 4xx or 5xx answer to a page the person opened or a call the page made on the
 * site). A journey collects them from the start and checks at each step that none came.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface JourneyWatch {
  /** Everything that went wrong so far, as text: console errors, script errors, error answers. */
  problems: string[];
  /** Fails the test when anything went wrong so far. */
  expectNone(step: string): void;
}

/** Starts watching `page` for errors; `siteOrigin` is the server's, whose error answers count. */
export function watchJourney(page: Page, siteOrigin: string): JourneyWatch {
  const problems: string[] = [];
  const origin = new URL(siteOrigin).origin;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`script: ${error.message}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
  });
  return {
    problems,
    expectNone(step) {
      expect(problems, `nothing went wrong by: ${step}`).toEqual([]);
    },
  };
}

/** A phone of the size the journeys run at: 390 × 844, touch. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
