/**
 * Every page is valid HTML by the W3C Nu HTML Checker, errors only: each prerendered page of the
 * build and each on-demand page in every state (forms fresh, prefilled and with errors, thank-you),
 * fetched from the real built server. Browsers recover from invalid markup; validators, crawlers
 * and assistive technology may not, and the checker stops reading a page at an error it cannot
 * recover from. Needs Java 17+ (`apt-get install -y default-jre-headless`); `npm run build` first.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHtml, type NuMessage, requireJava } from '../support/nu-html-checker.ts';
import { builtClientDir, builtPageFiles, fetchOnDemandPages } from '../support/site-pages.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';

let site: SiteProcess;
let onDemandDir: string;
/** Which request each fetched file holds, for the failure message. */
const requestOf = new Map<string, string>();

beforeAll(async () => {
  site = await startSiteProcess({ FORM_RATE_LIMIT: '0' });
  onDemandDir = mkdtempSync(join(tmpdir(), 'cirrus-on-demand-'));
  const pages = await fetchOnDemandPages(site.url);
  pages.forEach((page, index) => {
    const file = join(onDemandDir, `page-${index}.html`);
    writeFileSync(file, page.html);
    requestOf.set(file, page.name);
  });
});

afterAll(async () => {
  await site?.stop();
  if (onDemandDir) rmSync(onDemandDir, { recursive: true, force: true });
});

/** `products.html:12:5: Stray start tag “script”.`, the page named as a developer finds it. */
function describeError(message: NuMessage): string {
  const file = message.url.startsWith('file:') ? fileURLToPath(message.url) : message.url;
  const page = requestOf.get(file) ?? relative(builtClientDir, file);
  return `${page}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'}: ${message.message}`;
}

describe('HTML validity (W3C Nu HTML Checker)', () => {
  // One JVM checks about a hundred pages in some 20 s of processor time; a busy machine takes longer.
  it('checks every built page and every on-demand page, with no errors', { timeout: 300_000 }, async () => {
    const files = [...builtPageFiles(), ...requestOf.keys()];
    // Not a vacuous pass: the build's pages (home, listings, products, portal, offline, 404, 500)
    // and each on-demand page are all handed to the checker.
    expect(files.length).toBeGreaterThan(80);
    expect(requestOf.size).toBe(33);
    const errors = (await checkHtml(files)).map(describeError);
    expect(errors).toEqual([]);
  });

  // A variant with no style of its own (a section's default tone) once wrote the word `undefined`
  // into 950 class attributes: valid HTML, but a class no style sheet means.
  it('writes no `undefined` or `null` class on any page', () => {
    const files = [...builtPageFiles(), ...requestOf.keys()];
    const strays = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\sclass="([^"]*)"/g)]
        .filter(([, names]) => names?.split(/\s+/).some((name) => name === 'undefined' || name === 'null'))
        .map(([attribute]) => `${requestOf.get(file) ?? relative(builtClientDir, file)}:${attribute.trim()}`),
    );
    expect(strays).toEqual([]);
  });

  it('says how to install Java when there is none, instead of passing', () => {
    expect(() => requireJava({ PATH: '/nonexistent' })).toThrow(/apt-get install -y default-jre-headless/);
  });
});
