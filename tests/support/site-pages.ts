/**
 * Every page a visitor can be shown, as HTML: the build's prerendered pages read from dist, and
 * the on-demand pages (the forms fresh, prefilled and with errors, the thank-you page) fetched from
 * a running site. Used by the HTML validity and link tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadEnv } from '../../src/config/env.ts';
import { listedFormPages } from '../../src/server/forms/index.ts';
import { formPaths, postForm, warrantyAnswers } from './lead-posts.ts';
import { machineToday, testPromotions } from './promotion-fixtures.ts';
import { projectRoot } from './site-process.ts';

/** One page's HTML and where it came from. */
export interface PageHtml {
  /** What a failure names: the built file (`products.html`) or the request (`POST /contact-us`). */
  name: string;
  html: string;
}

export const builtClientDir = join(projectRoot, loadEnv().DIST_DIR, 'client');

/** Built pages live at the top of dist/client and below it, except the search index's folder. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'pagefind' || entry.name === '_astro' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Paths of every prerendered page of the build. */
export const builtPageFiles = (): string[] => htmlFiles(builtClientDir).sort();

export const builtPages = (): PageHtml[] =>
  builtPageFiles().map((file) => ({
    name: relative(builtClientDir, file),
    html: readFileSync(file, 'utf8'),
  }));

/** A reference in the format the thank-you page shows (it shows nothing else a link carries). */
const sampleReference = 'CC-7K2M9Q';

/** Each on-demand page in every state a visitor can reach it, fetched from the site at `siteUrl`. */
export async function fetchOnDemandPages(siteUrl: string): Promise<PageHtml[]> {
  // The site serves the tests' promotions (site-process.ts): an open one and a closed one.
  const promotions = testPromotions(machineToday());
  const gets = [
    // Every listed lead form's page, from its module.
    ...listedFormPages.map((page) => page.path),
    // As the sizing tool hands over a result.
    '/get-a-quote?product=ducted&postcode=4000&rooms=3&message=Cooling%20load%207.2%20kW',
    '/warranty/check',
    '/promotions',
    `/promotions/${promotions.splits.slug}`,
    `/promotions/${promotions.closed.slug}`,
    '/promotions/claim-status',
    // After-sales service: the request form as a fault code's page links it, and its status check.
    '/service?model=CCE-W35R&code=E6',
    '/service/status',
    // A quote for the dealer a visitor chose on the locator: the form says where it goes first.
    '/get-a-quote?dealer=derwent-heat-pumps-hobart&postcode=7000',
    `/thank-you?ref=${sampleReference}&for=claim`,
    `/thank-you?ref=${sampleReference}`,
    '/thank-you',
  ];
  const pages: PageHtml[] = [];
  for (const path of gets) {
    const response = await fetch(new URL(path, siteUrl));
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    pages.push({ name: `GET ${path}`, html: await response.text() });
  }
  // An empty submission: every form again with its error summary and each field's error.
  for (const path of Object.values(formPaths)) {
    const response = await postForm(siteUrl, path);
    if (response.status !== 400) throw new Error(`an empty POST ${path} answered ${response.status}`);
    pages.push({ name: `POST ${path} (errors)`, html: await response.text() });
  }
  // The warranty status check: with errors, finding nothing, and finding a registration (its status
  // only, then with the owner's details).
  const registration = warrantyAnswers();
  const registered = await postForm(siteUrl, formPaths.warranty, { body: registration });
  if (registered.status !== 303) throw new Error(`a warranty registration answered ${registered.status}`);
  // The thank-you page with a registration's own next steps, as the browser that sent it sees it.
  const thanks = await fetch(new URL(registered.headers.get('location') ?? '/thank-you', siteUrl), {
    headers: { cookie: (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '' },
  });
  pages.push({ name: 'GET /thank-you (a warranty registration)', html: await thanks.text() });
  for (const [state, body, status] of [
    ['errors', {}, 400],
    ['nothing found', { serial: 'CAI-2503-99999', postcode: '2000', email: 'someone@example.com' }, 200],
    ['no email', { serial: registration.serialNumber, postcode: registration.postcode ?? '' }, 400],
    [
      'found, with the owner’s email',
      {
        serial: registration.serialNumber,
        postcode: registration.postcode ?? '',
        email: registration.email ?? '',
      },
      200,
    ],
  ] as const) {
    const response = await postForm(siteUrl, '/warranty/check', { key: null, body });
    if (response.status !== status)
      throw new Error(`POST /warranty/check (${state}) answered ${response.status}`);
    pages.push({ name: `POST /warranty/check (${state})`, html: await response.text() });
  }
  // The claim status check: with errors, and finding nothing.
  for (const [state, body, status] of [
    ['errors', {}, 400],
    ['nothing found', { claimId: sampleReference, postcode: '2000' }, 200],
  ] as const) {
    const response = await postForm(siteUrl, '/promotions/claim-status', { key: null, body });
    if (response.status !== status)
      throw new Error(`POST /promotions/claim-status (${state}) answered ${response.status}`);
    pages.push({ name: `POST /promotions/claim-status (${state})`, html: await response.text() });
  }
  return pages;
}
