/**
 * The preview: pages rendered on request from the saved content, on a scratch repository. The
 * renderer here is a stand-in server that renders /faqs from the FAQ file at each request, with the
 * kinds of markup Astro's development server adds (its client script, a module script, an inline
 * script, a font under /node_modules), so the route's rules are tested against them; the real
 * renderer (astro dev) runs in e2e/content-editor.spec.ts and `npm run bench:publish`. A preview
 * starts the renderer without committing or serving anything, lists the page the change reaches,
 * shows each save at the next request, to editors alone, without scripts, never cached; a publish
 * ends it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comparableHtml, orderPages } from '../../src/server/editor/page-changes.ts';
import { pagesReachedBy } from '../../src/server/editor/pages-reached.ts';
import { PREVIEW_SECRET_HEADER } from '../../src/server/editor/preview-fence.ts';
import { createPreviewRenderer } from '../../src/server/editor/preview-renderer.ts';
import { PREVIEW_ASSET_CSP, PREVIEW_CSP, previewRoute } from '../../src/server/editor/preview-route.ts';
import { createPublisher, NOTHING_TO_PREVIEW } from '../../src/server/editor/publish.ts';
import { createLogger } from '../../src/server/log.ts';
import { asTestEditor, serveEditorRoute, testEditor } from '../support/editor-route-server.ts';
import { gatedStep } from '../support/gated-script.ts';
import { createScratchRepo, type ScratchRepo } from '../support/scratch-repo';

const editor = testEditor;
const SITE_URL = 'https://preview-test.example';
const faqFile = 'src/content/faqs/buying.yaml';
const rebateFile = 'src/content/rebates/nsw-ess-d16.yaml';

/** Writes build.json and three pages as astro build would (the live build, and a publish's). */
const pagesBuild = [
  process.execPath,
  '-e',
  `const fs=require('node:fs');const d=process.env.DIST_DIR;const id='b'+Math.random().toString(36).slice(2);
const title=fs.readFileSync('${faqFile}','utf8').match(/^title: (.*)$/m)[1];
const page=(body)=>'<!doctype html><html><head><meta name="build-id" content="'+id+'"></head><body><a href="/faqs">FAQs</a> <a href="/contact-us">Contact</a>'+body+'</body></html>';
fs.mkdirSync(d+'/client/products',{recursive:true});
fs.writeFileSync(d+'/client/index.html',page('<h1>Home</h1>'));
fs.writeFileSync(d+'/client/faqs.html',page('<h1>'+title+'</h1>'));
fs.writeFileSync(d+'/client/products/heating.html',page('<h1>Heating</h1>'));
fs.writeFileSync(d+'/client/404.html',page('<h1>Not found</h1>'));
fs.writeFileSync(d+'/build.json',JSON.stringify({buildId:id,builtAt:'',configFingerprint:'',scriptHashes:[]}));`,
];

/**
 * The stand-in renderer: listens on --port under --base, tells its server so on the IPC channel
 * (its output saying "ready" is not the sign), renders /faqs from the FAQ
 * file at each request, resizes a picture at /_image, and would hand out a source file if asked.
 * As the real one (preview-child.ts), it reads its secret on standard input, refuses any request
 * without it, and ends when its standard input closes. Gated (tests/support/gated-script.ts): it
 * listens once the test lets it (the gate's file named in the script: the renderer's environment
 * holds the build-time variables only), so that the test can see the preview while it is starting.
 */
