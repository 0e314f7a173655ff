/**
 * What every journey watches besides its own steps, one way for all of them: a script error, a
 * console error, and an error answer (a 4xx or 5xx from the site's own origin, to a page the person
 * opened or a call a page made). `journeyTest` watches the test's page from its first step and
 * fails the journey at its end on anything that came; a step may check sooner (`expectNone`), and
 * a second person's page or context is watched with `follow`. An error answer the journey provokes
 * on purpose (a refused booking) is declared in the test with `expectAnswer`, and must then come.
 */
import type { BrowserContext, ConsoleMessage, Page, Response } from '@playwright/test';
import { expect } from './fixtures';
import { portalTest } from './portal-fixture';

/** An answer a journey provokes on purpose: "400 POST /service/status" (path without the query). */
type AnswerText = `${number} ${'GET' | 'POST'} /${string}`;

export interface JourneyWatch {
  /** Everything that went wrong so far, as text: console errors, script errors, error answers. */
  readonly problems: string[];
  /** Watches another page or browser context the journey opened (a second person's browser). */
  follow(target: Page | BrowserContext): void;
  /** Declares an error answer the journey provokes on purpose; it is no problem, and it must come. */
  expectAnswer(answer: AnswerText): void;
  /** Fails the test when anything went wrong so far. */
  expectNone(step: string): void;
}

/** Chromium's console line for a sub-resource (a fetch) answered with an error status. */
const failedLoad = /^Failed to load resource: the server responded with a status of (\d+)/;

/** Starts watching `page` for errors; `siteOrigin` is the server's, whose error answers count. */
export function watchJourney(page: Page, siteOrigin: string): JourneyWatch & { unmet(): string[] } {
  const problems: string[] = [];
  const origin = new URL(siteOrigin).origin;
  const expected = new Map<string, boolean>();
  /** "400 POST /path" for an answer of the site's, or null for another origin's. */
  const answerOf = (status: number, method: string, address: string) => {
    const url = new URL(address);
    return url.origin === origin ? `${status} ${method} ${url.pathname}` : null;
  };
  const isExpected = (answer: string) => {
    if (!expected.has(answer)) return false;
    expected.set(answer, true);
    return true;
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // The browser's own line for an answer the journey expects is that answer, not another problem.
    const status = failedLoad.exec(message.text())?.[1];
    const { url } = message.location();
    if (status && URL.canParse(url)) {
      const { origin: from, pathname } = new URL(url);
      const declared = [...expected.keys()];
      if (from === origin && declared.some((a) => a.startsWith(`${status} `) && a.endsWith(` ${pathname}`)))
        return;
    }
    problems.push(`console: ${message.text()}${url ? ` (${url})` : ''}`);
  };
  const onResponse = (response: Response) => {
    if (response.status() < 400) return;
    const answer = answerOf(response.status(), response.request().method(), response.url());
    if (answer && !isExpected(answer)) problems.push(`${answer}${new URL(response.url()).search}`);
  };
  const follow = (target: Page | BrowserContext) => {
    target.on('console', onConsole);
    target.on('response', onResponse);
    if ('goto' in target)
      target.on('pageerror', (error) => problems.push(`script: ${error.message} (on ${target.url()})`));
    else target.on('weberror', (error) => problems.push(`script: ${error.error().message}`));
  };
  follow(page);
  return {
    problems,
    follow,
    expectAnswer(answer) {
      expected.set(answer, false);
    },
    expectNone(step) {
      expect(problems, `nothing went wrong by: ${step}`).toEqual([]);
    },
    unmet: () => [...expected].filter(([, came]) => !came).map(([answer]) => answer),
  };
}

/**
 * The journeys' test: the portal's server of its own per worker (`portal-fixture.ts`), and `journey`,
 * which watches the page from the start and, when the journey has otherwise passed, fails it on any
 * problem that came or any declared answer that never did. (A journey that already failed gets the
 * problems attached to its report instead: the first failure is the one to read.)
 */
export const journeyTest = portalTest.extend<{ journey: JourneyWatch }>({
  journey: [
    async ({ page, baseURL }, use, testInfo) => {
      if (!baseURL) throw new Error('a journey needs the site’s address (baseURL)');
      const watch = watchJourney(page, baseURL);
      await use(watch);
      if (testInfo.status !== testInfo.expectedStatus) {
        if (watch.problems.length > 0)
          await testInfo.attach('journey problems', { body: watch.problems.join('\n') });
        return;
      }
      watch.expectNone('the end of the journey');
      expect(watch.unmet(), 'the error answers the journey provokes came').toEqual([]);
    },
    { auto: true },
  ],
});

/** A phone of the size the journeys run at: 390 × 844, touch, in Australian English (en-AU). */
export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'en-AU',
} as const;
