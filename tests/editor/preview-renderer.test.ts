/**
 * The real preview renderer (preview-child.ts: this checkout's `astro dev`, fenced in), started the
 * way the server starts it, by a parent process holding the server's whole environment (a database
 * address among it). Nothing reaches the renderer without the proxy's secret; with it, a page and
 * the brand font are served, but no file outside the content, the sources and `public/` (the
 * database under data/ least of all); its environment is the build-time variables only (no
 * database or mail address); an on-demand page made from content renders and a form page fails
 * (it needs the live site's services); a page through the preview route shows in the brand font in
 * Chromium (the live site declares it from a script the preview removes); and when its parent is
 * killed outright, it ends too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_SECRET_HEADER } from '../../src/server/editor/preview-fence.ts';
import { previewHtml, previewRoute } from '../../src/server/editor/preview-route.ts';
import { asTestEditor, serveEditorRoute } from '../support/editor-route-server.ts';
import { projectRoot } from '../support/site-process.ts';

/** A stand-in for the live database, where the site keeps it (data/ of the checkout). */
const probeFile = join(projectRoot, 'data', `preview-probe-${process.pid}.sqlite`);
const PROBE = 'SQLite format 3 — booking-link key: do-not-serve';

/** The parent: starts the renderer as main.ts does, prints where it is, and stays until killed. */
const parentScript = `
import { createPreviewRenderer } from ${JSON.stringify(pathToFileURL(join(projectRoot, 'src/server/editor/preview-renderer.ts')).href)};
import { createLogger } from ${JSON.stringify(pathToFileURL(join(projectRoot, 'src/server/log.ts')).href)};
const renderer = createPreviewRenderer({ repoDir: process.cwd(), logger: createLogger({ service: 'preview-parent' }, true), environment: process.env });
const origin = await renderer.start();
process.stdout.write(JSON.stringify({ origin, headers: renderer.target().headers, pid: renderer.pid() }) + '\\n');
setInterval(() => {}, 60_000);
`;

interface Started {
  origin: string;
  headers: Record<string, string>;
  pid: number;
}

let parent: ChildProcess;
let started: Started;

const alive = (pid: number) => existsSync(`/proc/${pid}`);