const standInRenderer = (gate: string) => [
  process.execPath,
  '-e',
  `const http=require('node:http');const fs=require('node:fs');const a=process.argv;
const port=Number(a[a.indexOf('--port')+1]);const base=a[a.indexOf('--base')+1];
let secret='';process.stdin.on('data',(c)=>{secret+=c;});process.stdin.on('end',()=>process.exit(0));
const server=http.createServer((req,res)=>{if(!secret.trim()||req.headers['${PREVIEW_SECRET_HEADER}']!==secret.trim()){res.statusCode=403;res.end('Forbidden.');return;}
const u=new URL(req.url,'http://x');const p=u.pathname.slice(base.length)||'/';
if(p==='/faqs'){const title=fs.readFileSync('${faqFile}','utf8').match(/^title: (.*)$/m)[1];
res.setHeader('content-type','text/html');
res.end('<!doctype html><html lang="en-AU"><head><script type="module" src="/@vite/client"></script><script type="application/ld+json">{"@type":"FAQPage"}</script><style>@font-face{font-family:Manrope;src:url(/node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2)}</style><style type="text/css" data-vite-dev-id="'+process.cwd()+'/src/styles/global.css">h1{color:navy}</style></head><body><script>document.title="scripted"</script><h1>'+title+'</h1><a href="/faqs">FAQs</a> <a href="/contact-us?x=1">Contact</a> <a href="/portal">Portal</a> <a href="/spec.pdf">Sheet</a><img src="'+base+'/_image?href=front.jpg&w=480"><img src="'+base+'/_image?href='+encodeURIComponent('/@fs'+process.cwd()+'/src/content/faqs/front.jpg')+'&w=240"><script type="module" src="/src/pages/faqs.astro?astro&type=script"></script></body></html>');return;}
if(p==='/_image'){res.setHeader('content-type','image/webp');const href=u.searchParams.get('href');res.end('RIFF-picture-'+u.searchParams.get('w')+(href.startsWith('/@fs/')?' of '+href:''));return;}
if(p.startsWith('/src/')){res.setHeader('content-type','text/javascript');res.end('export const secret = 1;');return;}
if(p==='/rebates'){const scheme=fs.readFileSync('${rebateFile}','utf8').match(/^scheme: (.*)$/m)[1];res.setHeader('content-type','text/html');res.end('<!doctype html><html><head></head><body><h1>Rebates</h1><p>'+scheme+'</p></body></html>');return;}
if(p==='/get-a-quote'){res.statusCode=500;res.setHeader('content-type','text/html');res.end('<h1>Lead forms need the site server</h1>');return;}
if(p==='/old-faqs'){res.statusCode=301;res.setHeader('location',base+'/faqs');res.end();return;}
res.statusCode=404;res.setHeader('content-type','text/html');res.end('<h1>404</h1>');
});
${gatedStep("server.listen(port,'127.0.0.1',()=>{console.log('ready? not until the server is told');process.send({ready:server.address().port});})", gate)}`,
  // What follows are the script's arguments (the renderer adds --host, --port and --base).
  '--',
];

let repo: ScratchRepo;
let liveDir: string;

function retitleFaq(title: string) {
  const file = join(repo.dir, faqFile);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
}

