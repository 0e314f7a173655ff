/**
 * The content editor in a real browser, on its own server whose editor works on a scratch copy of
 * the repository (never this checkout), a small fixture site (tests/support/fixture-site.ts): who
 * may open it, a value the schemas refuse, and one preview (rendered on request by the real
 * renderer) and one publish (with the fixture's own build, the suite's only build): the demo editor changes a product's summary, adds a picture to
 * its gallery and changes a FAQ answer, a dealer joins the directory, a safety notice is written
 * for a batch of Edge 3.5 kW indoor units, the editor previews the changes (the preview shows them,
 * the live site and a visitor do not), publishes, the site switches to the new build and routing to
 * the new directory, the notice is mailed to the one owner whose serial it covers and to no one else
 * (a real SMTP server on loopback), the desk links each page the publish changed, a page opened
 * before sees it after reloading once, and the publish is a git commit by the editor. The editor's server runs in
 * development, as `npm start` does; its publish serves the production site all the same.
 */

import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { Document, parse, Scalar, stringify } from 'yaml';
import { createFixtureSite } from '../tests/support/fixture-site';
import { JOINED_DEALER, withJoinedDealer } from '../tests/support/joined-dealer';
import { simulatedLatency } from '../tests/support/latency.ts';
import { formPaths, postForm, validAnswers } from '../tests/support/lead-posts';
import { type PortalSite, startPortalSite } from '../tests/support/portal-site';
import { machineToday, writeTestPromotions } from '../tests/support/promotion-fixtures';
import type { ScratchRepo } from '../tests/support/scratch-repo';
import { type SmtpSink, startSmtpSink } from '../tests/support/smtp-sink';
import { axeViolations } from './support/fixtures';
import { mailTo } from './support/mail';
import { workerActive } from './support/offline';
import { isIdp, submitLoginForm } from './support/portal-login';
import { quietWindow } from './support/quiet-window.ts';

const editor = { email: 'editor@cirrusclimate.com.au', password: 'cirrus-editor-demo', name: 'Priya Sharma' };
const installer = { email: 'installer@coolfit.com.au', password: 'cirrus-installer-demo' };
const product = {
  collection: 'products-wall-split',
  slug: 'edge-3-5kw-reverse-cycle-split-system',
  path: '/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system',
  file: 'src/content/products/wall-split/edge-3-5kw-reverse-cycle-split-system.yaml',
};

interface EditorSite {
  portal: PortalSite;
  repo: ScratchRepo;
  /** Where the site's mail goes (a real SMTP server on loopback): the safety notice's, here. */
  sink: SmtpSink;
}

const test = base.extend<object, { editorSite: EditorSite }>({
  editorSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object
    async ({}, use) => {
      // A small site (one product of each type, the edited one among them) served from its own
      // build: the preview and the publish build it again, not the whole catalogue.
      // Previews and publishes build with the tests' own promotions, as the served build was: the
      // pages they list as changed are then those the edits change.
      const buildEnv = { BUILD_PROMOTIONS_DIR: writeTestPromotions(machineToday()) };
      const { repo, distDir } = await createFixtureSite(buildEnv, [product.slug]);
      const sink = await startSmtpSink();
      // A development server, as `npm start` runs on a developer's machine: its publish still
      // builds the production site (the service worker, React's production runtime).
      const portal = await startPortalSite({
        ...buildEnv,
        NODE_ENV: 'development',
        EDITOR_REPO_DIR: repo.dir,
        DIST_DIR: distDir,
        SMTP_URL: sink.url,
        OUTBOX_POLL_MS: '100',
      });
      await use({ portal, repo, sink });
      await portal.stop();
      await sink.stop();
      repo.remove();
    },
    // The small site's first build: about a minute alone, several while the other worker runs, and
    // twice that on a slow shared host.
    { scope: 'worker', timeout: 20 * 60_000 },
  ],
  baseURL: async ({ editorSite }, use) => {
    await use(editorSite.portal.url);
  },
});

// The published site's service worker is part of what this spec tests (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
// An action whose element never comes fails in a minute and a half, not at the test's 30 minutes:
// on CI the failure's second try then still fits the run (no action here waits on a build).
test.use({ actionTimeout: 90_000 });
test.describe.configure({ mode: 'serial' });

/**
 * How long a save may take to be answered: Keystatic sends the entry with its pictures, and the
 * server checks each picture before writing (six 1200 px masters for a rendered product), seconds
 * on a shared machine.
 */
const SAVE = { timeout: 30_000 };
/** How long a product's form may take to show its gallery: its pictures are read and decoded first. */
const LOAD = { timeout: 30_000 };

