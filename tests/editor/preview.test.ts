/**
 * Preview and the pages a change touches, on a scratch repository with a stand-in build that writes
 * three pages (the real build runs in e2e/content-editor.spec.ts): a preview builds the saved
 * changes without committing or serving them, lists the one page whose HTML differs from the live
 * build (each build's own id does not count), and its pages are served to editors only, marked as
 * a preview and never cached; a publish then lists the pages it changed and retires the preview.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comparableHtml, orderPages } from '../../src/server/editor/page-changes.ts';
import { previewRoute } from '../../src/server/editor/preview-route.ts';
import { createPublisher, NOTHING_TO_PREVIEW } from '../../src/server/editor/publish.ts';
import type { EditorSession } from '../../src/server/editor/session.ts';
import { createLogger } from '../../src/server/log.ts';
import { createScratchRepo, type ScratchRepo } from '../support/scratch-repo';

const editor = {
  sid: 'test-session-0000002',
  sub: 'auth0|demo-editor',
  name: 'Priya Sharma',
  email: 'editor@cirrusclimate.com.au',
  exp: 0,
};
const faqFile = 'src/content/faqs/buying.yaml';

/**
 * Writes build.json and three pages as astro build would: each carries the build's id and a script
 * whose name changes with every build; /faqs shows the FAQ group's title.
 */
const pagesBuild = [
  process.execPath,
  '-e',
  `const fs=require('node:fs');const d=process.env.DIST_DIR;const id='b'+Math.random().toString(36).slice(2);
const title=fs.readFileSync('${faqFile}','utf8').match(/^title: (.*)$/m)[1];
const chunk=Math.random().toString(36).slice(2,10).padEnd(8,'x');
const page=(body)=>'<!doctype html><html><head><meta name="build-id" content="'+id+'"><script type="module" src="/_astro/page.'+chunk+'.js"></script></head><body><a href="/faqs">FAQs</a> <a href="/contact-us">Contact</a>'+body+'</body></html>';
fs.mkdirSync(d+'/client/products',{recursive:true});
fs.writeFileSync(d+'/client/index.html',page('<h1>Home</h1>'));
fs.writeFileSync(d+'/client/faqs.html',page('<h1>'+title+'</h1>'));
fs.writeFileSync(d+'/client/products/heating.html',page('<h1>Heating</h1>'));
fs.writeFileSync(d+'/client/404.html',page('<h1>Not found</h1>'));
fs.writeFileSync(d+'/build.json',JSON.stringify({buildId:id,builtAt:'',configFingerprint:'',scriptHashes:[]}));`,
];

let repo: ScratchRepo;
let liveDir: string;
beforeEach(() => {
  repo = createScratchRepo();
  // The live build: the same stand-in, from the content as committed.
  liveDir = join(repo.dir, 'dist-builds', 'live');
  execFileSync(pagesBuild[0] as string, pagesBuild.slice(1), {
    cwd: repo.dir,
    env: { ...process.env, DIST_DIR: liveDir },
  });
});
afterEach(() => repo.remove());

function editFaq() {
  const file = join(repo.dir, faqFile);
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace('title: Buying a system', 'title: Buying a new system'),
  );
}

describe('previewing unpublished changes', { timeout: 120_000 }, () => {
  it('builds the saved changes for editors alone, and lists the pages they change', async () => {
    let served = liveDir;
    const publisher = createPublisher({
      repoDir: repo.dir,
      logger: createLogger({ service: 'preview-test' }, true),
      environment: process.env,
      servedBuildId: () => 'live',
      servedDir: () => served,
      serve: async (dir) => {
        served = dir;
      },
      buildCommand: pagesBuild,
    });
    expect(await publisher.preview(editor)).toEqual({ ok: false, status: 409, detail: NOTHING_TO_PREVIEW });

    const head = repo.git('rev-parse', 'HEAD');
    editFaq();
    expect(await publisher.preview(editor)).toEqual({ ok: true });
    expect((await publisher.status()).preview).toMatchObject({ state: 'building', by: editor.name });
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

    // The preview's pages, behind a stand-in of the gate that knows one editor's request.
    const sessions = new WeakMap<IncomingMessage, EditorSession>();
    const route = previewRoute({
      publisher,
      sessions,
      cookies: { read: () => undefined },
      liveClientDir: () => join(served, 'client'),
      cspFor: () => "default-src 'self'",
    });
    const server = createServer(async (req, res) => {
      if (req.headers['x-test-editor']) sessions.set(req, editor);
      if (!(await route(req, res, 'test'))) {
        res.statusCode = 418;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const asEditor = { headers: { 'x-test-editor': '1' } };
    try {
      const page = await fetch(`${base}/editor/preview/faqs`, asEditor);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      const html = await page.text();
      expect(html).toContain('<h1>Buying a new system</h1>');
      expect(html).toContain('Preview of unpublished changes.');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      // Links to pages of the preview stay in it; a page it does not have goes to the live site.
      expect(html).toContain('href="/editor/preview/faqs" data-astro-reload');
      expect(html).toContain('href="/contact-us"');
      expect((await fetch(`${base}/editor/preview`, asEditor)).status).toBe(200);
      expect((await fetch(`${base}/editor/preview/contact-us`, asEditor)).status).toBe(404);
      expect((await fetch(`${base}/editor/preview/404`, asEditor)).status).toBe(404);
      expect((await fetch(`${base}/editor/preview/..%2F..%2Fbuild.json`, asEditor)).status).toBe(404);
      // No editor: refused, whatever the order of the routes.
      expect((await fetch(`${base}/editor/preview/faqs`)).status).toBe(401);

      // Publishing lists the pages it changed and retires the preview.
      await publisher.start(editor);
      await publisher.settled();
      const published = await publisher.status();
      expect(published).toMatchObject({ state: 'published', pages: { changed: ['/faqs'], removed: [] } });
      expect(published.preview).toBeUndefined();
      expect(publisher.previewDir()).toBeUndefined();
      expect((await fetch(`${base}/editor/preview/faqs`, asEditor)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
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