describe('previewing unpublished changes', { timeout: 60_000 }, () => {
  beforeEach(() => {
    repo = createScratchRepo();
    liveDir = join(repo.dir, 'dist-builds', 'live');
    execFileSync(pagesBuild[0] as string, pagesBuild.slice(1), {
      cwd: repo.dir,
      env: { ...process.env, DIST_DIR: liveDir },
    });
  });
  afterEach(() => repo.remove());

  it('renders the saved changes on request for editors alone, follows each save, and lists the pages they reach', async () => {
    let served = liveDir;
    const logger = createLogger({ service: 'preview-test' }, true);
    const gate = join(repo.dir, '.git', 'stand-in-gate');
    const renderer = createPreviewRenderer({
      repoDir: repo.dir,
      logger,
      // The server's whole environment, secrets included: the renderer gets the build-time part.
      environment: {
        ...process.env,
        DATABASE_URL: 'postgres://site:hunter2@db.internal/cirrus',
        SMTP_URL: 'smtp://mailer:hunter2@mail.internal:587',
        SITE_URL,
      },
      command: standInRenderer(gate),
    });
    const publisher = createPublisher({
      repoDir: repo.dir,
      logger,
      environment: process.env,
      servedBuildId: () => 'live',
      servedDir: () => served,
      serve: async (dir) => {
        served = dir;
      },
      buildCommand: pagesBuild,
      renderer,
    });
    const { base, close } = await serveEditorRoute((sessions) =>
      previewRoute({ publisher, sessions, checkoutDir: repo.dir, touch: renderer.touch }),
    );
    const asEditor = { headers: asTestEditor, redirect: 'manual' as const };
    try {
      expect(await publisher.preview(editor)).toEqual({ ok: false, status: 409, detail: NOTHING_TO_PREVIEW });
      // Before any preview: nothing to show.
      expect((await fetch(`${base}/editor/preview/faqs`, asEditor)).status).toBe(404);

      const head = repo.git('rev-parse', 'HEAD');
      retitleFaq('Buying a new system');
      expect(await publisher.preview(editor)).toEqual({ ok: true });
      expect((await publisher.status()).preview).toMatchObject({ state: 'building', by: editor.name });
      writeFileSync(gate, '');
      await publisher.settled();
      const status = await publisher.status();
      expect(status.preview).toMatchObject({
        state: 'ready',
        files: [faqFile],
        pages: { changed: ['/faqs'], removed: [] },
      });
      // Nothing committed, nothing served: the change is still unpublished.
      expect(repo.git('rev-parse', 'HEAD')).toBe(head);
      expect(status.changes).toEqual([faqFile]);
      expect(served).toBe(liveDir);

      // The renderer: build-time variables only; nothing reaches it without the proxy's secret.
      const origin = renderer.origin() as string;
      const environ = readFileSync(`/proc/${renderer.pid()}/environ`, 'utf8').split('\0');
      expect(environ).toContain(`SITE_URL=${SITE_URL}`);
      expect(environ.filter((line) => /^(DATABASE_URL|SMTP_URL)=/.test(line))).toEqual([]);
      expect(environ.filter((line) => line.startsWith('PWD=') || line.startsWith('USER='))).toEqual([]);
      expect((await fetch(`${origin}/editor/preview/faqs`)).status).toBe(403);
      expect(
        (await fetch(`${origin}/editor/preview/faqs`, { headers: { [PREVIEW_SECRET_HEADER]: 'guess' } }))
          .status,
      ).toBe(403);

      const page = await fetch(`${base}/editor/preview/faqs`, asEditor);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      expect(page.headers.get('content-security-policy')).toBe(PREVIEW_CSP);
      expect(PREVIEW_CSP).toContain("script-src 'none'");
      const html = await page.text();
      expect(html).toContain('<h1>Buying a new system</h1>');
      expect(html).toContain('Preview of unpublished changes.');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      // No script runs in a preview; structured data (content) stays.
      expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
      expect(html).toContain('{"@type":"FAQPage"}');
      // The font and the pictures come through the preview; links to public pages stay in it.
      expect(html).toContain('url(/editor/preview/node_modules/@fontsource-variable/manrope/files/');
      expect(html).toContain('href="/editor/preview/faqs"');
      expect(html).toContain('href="/editor/preview/contact-us?x=1"');
      expect(html).toContain('href="/portal"');
      expect(html).toContain('href="/spec.pdf"');
      // The banner's way out goes to the live page.
      expect(html).toContain('<a href="/faqs">See the live page</a>');
      // The checkout's absolute path stays on the server; its pictures are still served.
      expect(html).not.toContain(repo.dir);
      expect(html).not.toContain(encodeURIComponent(repo.dir));
      expect(html).not.toContain('data-vite-dev-id');
      expect(html).toContain('h1{color:navy}');
      const aliased = /<img src="(\/editor\/preview\/_image\?href=%2F%40checkout%2F[^"]+)"/.exec(html)?.[1];
      expect(aliased).toBeDefined();
      expect(await (await fetch(`${base}${aliased?.replaceAll('&amp;', '&')}`, asEditor)).text()).toBe(
        `RIFF-picture-240 of /@fs${repo.dir}/src/content/faqs/front.jpg`,
      );

      // The next save shows at the next request, and the list follows the files changed now.
      retitleFaq('Buying your system');
      expect(await (await fetch(`${base}/editor/preview/faqs`, asEditor)).text()).toContain(
        '<h1>Buying your system</h1>',
      );

      const picture = await fetch(`${base}/editor/preview/_image?href=front.jpg&w=720`, asEditor);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      expect(picture.headers.get('cache-control')).toBe('private, no-store');
      expect(picture.headers.get('content-security-policy')).toBe(PREVIEW_ASSET_CSP);
      expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await picture.text()).toBe('RIFF-picture-720');
      // A redirect stays inside the preview.
      const moved = await fetch(`${base}/editor/preview/old-faqs`, asEditor);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/editor/preview/faqs');

      // On-demand pages: one made from content alone is shown; a form page says it cannot be previewed.
      const rebates = await fetch(`${base}/editor/preview/rebates`, asEditor);
      expect(rebates.status).toBe(200);
      expect(await rebates.text()).toContain('Preview of unpublished changes.');
      const form = await fetch(`${base}/editor/preview/get-a-quote`, asEditor);
      expect(form.status).toBe(200);
      const formPage = await form.text();
      expect(formPage).toContain('<h1>This page cannot be previewed</h1>');
      expect(formPage).toContain('<a href="/get-a-quote">Open /get-a-quote on the live site</a>');
      // The pages an edit of a rebate rule or a form's copy reaches are those on-demand pages.
      expect(
        (await pagesReachedBy(join(liveDir, 'client'), [rebateFile, 'src/content/pages/get-a-quote.yaml']))
          .changed,
      ).toEqual(['/get-a-quote', '/rebates']);

      // Nothing else of the renderer is reachable: its sources, other files, pages it does not have.
      for (const path of [
        '/editor/preview/src/pages/faqs.astro',
        '/editor/preview/@vite/client',
        '/editor/preview/@fs/etc/passwd',
        '/editor/preview/..%2F..%2Fbuild.json',
        '/editor/preview/node_modules/astro/package.json',
        '/editor/preview/contact-us',
        '/editor/preview/portal',
      ]) {
        expect((await fetch(`${base}${path}`, asEditor)).status, path).toBe(404);
      }
      // "Open … on the live site" is always a path on the site, whatever the address held.
      for (const path of [
        '/editor/preview///evil.example',
        '/editor/preview//evil.example/x.png',
        '/editor/preview/%2F%2Fevil.example',
        '/editor/preview/%5C%5Cevil.example',
        '/editor/preview/%2F%5Cevil.example',
        '/editor/preview/%2F%09%2Fevil.example',
      ]) {
        const notInPreview = await fetch(`${base}${path}`, asEditor);
        expect(notInPreview.status, path).toBe(404);
        const links = [...(await notInPreview.text()).matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
        for (const link of links) expect(link, `${path}: ${link}`).toMatch(/^\/(?![/\\])/);
        expect(links.join(' '), path).not.toContain('evil.example/');
      }

      // No editor: refused, whatever the order of the routes; and pages are read, never posted to.
      expect((await fetch(`${base}/editor/preview/faqs`)).status).toBe(401);
      expect((await fetch(`${base}/editor/preview/faqs`, { ...asEditor, method: 'POST' })).status).toBe(405);

      // Publishing lists the pages it changed and ends the preview.
      await publisher.start(editor);
      await publisher.settled();
      const published = await publisher.status();
      expect(published).toMatchObject({ state: 'published', pages: { changed: ['/faqs'], removed: [] } });
      expect(published.preview).toBeUndefined();
      expect((await fetch(`${base}/editor/preview/faqs`, asEditor)).status).toBe(404);
      // ... and stops its renderer: nothing listens there any more.
      expect(renderer.origin()).toBeUndefined();
      await expect(fetch(`${origin}/editor/preview/faqs`)).rejects.toThrow();
    } finally {
      await close();
      await renderer.stop();
    }
  });
});