describe('the real preview renderer', { timeout: 240_000 }, () => {
  beforeAll(async () => {
    mkdirSync(join(projectRoot, 'data'), { recursive: true });
    writeFileSync(probeFile, PROBE);
    parent = spawn(process.execPath, ['--input-type=module', '-e', parentScript], {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: probeFile,
        SMTP_URL: 'smtp://mailer:hunter2@mail.internal:587',
        DEV_IDP_SIGNING_KEY: 'a-secret-the-renderer-must-not-see',
        SITE_URL: 'https://renderer-test.example',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    started = await new Promise<Started>((resolve, reject) => {
      parent.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((text) => text.startsWith('{"origin"'));
        if (line) resolve(JSON.parse(line) as Started);
      });
      parent.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      parent.once('exit', (code) => reject(new Error(`the parent stopped (${code}):\n${output}`)));
    });
  }, 240_000);

  afterAll(() => {
    if (parent.exitCode === null && parent.signalCode === null) parent.kill('SIGKILL');
    if (started && alive(started.pid)) process.kill(started.pid, 'SIGKILL');
    rmSync(probeFile, { force: true });
  });

  it('refuses every request without the secret, serves no file outside its folders, and holds no secret of the server', async () => {
    const { origin, headers } = started;
    expect(Object.keys(headers)).toEqual([PREVIEW_SECRET_HEADER]);
    // Without the proxy's secret, or with a wrong one: refused, whatever is asked.
    for (const path of ['/editor/preview/', '/editor/preview/faqs', `/editor/preview/@fs${probeFile}`, '/']) {
      expect((await fetch(`${origin}${path}`)).status, path).toBe(403);
      expect(
        (
          await fetch(`${origin}${path}`, {
            headers: { [PREVIEW_SECRET_HEADER]: `${headers[PREVIEW_SECRET_HEADER]}x` },
          })
        ).status,
        path,
      ).toBe(403);
    }
    // With it: the database, git's files, files outside the checkout are still refused.
    for (const path of [
      `/editor/preview/@fs${probeFile}`,
      `/@fs${probeFile}`,
      `/editor/preview/data/${probeFile.split('/').at(-1)}`,
      '/editor/preview/@fs/etc/passwd',
      `/editor/preview/@fs${projectRoot}/.git/HEAD`,
      `/editor/preview/@fs${projectRoot}/package.json`,
      `/editor/preview/_image?href=${encodeURIComponent(`/@fs${probeFile}`)}&w=100&f=webp`,
    ]) {
      const response = await fetch(`${origin}${path}`, { headers });
      const body = await response.text();
      expect(response.status, path).not.toBe(200);
      expect(body, path).not.toContain('booking-link key');
      expect(body, path).not.toContain('root:');
    }
    // The font a page names is served.
    const font = await fetch(
      `${origin}/editor/preview/node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2`,
      { headers },
    );
    expect(font.status).toBe(200);
    await font.arrayBuffer();

    const environ = readFileSync(`/proc/${started.pid}/environ`, 'utf8').split('\0');
    expect(environ).toContain('SITE_URL=https://renderer-test.example');
    expect(environ.filter((line) => /^(DATABASE_URL|SMTP_URL|DEV_IDP_SIGNING_KEY)=/.test(line))).toEqual([]);
  });

  it('renders a page with the secret', async () => {
    const page = await fetch(`${started.origin}/editor/preview/faqs`, {
      headers: started.headers,
      signal: AbortSignal.timeout(180_000),
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1');
    // The development server names the checkout's files (its styles' ids); the preview does not.
    expect(html).toContain(projectRoot);
    const shown = previewHtml(html, '/faqs', projectRoot);
    expect(shown).not.toContain(projectRoot);
    expect(shown).toContain('<h1');
    // The page declares the brand font and sets its body in it for visitors without scripts only
    // (in a <noscript>); the preview, which has no scripts, does both with a plain style.
    expect(html).toMatch(/<noscript><style>@font-face\{font-family:"Manrope Variable"/);
    expect(shown).not.toMatch(/<noscript><style>/);
    expect(shown).toMatch(
      /<style>@font-face\{font-family:"Manrope Variable"[^}]*url\(\/editor\/preview\/node_modules\/@fontsource-variable\//,
    );
    expect(shown).toContain('html body{font-family:var(--cc-font-sans)}');
  });

  it('renders an on-demand page made from content, and fails a form page, which needs the live site', async () => {
    const rebates = await fetch(`${started.origin}/editor/preview/rebates`, {
      headers: started.headers,
      signal: AbortSignal.timeout(180_000),
    });
    expect(rebates.status).toBe(200);
    expect(await rebates.text()).toContain('<h1');
    // The preview route then says plainly that the page cannot be previewed (preview.test.ts).
    const form = await fetch(`${started.origin}/editor/preview/get-a-quote`, {
      headers: started.headers,
      signal: AbortSignal.timeout(180_000),
    });
    await form.arrayBuffer();
    expect(form.status).toBeGreaterThanOrEqual(500);
  });

  it('shows a page in the brand font, as the live site does, within the preview’s policy', async () => {
    // The preview route as the server mounts it, in front of this renderer, opened in Chromium.
    const route = await serveEditorRoute((sessions) =>
      previewRoute({
        publisher: { previewTarget: () => ({ origin: started.origin, headers: started.headers }) },
        sessions,
        checkoutDir: projectRoot,
      }),
    );
    // The system Chromium, as the browser tests use (playwright.config.ts); never a download.
    const browser = await chromium.launch({
      // biome-ignore lint/complexity/useLiteralKeys: process.env is how tests learn of another Chromium
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    });
    try {
      const context = await browser.newContext({ extraHTTPHeaders: asTestEditor });
      const page = await context.newPage();
      // Nothing the policy blocks, and no font that fails to load. (Other files, such as the
      // favicon, come from the live site, which this route alone does not serve.)
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      page.on('response', (answer) => {
        if (/\.woff2(\?|$)/.test(answer.url()) && !answer.ok())
          refused.push(`${answer.status()} ${answer.url()}`);
      });
      page.on('requestfailed', (request) => {
        if (request.resourceType() === 'font') refused.push(`failed ${request.url()}`);
      });
      const response = await page.goto(`${route.base}/editor/preview/faqs`, { timeout: 180_000 });
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        const heading = document.querySelector('h1');
        return {
          family: heading ? getComputedStyle(heading).fontFamily : '',
          brand: [...document.fonts]
            .filter((face) => face.family.replace(/"/g, '') === 'Manrope Variable')
            .map((face) => face.status),
          renders: heading
            ? document.fonts.check(`700 32px "Manrope Variable"`, heading.textContent ?? 'A')
            : false,
        };
      });
      // The heading asks for the brand face first (as on the live site), and the preview declares
      // that face and loads it (without the fix, no face of that name exists: the fallback draws).
      expect(fonts.family).toMatch(/^"?Manrope Variable"?,/);
      expect(fonts.brand).toContain('loaded');
      expect(fonts.renders).toBe(true);
      expect(refused).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
      await route.close();
    }
  });

  it('ends when its parent is killed outright', async () => {
    expect(alive(started.pid)).toBe(true);
    parent.kill('SIGKILL');
    await expect.poll(() => alive(started.pid), { timeout: 30_000, interval: 200 }).toBe(false);
  });
});
