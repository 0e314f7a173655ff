/**
 * URLs the site hands out lead straight to a page: every sitemap URL answers 200 itself (no
 * redirect), names itself as canonical and is not kept out of search; every internal link on every
 * page (built or on demand) answers 200 without a redirect. A crawler that meets a redirect in a
 * sitemap reports it, and each redirected link costs a visitor a round trip. Runs the real built
 * server (`npm run build` first).
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { builtPages, fetchOnDemandPages, type PageHtml } from '../support/site-pages.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';

/** The test build (npm run build:test): built and on-demand pages alike name the tests' promotions. */
let site: SiteProcess;

beforeAll(async () => {
  site = await startSiteProcess({ FORM_RATE_LIMIT: '0' });
});
afterAll(async () => {
  await site?.stop();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');

/** Every URL of the served sitemap, as written (absolute, on SITE_URL). */
async function sitemapUrls(): Promise<string[]> {
  const index = await (await fetch(new URL('/sitemap-index.xml', site.url))).text();
  const urls: string[] = [];
  for (const sitemap of locs(index)) {
    urls.push(...locs(await (await fetch(new URL(new URL(sitemap).pathname, site.url))).text()));
  }
  return urls;
}

/** Answers without following redirects, so a redirect shows as what it is. */
const request = (path: string, method = 'GET', server: SiteProcess = site) =>
  fetch(new URL(path, server.url), { method, redirect: 'manual' });

const outcome = (response: Response) =>
  `${response.status}${response.headers.has('location') ? ` → ${response.headers.get('location')}` : ''}`;

const decodeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * Paths (with query, without fragment) of every URL on this site a page hands out: its links
 * (`<a>`, `<link>`) and the absolute URLs of its metadata (canonical, Open Graph, JSON-LD).
 */
function internalLinks(page: PageHtml, siteOrigin: string): string[] {
  const relative = [...page.html.matchAll(/<(?:a|link)\b[^>]*?\shref="(\/(?!\/)[^"]*)"/g)];
  const absolute = [...page.html.matchAll(/"(https?:\/\/[^"\s<>]+)"/g)].filter(([, url]) =>
    url?.startsWith(`${siteOrigin}/`),
  );
  return [...relative, ...absolute].map(([, raw]) => {
    const url = new URL(decodeAttribute(raw ?? ''), siteOrigin);
    return `${url.pathname}${url.search}`;
  });
}

describe('the sitemap', () => {
  it('lists only canonical pages that answer 200 without a redirect', async () => {
    const urls = await sitemapUrls();
    expect(urls.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const url of urls) {
      const path = new URL(url).pathname;
      const response = await request(path);
      if (response.status !== 200) {
        problems.push(`${path}: ${outcome(response)}`);
        continue;
      }
      const html = await response.text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (canonical !== url) problems.push(`${path}: canonical is ${canonical}`);
      if (/<meta name="robots" content="[^"]*noindex/.test(html)) problems.push(`${path}: noindex`);
    }
    expect(problems).toEqual([]);
  });
});

describe('internal links', () => {
  it('lead every built and on-demand page straight to a page (200, no redirect)', async () => {
    const siteOrigin = new URL(loadEnv().SITE_URL).origin;
    const pages = [...builtPages(), ...(await fetchOnDemandPages(site.url))];
    expect(pages.length).toBeGreaterThan(80);
    /** Each link once, with the pages it is on. */
    const linkedFrom = new Map<string, string[]>();
    for (const page of pages) {
      for (const link of new Set(internalLinks(page, siteOrigin))) {
        linkedFrom.set(link, [...(linkedFrom.get(link) ?? []), page.name]);
      }
    }
    expect(linkedFrom.size).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const [link, from] of linkedFrom) {
      const response = await request(link, 'HEAD');
      if (response.status !== 200) {
        problems.push(
          `${link}: ${outcome(response)} (on ${from.slice(0, 3).join(', ')}${from.length > 3 ? ` and ${from.length - 3} more` : ''})`,
        );
      }
    }
    expect(problems).toEqual([]);
    // Every link of the site once, each dealer's page among them (rendered on demand): about 10 s on
    // an idle machine, growing with the directory, and three times that beside the other test files.
  }, 120_000);
});