describe('the preview renderer stopping', { timeout: 60_000 }, () => {
  beforeEach(() => {
    repo = createScratchRepo();
    liveDir = join(repo.dir, 'dist-builds', 'live');
    execFileSync(pagesBuild[0] as string, pagesBuild.slice(1), {
      cwd: repo.dir,
      env: { ...process.env, DIST_DIR: liveDir },
    });
  });
  afterEach(() => repo.remove());

  /** Waits (up to 20 s) until `done` holds. */
  const until = (done: () => boolean) => expect.poll(done, { timeout: 20_000, interval: 100 }).toBe(true);

  it('ends the preview when the renderer goes idle or dies, and the next preview starts a new one', async () => {
    const gate = join(repo.dir, '.git', 'stand-in-gate');
    writeFileSync(gate, '');
    let exits = 0;
    const renderer = createPreviewRenderer({
      repoDir: repo.dir,
      logger: createLogger({ service: 'preview-test' }, true),
      environment: process.env,
      command: standInRenderer(gate),
      idleMs: 1_500,
      onExit: () => {
        exits += 1;
      },
    });
    const publisher = createPublisher({
      repoDir: repo.dir,
      logger: createLogger({ service: 'preview-test' }, true),
      environment: process.env,
      servedBuildId: () => 'live',
      servedDir: () => liveDir,
      serve: async () => undefined,
      buildCommand: pagesBuild,
      renderer,
    });
    const { base, close } = await serveEditorRoute((sessions) =>
      previewRoute({ publisher, sessions, checkoutDir: repo.dir, touch: renderer.touch }),
    );
    const asEditor = { headers: asTestEditor, redirect: 'manual' as const };
    try {
      retitleFaq('Buying a new system');
      await publisher.preview(editor);
      await publisher.settled();
      const first = renderer.pid();
      expect(first).toBeDefined();
      // Requests keep it running past its idle time (one every 300 ms, for twice that time)...
      const since = performance.now();
      await expect
        .poll(
          async () => {
            expect((await fetch(`${base}/editor/preview/faqs`, asEditor)).status).toBe(200);
            return performance.now() - since;
          },
          { timeout: 20_000, interval: 300 },
        )
        .toBeGreaterThan(3_000);
      expect(renderer.pid()).toBe(first);
      // ... and without them it stops, which ends the preview.
      await until(() => renderer.pid() === undefined);
      expect(exits).toBe(1);
      expect((await publisher.status()).preview).toBeUndefined();
      expect((await fetch(`${base}/editor/preview/faqs`, asEditor)).status).toBe(404);

      // The next preview starts a new renderer.
      await publisher.preview(editor);
      await publisher.settled();
      const second = renderer.pid();
      expect(second).toBeDefined();
      expect(second).not.toBe(first);
      expect((await fetch(`${base}/editor/preview/faqs`, asEditor)).status).toBe(200);

      // One that dies (killed outright) is reported too: the preview ends, and the next starts anew.
      process.kill(second as number, 'SIGKILL');
      await until(() => exits === 2);
      expect(publisher.previewTarget()).toBeUndefined();
      expect((await fetch(`${base}/editor/preview/faqs`, asEditor)).status).toBe(404);
      await publisher.preview(editor);
      await publisher.settled();
      expect(renderer.pid()).toBeDefined();
      expect((await fetch(`${base}/editor/preview/faqs`, asEditor)).status).toBe(200);
    } finally {
      await close();
      await renderer.stop();
    }
  });
});

