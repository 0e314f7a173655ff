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
import { createPreviewRenderer } from '../../src/server/editor/preview-renderer.ts';
import { PREVIEW_CSP, previewRoute } from '../../src/server/editor/preview-route.ts';
import { createPublisher, NOTHING_TO_PREVIEW } from '../../src/server/editor/publish.ts';
import { createLogger } from '../../src/server/log.ts';
import { asTestEditor, serveEditorRoute, testEditor } from '../support/editor-route-server.ts';
import { gatedStep, STAND_IN_GATE } from '../support/gated-script.ts';
import { createScratchRepo, type ScratchRepo } from '../support/scratch-repo';

const editor = testEditor;
const faqFile = 'src/content/faqs/buying.yaml';

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
 * The stand-in renderer: listens on --port under --base, says "ready", renders /faqs from the FAQ
 * file at each request, resizes a picture at /_image, and would hand out a source file if asked.
 * Gated (tests/support/gated-script.ts): it listens once the test lets it, so that the test can see
 * the preview while it is still starting.
 */
const standInRenderer = [
  process.execPath,
  '-e',
  `const http=require('node:http');const fs=require('node:fs');const a=process.argv;
const port=Number(a[a.indexOf('--port')+1]);const base=a[a.indexOf('--base')+1];
const server=http.createServer((req,res)=>{const u=new URL(req.url,'http://x');const p=u.pathname.slice(base.length)||'/';
if(p==='/faqs'){const title=fs.readFileSync('${faqFile}','utf8').match(/^title: (.*)$/m)[1];
res.setHeader('content-type','text/html');
res.end('<!doctype html><html lang="en-AU"><head><script type="module" src="/@vite/client"></script><script type="application/ld+json">{"@type":"FAQPage"}</script><style>@font-face{font-family:Manrope;src:url(/node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2)}</style></head><body><script>document.title="scripted"</script><h1>'+title+'</h1><a href="/faqs">FAQs</a> <a href="/contact-us?x=1">Contact</a> <a href="/portal">Portal</a> <a href="/spec.pdf">Sheet</a><img src="'+base+'/_image?href=front.jpg&w=480"><script type="module" src="/src/pages/faqs.astro?astro&type=script"></script></body></html>');return;}
if(p==='/_image'){res.setHeader('content-type','image/webp');res.end('RIFF-picture-'+u.searchParams.get('w'));return;}
if(p.startsWith('/src/')){res.setHeader('content-type','text/javascript');res.end('export const secret = 1;');return;}
if(p==='/old-faqs'){res.statusCode=301;res.setHeader('location',base+'/faqs');res.end();return;}
res.statusCode=404;res.setHeader('content-type','text/html');res.end('<h1>404</h1>');
});
${gatedStep("server.listen(port,'127.0.0.1',()=>console.log('stand-in ready'))")}`,
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
      environment: { ...process.env, [STAND_IN_GATE]: gate },
      command: standInRenderer,
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
    const { base, close } = await serveEditorRoute((sessions) => previewRoute({ publisher, sessions }));
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

      // The next save shows at the next request, and the list follows the files changed now.
      retitleFaq('Buying your system');
      expect(await (await fetch(`${base}/editor/preview/faqs`, asEditor)).text()).toContain(
        '<h1>Buying your system</h1>',
      );

      const picture = await fetch(`${base}/editor/preview/_image?href=front.jpg&w=720`, asEditor);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      expect(picture.headers.get('cache-control')).toBe('private, no-store');
      expect(await picture.text()).toBe('RIFF-picture-720');
      // A redirect stays inside the preview.
      const moved = await fetch(`${base}/editor/preview/old-faqs`, asEditor);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/editor/preview/faqs');

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