/** A picture as a camera or a renderer would make one: 1600 × 1200 unless told, a wall and a floor. */
const newPicture = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#e9e4dc' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect y="${Math.round(height * 0.72)}" width="${width}" height="${Math.round(height * 0.28)}" fill="#b98b5e"/><rect x="${Math.round(width * 0.35)}" y="${Math.round(height * 0.15)}" width="${Math.round(width * 0.3)}" height="${Math.round(height * 0.12)}" rx="24" fill="#3a3f44"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

async function logIn(
  page: Page,
  site: EditorSite,
  user: { email: string; password: string },
  path = '/editor',
) {
  await page.goto(path);
  await page.waitForURL((url) => isIdp(site.portal)(url) && url.pathname.startsWith('/interaction/'));
  await submitLoginForm(page, user);
  await page.waitForURL((url) => url.origin === site.portal.url && !url.searchParams.has('code'));
}

test('anonymous visitors and other roles cannot open the editor or its API', async ({ page, editorSite }) => {
  for (const path of ['/api/keystatic/tree', '/api/editor/publish']) {
    expect((await page.request.get(path, { headers: { 'no-cors': '1' } })).status()).toBe(401);
  }
  // The editing app sends an anonymous visitor to log in.
  await logIn(page, editorSite, installer, '/keystatic');
  await expect(page).toHaveURL(/\/editor\?next=%2Fkeystatic/);
  await expect(
    page.getByText(/does not have access|not have the editor role|Cirrus Climate content editors/),
  ).toBeVisible();
  // Logged in without the editor role, the app and its API still refuse.
  expect((await page.request.get('/api/keystatic/tree', { headers: { 'no-cors': '1' } })).status()).toBe(401);
});