describe('the pages unpublished changes reach', () => {
  it("lists a product's page and the pages showing its card, a category's own page, a collection's page", async () => {
    const client = join(tmpdir(), `cirrus-reach-${process.pid}-${Date.now()}`, 'client');
    const page = (links: string[]) =>
      `<html><body>${links.map((link) => `<a class="card" href="${link}">card</a>`).join('')}</body></html>`;
    const product = '/products/wall-mounted-air-conditioning/edge-3-5kw';
    const files: Record<string, string> = {
      'index.html': page([product, '/faqs', '/products/heating']),
      'faqs.html': page(['/faqs', '/products/heating']),
      'products/heating.html': page(['/faqs']),
      'products/wall-mounted-air-conditioning.html': page([`${product}?from=list`, '/faqs']),
      'products/wall-mounted-air-conditioning/edge-3-5kw.html': page(['/faqs']),
      'products/wall-mounted-air-conditioning/edge-5-0kw.html': page([product]),
      'portal.html': page([product]),
    };
    for (const [file, html] of Object.entries(files)) {
      mkdirSync(join(client, file, '..'), { recursive: true });
      writeFileSync(join(client, file), html);
    }
    expect(await pagesReachedBy(client, ['src/content/products/wall-split/edge-3-5kw.yaml'])).toEqual({
      changed: [
        product,
        '/',
        '/products/wall-mounted-air-conditioning',
        '/products/wall-mounted-air-conditioning/edge-5-0kw',
      ],
      removed: [],
    });
    // A new picture of the product reaches the same pages.
    expect(
      (await pagesReachedBy(client, ['src/content/products/wall-split/edge-3-5kw/images/0/file.webp']))
        .changed,
    ).toContain(product);
    expect((await pagesReachedBy(client, ['src/content/categories/heating.yaml'])).changed).toEqual([
      '/products/heating',
    ]);
    expect((await pagesReachedBy(client, ['src/content/faqs/buying.yaml'])).changed).toEqual(['/faqs']);
    expect((await pagesReachedBy(client, ['src/content/pages/home.yaml'])).changed).toEqual(['/']);
  });
});