test('an editor edits, is refused an invalid value, publishes, and the site shows the change', async ({
  browser,
  page,
  context,
  editorSite,
}) => {
  // The preview's renderer (astro dev: 10-30 s to start) and the real builds of two publishes: 2-5
  // minutes each on a small machine, and twice that on a shared host while the other worker runs
  // the rest of the suite (a lone build took 8 minutes on one; a 15-minute limit then failed a
  // publish that was still building, not one that was wrong).
  test.setTimeout(30 * 60_000);
  const newSummary =
    'Our quietest 3.5 kW wall split, now with a seven-year parts and labour warranty as standard.';
  const newAlt = 'The Edge 3.5 kW Reverse Cycle Split System above the window of a bedroom, in graphite';
  const newAnswer =
    'Cirrus systems are sold and installed by independent local dealers across Australia. Use Where to buy to find your nearest dealer, or ask us for a quote and we will pass it on.';

  // A visitor's page, opened on the current build before anything is published.
  const visitor = await context.newPage();
  await visitor.goto('/products/wall-mounted-air-conditioning');
  const oldBuild = await visitor.locator('meta[name="build-id"]').getAttribute('content');

  await logIn(page, editorSite, editor);
  await expect(page.getByRole('heading', { name: 'Content editor', level: 1 })).toBeVisible();
  await expect(page.getByText('No unpublished changes.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The editing app breaks none of the site's CSP (a font from Google, an eval probe): no reports.
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      cspViolations.push(message.text());
  });
  await page.getByRole('link', { name: 'Open the content editor' }).click();
  await page.waitForURL(/\/keystatic/);

  // The product's summary: refused beside the field while too short.
  await page.goto(`/keystatic/collection/${product.collection}/item/${product.slug}`);
  const summary = page.getByRole('textbox', { name: 'Summary' });
  await summary.fill('Too short.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Summary must be at least 40 characters long')).toBeVisible();
  // A rule across fields the form cannot check: the server refuses it with the schema's message.
  await summary.fill(newSummary);
  await page.getByRole('checkbox', { name: 'Dual function' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(
      'Not saved: Function categories (functionCategories): Expected cooling, heating, dual-function for a reverse-cycle system',
    ),
  ).toBeVisible(SAVE);
  // The same message beside the field it is about, right after its choices.
  const besideField = page
    .getByRole('alert')
    .filter({ hasText: /^Expected cooling, heating, dual-function for a reverse-cycle system$/ });
  await expect(besideField).toBeVisible();
  expect(await besideField.evaluate((alert) => alert.previousElementSibling?.textContent ?? '')).toContain(
    'dual-function',
  );
  expect(editorSite.repo.git('status', '--porcelain')).toBe('');
  // Corrected, it saves.
  await page.getByRole('checkbox', { name: 'Dual function' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => editorSite.repo.git('status', '--porcelain'), SAVE).toContain(product.slug);
  await expect(besideField).toHaveCount(0);
  // The form takes the saved entry as its own once the save is answered ("Reset changes" is then
  // disabled): a picture added before that went with the old form, and the test waited for its
  // file chooser until its limit (CI, under two workers' load).
  await expect(page.getByRole('button', { name: 'Reset changes' })).toBeDisabled(SAVE);

  // A new picture for the product: a file chosen from disk, its kind and its alt text, added to the
  // gallery (a card with its thumbnail, kind and alt text) and saved beside the entry.
  const gallery = page.getByRole('group', { name: 'Images' });
  const pictures = gallery.getByRole('listitem');
  const picturesBefore = await pictures.count();
  await gallery.getByRole('button', { name: 'Add picture' }).click();
  await expect(pictures).toHaveCount(picturesBefore + 1);
  const addPicture = pictures.last();
  const chooser = page.waitForEvent('filechooser');
  await addPicture.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({
    name: 'edge-bedroom.png',
    mimeType: 'image/png',
    buffer: await newPicture(),
  });
  await addPicture.getByRole('textbox', { name: 'Alt' }).fill(newAlt);
  await expect(gallery.getByRole('listitem', { name: `Front: ${newAlt}` })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  const pictureFile = () =>
    editorSite.repo
      .git('status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .map((line) => line.slice(3))
      .find(
        (file) =>
          file.startsWith(`src/content/products/wall-split/${product.slug}/`) && file.endsWith('.png'),
      );
  await expect.poll(pictureFile, SAVE).toBeDefined();

  // A FAQ answer.
  await page.goto('/keystatic/singleton/faqs-buying');
  await page.getByText('Where can I buy a Cirrus system?').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Answer' }).fill(newAnswer);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => editorSite.repo.git('status', '--porcelain'), SAVE).toContain('faqs/buying.yaml');
  expect(cspViolations).toEqual([]);
  // The way back to publishing counts what is waiting, after each save.
  await expect(page.getByRole('link', { name: 'Publish · 3 unpublished changes' })).toHaveAttribute(
    'href',
    '/editor',
  );

  // A dealer joins: the NSW dealer file as a save of its form writes it.
  const dealerFiles = join(editorSite.repo.dir, 'src/content/dealers');
  const dealersBefore = readdirSync(dealerFiles)
    .map((file) => readFileSync(join(dealerFiles, file), 'utf8').match(/^ {2}- id: /gm)?.length ?? 0)
    .reduce((sum, count) => sum + count, 0);
  const nsw = join(dealerFiles, 'nsw.yaml');
  writeFileSync(nsw, withJoinedDealer(readFileSync(nsw, 'utf8')));

  // A safety notice for some Edge 3.5 kW indoor units, as a save of its form writes it, and two
  // owners of the model: one whose indoor serial is in its range, one whose is not.
  const today = editorSite.portal.site.today;
  const batch = `CEI-2611-${String(randomInt(0, 10_000)).padStart(4, '0')}`;
  const covered = { email: 'edge-covered@example.com', serial: `${batch}1` };
  const outside = { email: 'edge-outside@example.com', serial: `${batch}7` };
  for (const owner of [covered, outside]) {
    const registration = await postForm(editorSite.portal.url, formPaths.warranty, {
      body: {
        ...validAnswers('warranty', today),
        model: 'CCE-W35R',
        serialNumber: owner.serial,
        outdoorSerialNumber: owner.serial.replace('CEI-', 'CEO-'),
        email: owner.email,
      },
    });
    expect(registration.status, owner.email).toBe(303);
  }
  const notice = {
    slug: `edge-3-5kw-drain-pan-${batch.toLowerCase()}`,
    title: 'Edge 3.5 kW indoor units: check the drain pan clip',
    products: [product.slug],
    unit: 'indoor',
    serialFrom: `${batch}0`,
    serialTo: `${batch}4`,
    hazard:
      'In a few Edge 3.5 kW indoor units the clip holding the drain pan can work loose, and water can then drip down the wall below the unit.',
    whatToDo: ['Book the free check: a Cirrus service agent refits the clip in about 15 minutes.'],
    from: today,
  };
  const noticeFile = new Document(notice);
  // A date quoted, as the editor writes it: unquoted, YAML would read a date, not the schema's text.
  (noticeFile.get('from', true) as Scalar).type = Scalar.QUOTE_SINGLE;
  writeFileSync(
    join(editorSite.repo.dir, `src/content/safety-notices/${notice.slug}.yaml`),
    String(noticeFile),
  );

  // Preview first: pages rendered on request from the saved content, for editors only; the live
  // site stays as it is.
  await page.goto('/editor');
  await expect(page.getByText('Unpublished changes: 5 files.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: notice.title })).toBeVisible();
  // Named by their titles, not their files: the product with its new picture.
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Edge 3.5 kW Reverse Cycle Split System' }),
  ).toHaveText('Edge 3.5 kW Reverse Cycle Split System (Products, 1 picture)');
  await expect(page.getByText(product.file)).toHaveCount(0);
  await page.getByRole('button', { name: 'Preview changes' }).click();
  const previewReady = page.getByText(/^Preview open since/);
  const previewFailed = page.getByRole('alert').filter({ hasText: 'The preview could not be opened' });
  await expect(previewReady.or(previewFailed)).toBeVisible({ timeout: 3 * 60_000 });
  expect((await previewFailed.isVisible()) ? await previewFailed.textContent() : 'ready').toBe('ready');
  const previewPages = page.getByRole('list').filter({ has: page.getByRole('link', { name: product.path }) });
  const affected = page.getByRole('heading', { name: /^Pages the changes affect \(\d+ pages\)$/ });
  await expect(affected).toBeVisible();
  // The edited product's own page first, each a link to its preview.
  await expect(previewPages.getByRole('link').first()).toHaveText(product.path);
  for (const changed of [product.path, '/faqs']) {
    await expect(previewPages.getByRole('link', { name: changed, exact: true })).toHaveAttribute(
      'href',
      `/editor/preview${changed}`,
    );
  }
  // Only the pages the edits reach (the product's listings, the FAQs, the dealer pages), not the
  // whole site; a page they do not touch is not listed.
  const affectedCount = Number(/\((\d+) pages\)/.exec((await affected.textContent()) ?? '')?.[1]);
  expect(affectedCount).toBeGreaterThanOrEqual(3);
  expect(affectedCount).toBeLessThan(80);
  await expect(page.getByRole('link', { name: '/privacy-policy', exact: true })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('editor-preview-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('editor-preview-1366.png'), fullPage: true });
  // The preview shows the unpublished summary under a banner; the live page does not have it yet.
  await previewPages.getByRole('link', { name: product.path, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/preview${product.path}$`));
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(
    'Preview of unpublished changes.',
  );
  await expect(page.getByText(newSummary).first()).toBeVisible();
  // The new picture, resized on request for the preview, shows.
  const addedPicture = page.getByRole('img', { name: newAlt }).first();
  await addedPicture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => addedPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('preview-page-1366.png') });
  // The next save shows at the next reload, without asking for a preview again.
  const productFile = join(editorSite.repo.dir, product.file);
  const savedProduct = readFileSync(productFile, 'utf8');
  const resavedSummary = newSummary.replace('Our quietest', 'The quietest');
  // As a save writes it (the editor folds long lines, so the text is not replaced in place).
  writeFileSync(productFile, stringify({ ...parse(savedProduct), summary: resavedSummary }));
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(resavedSummary).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  writeFileSync(productFile, savedProduct);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(newSummary).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  const live = await page.request.get(product.path);
  expect(await live.text()).not.toContain(newSummary);
  await page.getByRole('link', { name: 'Back to the content editor' }).click();
  await expect(page.getByRole('heading', { name: 'Preview and publish' })).toBeVisible();
  // A visitor who is not signed in is sent to log in; the preview's page never reaches them.
  const stranger = await browser.newContext({ baseURL: editorSite.portal.url });
  const refused = await stranger.request.get(`/editor/preview${product.path}`, { maxRedirects: 0 });
  expect(refused.status()).toBe(303);
  expect(refused.headers().location).toBe(
    `/editor?next=${encodeURIComponent(`/editor/preview${product.path}`)}`,
  );
  expect(await refused.text()).not.toContain(newSummary);
  await stranger.close();

  // Publish, while visitors keep asking for pages: none is refused or dropped.
  const statuses: number[] = [];
  let publishing = true;
  const traffic = (async () => {
    while (publishing) {
      const response = await page.request.get('/', { failOnStatusCode: false }).catch(() => undefined);
      statuses.push(response?.status() ?? 0);
      await simulatedLatency(250); // a visitor every quarter second
    }
  })();
  try {
    await page.getByRole('button', { name: 'Publish changes' }).click();
    // The desk's first screen says a publish is under way, and how far it is.
    await expect(page.getByRole('heading', { name: 'Building the site with the changes' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Publishing progress' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Step \d of 5: / })).toBeVisible();
    const published = page.getByText(`by ${editor.name}: 5 files changed. The site shows them now.`);
    const failed = page.getByRole('alert').filter({ hasText: 'Nothing was published' });
    await expect(published.or(failed)).toBeVisible({ timeout: 8 * 60_000 });
    expect((await failed.isVisible()) ? await failed.textContent() : 'published').toBe('published');
  } finally {
    publishing = false;
    await traffic;
  }
  expect(statuses.length).toBeGreaterThan(10);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  await expect(page.getByText('No unpublished changes.')).toBeVisible();
  // The desk links each page the publish changed, at its public address; the preview is retired.
  await expect(
    page.getByRole('heading', { name: /^Pages this publish changed \(\d+ pages\)$/ }),
  ).toBeVisible();
  await expect(page.getByText(/^Preview open since/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('editor-published-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('editor-published-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  const changedLink = page.getByRole('link', { name: product.path, exact: true });
  await expect(changedLink).toHaveAttribute('href', product.path);

  // The notice reaches the owner whose unit it covers, once, and no one else.
  const noticeMail = await mailTo(editorSite.sink, covered.email, /^Safety notice: /);
  expect(noticeMail.subject).toBe(`Safety notice: ${notice.title}`);
  expect(noticeMail.text).toContain(covered.serial);
  const noticeMails = () => editorSite.sink.messages.filter((mail) => mail.subject === noticeMail.subject);
  expect(noticeMails().map((mail) => mail.to)).toEqual([[covered.email]]);

  // The publish is a commit of the five files, authored by the editor.
  expect(editorSite.repo.git('log', '-1', '--format=%an <%ae>')).toBe(`${editor.name} <${editor.email}>`);
  const committed = editorSite.repo.git('show', '--name-only', '--format=', 'HEAD').split('\n').sort();
  expect(committed).toEqual([
    'src/content/dealers/nsw.yaml',
    'src/content/faqs/buying.yaml',
    `src/content/products/wall-split/${product.slug}.yaml`,
    expect.stringMatching(new RegExp(`^src/content/products/wall-split/${product.slug}/.+\\.png$`)),
    `src/content/safety-notices/${notice.slug}.yaml`,
  ]);
  expect(editorSite.repo.git('status', '--porcelain')).toBe('');

  // The public pages show the change to a visitor arriving now. (A browser that loaded a page in
  // the last minute may show its copy for the rest of that minute, as after any deploy: the open
  // visitor page below had /faqs prefetched before the publish.)
  const arriving = await browser.newContext({ baseURL: editorSite.portal.url });
  const newcomer = await arriving.newPage();
  await newcomer.goto(product.path);
  await expect(newcomer.getByText(newSummary).first()).toBeVisible();
  // The new picture is in the gallery, made in the site's sizes like every other.
  const published = newcomer.getByRole('img', { name: newAlt });
  await published.scrollIntoViewIfNeeded();
  await expect
    .poll(() => published.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  expect(await published.evaluate((image) => (image as HTMLImageElement).currentSrc)).toMatch(
    /\/_astro\/.+\.(avif|webp)$/,
  );
  // Published from a development server, the site is the production build: its service worker
  // registers, and no script of the page carries React's development runtime.
  await workerActive(newcomer);
  expect(await newcomer.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    `${editorSite.portal.url}/sw.js`,
  );
  const scripts = await newcomer.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(await (await newcomer.request.get(script)).text(), script).not.toMatch(
      /\bjsxDEV\b|react-dom-client\.development/,
    );
  }
  await newcomer.goto('/faqs');
  await expect(newcomer.getByText(newAnswer)).toBeAttached();
  await newcomer.goto('/where-to-buy');
  await expect(newcomer.getByText(JOINED_DEALER.name).first()).toBeAttached();
  await arriving.close();
  // Lead routing took the new directory without a restart: the dealer who joined gets leads now.
  await expect
    .poll(() => editorSite.portal.site.output())
    .toMatch(new RegExp(`"msg":"dealer directory reloaded"[^\\n]*"dealers":${dealersBefore + 1}\\b`));

  // The page opened before publishing sees the new build id on its next navigation and reloads once.
  const documents: string[] = [];
  visitor.on('request', (request) => {
    // The main frame's loads only (the login SDK checks its session in a frame of its own).
    if (request.resourceType() === 'document' && request.frame() === visitor.mainFrame()) {
      documents.push(new URL(request.url()).pathname);
    }
  });
  await visitor.locator(`main a[href="${product.path}"]`).first().click();
  await expect(visitor).toHaveURL(new RegExp(`${product.path}$`));
  await expect(visitor.getByText(newSummary).first()).toBeVisible();
  const newBuild = await visitor.locator('meta[name="build-id"]').getAttribute('content');
  expect(newBuild).not.toBe(oldBuild);
  await quietWindow(visitor, 1_500, 'a second reload for the new build would have started');
  expect(documents).toEqual([product.path]);

  // Last, as it loads the new build in this browser (whose service worker then updates every tab):
  // the desk's link leads to the changed page.
  await changedLink.click();
  await expect(page).toHaveURL(new RegExp(`${product.path}$`));
  await expect(page.getByText(newSummary).first()).toBeVisible();
});

test('an editor corrects a promotion; a claim deadline before the purchase window ends is refused beside it', async ({
  page,
  editorSite,
}) => {
  const file = 'src/content/promotions/ducted-upgrade-2026.yaml';
  expect(editorSite.repo.git('status', '--porcelain')).toBe('');
  await logIn(page, editorSite, editor);
  // The desk has its editor session (its scripts start after the first paint): leaving sooner could
  // be cut short by its own redirect.
  await expect(page.getByText('No unpublished changes.')).toBeVisible();
  await page.goto('/keystatic/collection/promotions/item/ducted-upgrade-2026');
  const deadline = page.getByLabel('Claim deadline');
  await deadline.fill('2026-12-01');
  await page.getByRole('button', { name: 'Save' }).click();
  const besideField = page
    .getByRole('alert')
    .filter({ hasText: /^the claim deadline cannot come before the end of the purchase window$/ });
  await expect(besideField).toBeVisible();
  expect(editorSite.repo.git('status', '--porcelain')).toBe('');

  await deadline.fill('2027-02-15');
  await page.getByRole('textbox', { name: 'Title' }).fill('Ducted upgrade bonus, extended');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => editorSite.repo.git('status', '--porcelain'), SAVE).toContain(file);
  await expect(besideField).toHaveCount(0);
  const saved = readFileSync(join(editorSite.repo.dir, file), 'utf8');
  expect(saved).toContain('title: Ducted upgrade bonus, extended');
  expect(saved).toMatch(/claimDeadline: '?2027-02-15'?/);
  // Two fields changed, two lines: the rest of the file stays as it was written.
  expect(editorSite.repo.git('diff', '--numstat', '--', file)).toBe(`2\t2\t${file}`);
});

test('the gallery shows each picture with its kind and alt text, reorders by keyboard, refuses an empty alt text and warns of a picture that does not fit; a hero’s picture too', async ({
  page,
  editorSite,
}) => {
  // A rendered product's form takes seconds to show its six pictures on a shared machine.
  test.setTimeout(3 * 60_000);
  const file = join(editorSite.repo.dir, `src/content/products/wall-split/${product.slug}.yaml`);
  const kindsSaved = () =>
    (parse(readFileSync(file, 'utf8')) as { images: { kind: string }[] }).images.map((image) => image.kind);
  await logIn(page, editorSite, editor);
  await expect(page.getByText(/unpublished changes/i).first()).toBeVisible();
  await page.goto(`/keystatic/collection/${product.collection}/item/${product.slug}`);

  // Each picture a card: its thumbnail (the file, decoded), its kind and its alt text, in order.
  const gallery = page.getByRole('group', { name: 'Images' });
  const cards = gallery.getByRole('listitem');
  const before = kindsSaved();
  await expect(cards).toHaveCount(before.length, LOAD);
  await expect(cards.first()).toHaveAccessibleName(/^Front: .{10,}/);
  await expect(cards.nth(1)).toHaveAccessibleName(/^Outdoor unit: .{10,}/);
  await expect(cards.filter({ hasText: /^Item/ })).toHaveCount(0);
  const thumbnails = gallery.locator('img');
  await expect(thumbnails).toHaveCount(before.length);
  await expect
    .poll(() =>
      thumbnails.evaluateAll((images) =>
        images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });
  await gallery.screenshot({ path: test.info().outputPath('editor-gallery-1366.png') });

  // The order changes from the keyboard: "Move later" on the first picture, twice; the focus stays
  // with the picture, and the change is announced.
  const firstName = (await cards.first().getAttribute('aria-labelledby')) ?? '';
  expect(firstName).not.toBe('');
  const front = gallery.getByRole('listitem', { name: /^Front: / }).first();
  await front.getByRole('button', { name: 'Move later' }).focus();
  await page.keyboard.press('Enter');
  await expect(cards.nth(1)).toHaveAccessibleName(/^Front: /);
  await expect(gallery.getByRole('status').last()).toHaveText(
    `Front moved to picture 2 of ${before.length}.`,
  );
  await page.keyboard.press('Space');
  await expect(cards.nth(2)).toHaveAccessibleName(/^Front: /);
  // Shift+Tab reaches "Move earlier" of the same picture: one back.
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName('Move earlier');
  await page.keyboard.press('Enter');
  await expect(cards.nth(1)).toHaveAccessibleName(/^Front: /);
  await page.getByRole('button', { name: 'Save' }).click();
  const reordered = [before[1], before[0], ...before.slice(2)];
  await expect.poll(kindsSaved, SAVE).toEqual(reordered);
  // The form draws itself again once the save is answered (as after the first save above).
  await expect(page.getByRole('button', { name: 'Reset changes' })).toBeDisabled(SAVE);

  // An empty alt text is refused in the field as it is emptied, and the save is refused with it.
  const saved = readFileSync(file, 'utf8');
  const outdoor = gallery.getByRole('listitem', { name: /^Outdoor unit: / }).first();
  const alt = outdoor.getByRole('textbox', { name: 'Alt' });
  await outdoor.getByRole('button', { name: 'Edit' }).click();
  await expect(alt).toBeVisible();
  const oldAlt = await alt.inputValue();
  await alt.fill('   ');
  await expect(
    outdoor.getByText(
      'Alt text cannot be empty: describe what the picture shows, for people who cannot see it',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Alt text cannot be empty/).first()).toBeVisible(SAVE);
  expect(readFileSync(file, 'utf8')).toBe(saved);
  await alt.fill(oldAlt);
  await expect(outdoor.getByText(/Alt text cannot be empty/)).toHaveCount(0);

  // A picture too small for the gallery's largest size, and one of the wrong shape, are warned of
  // beside it before any save; a right-sized one is not.
  await gallery.getByRole('button', { name: 'Add picture' }).click();
  const added = cards.last();
  const choose = async (width: number, height: number) => {
    const chooser = page.waitForEvent('filechooser');
    await added
      .getByRole('button', { name: /Choose file|Replace/ })
      .first()
      .click();
    await (await chooser).setFiles({
      name: `picture-${width}.png`,
      mimeType: 'image/png',
      buffer: await newPicture(width, height),
    });
  };
  await choose(600, 450);
  await expect(added.getByText(/, 600 × 450 px$/)).toBeVisible();
  await expect(added.getByRole('status').first()).toHaveText(
    /Too small: this picture is 600 × 450 px, and the product gallery shows it up to 1200 px wide/,
  );
  await added.screenshot({ path: test.info().outputPath('editor-gallery-small-picture.png') });
  await choose(2000, 750);
  await expect(added.getByRole('status').first()).toHaveText(
    /Wrong shape: this picture is 2\.67:1 and the product gallery frames it at 4:3/,
  );
  await expect(added.getByRole('status').first()).not.toHaveText(/Too small/);
  await choose(1600, 1200);
  // Its size read, a picture that fits has no warning.
  await expect(added.getByText(/, 1600 × 1200 px$/)).toBeVisible();
  await expect(added.getByRole('status').first()).toHaveText('');
  // The gallery breaks no rule of its own. (Keystar's label of every required field, its own
  // fields' included, marks "(required)" with an aria-label on a plain span: not ours to change.)
  const galleryViolations = await axeViolations(page, '#product-gallery');
  expect(galleryViolations.filter((violation) => violation.id !== 'aria-prohibited-attr')).toEqual([]);

  // A hero's picture is a path typed into its group, not an upload: its field shows the saved file
  // (thumbnail and size) with the hero's fit warnings, and says when the path names no saved picture.
  const categories = join(editorSite.repo.dir, 'src/content/categories');
  const coolingFile = join(categories, 'cooling.yaml');
  const cooling = readFileSync(coolingFile, 'utf8');
  writeFileSync(join(categories, 'cooling/hero/square.png'), await newPicture(900, 900));
  writeFileSync(
    coolingFile,
    cooling.replace(/image: \.\/cooling\/hero\/\S+/, 'image: ./cooling/hero/square.png'),
  );
  try {
    await page.goto('/keystatic/singleton/category-cooling');
    // The form shows once the editor has read the entry (seconds on a busy machine: "Loading Cooling").
    await expect(page.getByText('The saved picture, 900 × 900 px')).toBeVisible(LOAD);
    await expect
      .poll(() =>
        page
          .locator('img[src*="/api/editor/content-image"]')
          .evaluate((image) => (image as HTMLImageElement).naturalWidth),
      )
      .toBe(900);
    await expect(
      page.getByText(
        /^Too small: this picture is 900 × 900 px, and the page’s hero shows it up to 1200 px wide/,
      ),
    ).toBeVisible();
    await expect(
      page.getByText(/^Wrong shape: this picture is 1:1 and the page’s hero frames it at 4:3/),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Image' }).fill('./cooling/hero/missing.jpg');
    await expect(page.getByText(/^No saved picture at this path/)).toBeVisible();
    await expect(page.getByText(/^Too small/)).toHaveCount(0);
  } finally {
    writeFileSync(coolingFile, cooling);
    editorSite.repo.git('clean', '-fq', '--', 'src/content/categories');
  }
});

test('every list in the editor names things by their name, never by their slug', async ({
  page,
  editorSite,
}) => {
  test.setTimeout(3 * 60_000);
  await logIn(page, editorSite, editor);
  await expect(page.getByText(/unpublished changes/i).first()).toBeVisible();
  // Collections: products, promotions, pages, by name or title, with no column of file names.
  for (const [collection, name, slug] of [
    [product.collection, 'Edge 3.5 kW Reverse Cycle Split System', product.slug],
    ['promotions', 'Ducted upgrade bonus', 'ducted-upgrade-2026'],
    ['pages', 'Frequently asked questions', 'faqs'],
  ] as const) {
    await page.goto(`/keystatic/collection/${collection}`);
    const table = page.getByRole('grid');
    // A list's names come from every entry's file, read through the editor's API one by one (the
    // pages collection has thirty): seconds on a busy machine. Should the name still be missing,
    // the failure says what the list showed instead.
    await expect(table.getByRole('row').filter({ hasText: name }).first())
      .toBeVisible(LOAD)
      .catch(async (error: Error) => {
        const shown = (await table.textContent({ timeout: 2_000 }).catch(() => null)) ?? '(no list)';
        throw new Error(
          `${collection}: no row named “${name}”; the list showed:\n${shown}\n${error.message}`,
        );
      });
    await expect(table.getByRole('columnheader', { name: 'Slug' })).toHaveCount(0);
    await expect(table.getByRole('gridcell', { name: slug, exact: true })).toHaveCount(0);
  }
  // The navigation: categories, FAQ groups and fault-code families by their titles.
  const navigation = page.getByRole('navigation').first();
  for (const title of [
    'Heating and cooling',
    'Wall-mounted air conditioning',
    'Partner portal',
    'Window and wall-box units',
  ]) {
    await expect(navigation.getByRole('link', { name: title, exact: true })).toBeAttached();
  }
  await expect(navigation.getByRole('link', { name: 'Dual Function', exact: true })).toHaveCount(0);
  // Lists inside a form: a product's related products and a promotion's eligible products by name,
  // dealers by name, a fault-code family's codes by code and title, FAQs by their question.
  const rowsOf = async (path: string, list: string) => {
    await page.goto(path);
    // Keystatic's list lays its rows out itself (a virtual list): a row below the fold is there,
    // named, but not shown.
    const rows = page.getByRole('group', { name: list }).getByRole('row');
    await expect(rows.first()).toBeAttached(LOAD);
    return rows.evaluateAll((elements) =>
      elements.map((row) => row.getAttribute('aria-label') ?? row.textContent ?? ''),
    );
  };
  for (const [path, list, pattern] of [
    [
      `/keystatic/collection/${product.collection}/item/${product.slug}`,
      'Related',
      /^(Aura|Edge|Breeze) .+ kW /,
    ],
    [
      '/keystatic/collection/promotions/item/ducted-upgrade-2026',
      'Eligible products',
      /^(Aura|Edge) .+ Ducted/,
    ],
    ['/keystatic/singleton/dealers-nsw', 'Dealers', /^[A-Z][\w'&.,() -]+$/],
    ['/keystatic/singleton/fault-codes-wall', 'Codes', /^[A-Z0-9]{1,4}: [A-Z][a-z]+/],
    ['/keystatic/singleton/faqs-buying', 'Questions', /\?$/],
  ] as const) {
    const rows = await rowsOf(path, list);
    for (const row of rows) {
      expect(row.trim(), `${path} ${list}`).toMatch(pattern);
      expect(row.trim(), `${path} ${list}`).not.toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)+$|^Item \d+$/);
    }
  }
  // The dealers are each named as their file names them, in its order.
  const nsw = parse(readFileSync(join(editorSite.repo.dir, 'src/content/dealers/nsw.yaml'), 'utf8')) as {
    dealers: { name: string }[];
  };
  expect(await rowsOf('/keystatic/singleton/dealers-nsw', 'Dealers')).toEqual(
    nsw.dealers.map((dealer) => dealer.name),
  );
});