describe('the order of the pages a change touches', () => {
  it('lists the pages named for a changed file first, then home, then by address', () => {
    expect(
      orderPages(
        ['/where-to-buy', '/faqs', '/', '/products/wall-mounted-air-conditioning/edge-3-5kw', '/compare'],
        ['src/content/products/wall-split/edge-3-5kw.yaml', 'src/content/dealers/nsw.yaml'],
      ),
    ).toEqual([
      '/products/wall-mounted-air-conditioning/edge-3-5kw',
      '/',
      '/compare',
      '/faqs',
      '/where-to-buy',
    ]);
  });
});

describe('comparing built pages', () => {
  const page = (build: string, script: string, uid: string, body: string) =>
    `<html><head><meta name="build-id" content="${build}"><style>._a_x1{color:red}</style><link rel="stylesheet" href="/_astro/BaseLayout.${script}.css"></head><body><astro-island uid="${uid}" component-url="/_astro/FaqSearch.${script}.js" props="{}"></astro-island>${body}</body></html>`;

  it('sees two builds of the same content as equal, and a changed text as a change', () => {
    const before = comparableHtml(page('b1', 'AbCd1234', 'Zbn0A7', '<p>Same</p>'), 'b1');
    expect(comparableHtml(page('b2', 'XyZw9876', 'ZguAVT', '<p>Same</p>'), 'b2')).toBe(before);
    expect(comparableHtml(page('b2', 'XyZw9876', 'ZguAVT', '<p>Changed</p>'), 'b2')).not.toBe(before);
    // A picture's name is a content hash: a new picture is a change.
    expect(
      comparableHtml(
        page('b2', 'XyZw9876', 'ZguAVT', '<p>Same</p><img src="/_astro/front.Qw12Er34_Z1.webp">'),
        'b2',
      ),
    ).not.toBe(before);
  });
});
