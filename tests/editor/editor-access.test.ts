/**
 * The content editor's door and its check on save, against the real server and the development
 * identity provider: anonymous callers are sent to log in (pages) or refused 401 (API), logins
 * without the editor role 403, the demo editor gets an HttpOnly SameSite=Strict session cookie that
 * opens Keystatic's API, and a save the schemas refuse is answered with the schema's message and
 * writes nothing. The editor works on a scratch copy of the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFieldProblems, SAVE_PROBLEMS_HEADER } from '../../src/editor/save-problems.ts';
import { type AuthSettings, authSettings, loginForTokens } from '../support/dev-login';
import { formPaths, postForm, warrantyAnswers } from '../support/lead-posts';
import { demoUsers } from '../support/portal-site';
import { createScratchRepo, type ScratchRepo } from '../support/scratch-repo';
import { type SiteProcess, startSiteProcess } from '../support/site-process';

const editor = { email: 'editor@cirrusclimate.com.au', password: 'cirrus-editor-demo' };
const productFile = 'src/content/products/wall-split/edge-3-5kw-reverse-cycle-split-system.yaml';

let repo: ScratchRepo;
let site: SiteProcess;
let settings: AuthSettings;
let editorToken: string;
let staffToken: string;
let installerToken: string;

beforeAll(async () => {
  repo = createScratchRepo();
  site = await startSiteProcess({ EDITOR_REPO_DIR: repo.dir });
  settings = await authSettings(site.url);
  const [editorLogin, staffLogin, installerLogin] = await Promise.all([
    loginForTokens(settings, editor, site.url),
    loginForTokens(settings, demoUsers.staff, site.url),
    loginForTokens(settings, demoUsers.installer, site.url),
  ]);
  editorToken = editorLogin.access_token;
  staffToken = staffLogin.access_token;
  installerToken = installerLogin.access_token;
}, 90_000);

afterAll(async () => {
  await site?.stop();
  repo?.remove();
});

const at = (path: string) => new URL(path, site.url);
/** Keystatic's client sends this header on its API calls (its CSRF guard). */
const keystatic = { 'no-cors': '1' };

/** A browser's POST from the site's own pages carries its origin (the server's origin guard). */
const sameOrigin = () => ({ origin: new URL(site.url).origin });

async function sessionCookie(token: string): Promise<Response> {
  return fetch(at('/api/editor/session'), {
    method: 'POST',
    headers: { ...sameOrigin(), Authorization: `Bearer ${token}` },
  });
}

async function editorCookie(): Promise<string> {
  const response = await sessionCookie(editorToken);
  expect(response.status).toBe(204);
  const [cookie = ''] = response.headers.getSetCookie();
  return cookie.split(';')[0] ?? '';
}

function save(cookie: string, file: string, contents: string) {
  return fetch(at('/api/keystatic/update'), {
    method: 'POST',
    headers: { ...keystatic, ...sameOrigin(), cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      additions: [{ path: file, contents: Buffer.from(contents).toString('base64url') }],
      deletions: [],
    }),
  });
}

describe('who may open the content editor', () => {
  it('sends anonymous visitors of the editing app to log in, and refuses its API and publishing', async () => {
    const page = await fetch(at('/keystatic/collection/products-ducted'), { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/editor?next=%2Fkeystatic%2Fcollection%2Fproducts-ducted');
    const origin = sameOrigin();
    for (const [path, init] of [
      ['/api/keystatic/tree', { headers: keystatic }],
      ['/api/keystatic/update', { method: 'POST', headers: { ...keystatic, ...origin }, body: '{}' }],
      ['/api/editor/publish', {}],
      ['/api/editor/publish', { method: 'POST', headers: origin }],
      ['/api/editor/session', { method: 'POST', headers: origin }],
    ] as const) {
      const response = await fetch(at(path), init);
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(401);
    }
    // The login page itself is public (it is where editors log in).
    expect((await fetch(at('/editor'))).status).toBe(200);
  });

  it('refuses staff and dealer logins, which lack the editor role (403)', async () => {
    for (const token of [staffToken, installerToken]) {
      const session = await sessionCookie(token);
      expect(session.status).toBe(403);
      expect(session.headers.getSetCookie()).toEqual([]);
      expect(((await session.json()) as { error: { detail: string } }).error.detail).toMatch(/editor role/);
      const tree = await fetch(at('/api/keystatic/tree'), {
        headers: { ...keystatic, Authorization: `Bearer ${token}` },
      });
      expect(tree.status).toBe(403);
      const app = await fetch(at('/keystatic'), {
        headers: { Authorization: `Bearer ${token}` },
        redirect: 'manual',
      });
      expect(app.status).toBe(403);
    }
  });

  it('refuses a forged or tampered session cookie', async () => {
    const cookie = await editorCookie();
    const [name, value = ''] = cookie.split('=');
    const [payload = '', signature = ''] = value.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: (claims.exp as number) + 86_400 })).toString(
      'base64url',
    );
    for (const bad of [`${name}=${forged}.${signature}`, `${name}=${payload}.AAAA`, `${name}=nonsense`]) {
      const response = await fetch(at('/api/keystatic/tree'), { headers: { ...keystatic, cookie: bad } });
      expect(response.status).toBe(401);
    }
  });

  it('gives the demo editor a session cookie that only this site sends and no script reads', async () => {
    const response = await sessionCookie(editorToken);
    expect(response.status).toBe(204);
    const [cookie = ''] = response.headers.getSetCookie();
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=\d+/);
    const tree = await fetch(at('/api/keystatic/tree'), {
      headers: { ...keystatic, cookie: cookie.split(';')[0] ?? '' },
    });
    expect(tree.status).toBe(200);
    const entries = (await tree.json()) as { path: string }[];
    expect(entries.some((entry) => entry.path === productFile)).toBe(true);
    const app = await fetch(at('/keystatic'), { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(app.status).toBe(200);
    expect(app.headers.get('cache-control')).toMatch(/no-store/);
    expect(await app.text()).toMatch(/Content editor/);
  });
  it('ends the session on logout: the cookie is cleared, and a copy of it opens nothing', async () => {
    const cookie = await editorCookie();
    const open = () => fetch(at('/api/keystatic/tree'), { headers: { ...keystatic, cookie } });
    expect((await open()).status).toBe(200);
    const response = await fetch(at('/api/editor/session'), {
      method: 'DELETE',
      headers: { ...sameOrigin(), cookie },
    });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    expect((await open()).status).toBe(401);
  });
});

describe('saving', () => {
  it('refuses content the schemas refuse, with their messages, and writes nothing', async () => {
    const cookie = await editorCookie();
    const before = readFileSync(join(repo.dir, productFile), 'utf8');
    const tooShort = before.replace(/^summary: .*(\n {2}.*)*$/m, 'summary: Too short.');
    const response = await save(cookie, productFile, tooShort);
    expect(response.status).toBe(422);
    const text = await response.text();
    expect(text).toMatch(/Summary \(summary\): Too small: expected string to have >=40 characters/);
    // The same problem by field, for the form to show beside the summary.
    expect(decodeFieldProblems(response.headers.get(SAVE_PROBLEMS_HEADER))).toEqual([
      { path: 'summary', message: 'Too small: expected string to have >=40 characters' },
    ]);
    expect(readFileSync(join(repo.dir, productFile), 'utf8')).toBe(before);

    const outside = await save(cookie, 'src/server/main.ts', 'process.exit(1)');
    expect(outside.status).toBe(422);
    expect(await outside.text()).toMatch(/not a file the editor may write/);

    const brokenYaml = await save(cookie, productFile, 'name: [unclosed');
    expect(brokenYaml.status).toBe(422);
    expect(await brokenYaml.text()).toMatch(/not valid YAML/);
  });

  it('refuses a promotion naming a product the catalogue does not have, and one ending before it starts', async () => {
    const cookie = await editorCookie();
    const promotionFile = 'src/content/promotions/summer-cashback-2026.yaml';
    const before = readFileSync(join(repo.dir, promotionFile), 'utf8');
    const typo = before.replace(
      '  - edge-5-0kw-reverse-cycle-split-system',
      '  - edge-5-0kw-reverse-cycle-split-sytsem',
    );
    const refused = await save(cookie, promotionFile, typo);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(
      'Eligible products (eligibleProducts.6): no product has the slug edge-5-0kw-reverse-cycle-split-sytsem',
    );
    const backwards = before.replace("to: '2027-01-31'", "to: '2026-10-31'");
    const dates = await save(cookie, promotionFile, backwards);
    expect(dates.status).toBe(422);
    expect(decodeFieldProblems(dates.headers.get(SAVE_PROBLEMS_HEADER))).toEqual([
      { path: 'purchaseWindow.to', message: 'the purchase window must start before it ends' },
    ]);
    expect(readFileSync(join(repo.dir, promotionFile), 'utf8')).toBe(before);
  });

  it('refuses to delete or rename a product a promotion or a stored registration names, with the reason', async () => {
    const cookie = await editorCookie();
    const change = (additions: { path: string; contents: string }[], deletions: string[]) =>
      fetch(at('/api/keystatic/update'), {
        method: 'POST',
        headers: { ...keystatic, ...sameOrigin(), cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          additions: additions.map((file) => ({
            path: file.path,
            contents: Buffer.from(file.contents).toString('base64url'),
          })),
          deletions: deletions.map((file) => ({ path: file })),
        }),
      });
    const exists = (file: string) => existsSync(join(repo.dir, file));

    // Named by the summer cashback promotion: neither deleted nor renamed.
    const deleted = await change([], [productFile]);
    expect(deleted.status).toBe(422);
    expect(await deleted.text()).toContain(
      'edge-3-5kw-reverse-cycle-split-system: cannot be deleted or renamed while the promotion summer-cashback-2026 names it in its eligible products',
    );
    const renamedFile = productFile.replace('edge-3-5kw', 'edge-3-6kw');
    const renamed = await change(
      [
        {
          path: renamedFile,
          contents: readFileSync(join(repo.dir, productFile), 'utf8').replace(
            'slug: edge-3-5kw-reverse-cycle-split-system',
            'slug: edge-3-6kw-reverse-cycle-split-system',
          ),
        },
      ],
      [productFile],
    );
    expect(renamed.status).toBe(422);
    expect(await renamed.text()).toContain('the promotion summer-cashback-2026 names it');
    expect([exists(productFile), exists(renamedFile)]).toEqual([true, false]);

    // Named by a stored warranty registration (and by no promotion).
    const registeredFile = 'src/content/products/wall-split/aura-8-0kw-reverse-cycle-split-system.yaml';
    expect(
      (await postForm(site.url, formPaths.warranty, { body: { ...warrantyAnswers(), model: 'CCA-W80R' } }))
        .status,
    ).toBe(303);
    const registered = await change([], [registeredFile]);
    expect(registered.status).toBe(422);
    expect(await registered.text()).toContain(
      'aura-8-0kw-reverse-cycle-split-system: cannot be deleted or renamed: a warranty registration names it; mark it discontinued instead',
    );
    expect(exists(registeredFile)).toBe(true);

    // A product nothing names may go.
    const unnamedFile = 'src/content/products/evaporative/outback-portable-15l-evaporative-cooler.yaml';
    expect((await change([], [unnamedFile])).status).toBe(200);
    expect(exists(unnamedFile)).toBe(false);
  });

  it('writes a valid change into the editing checkout', async () => {
    const cookie = await editorCookie();
    const before = readFileSync(join(repo.dir, productFile), 'utf8');
    const summary = 'Our quietest 3.5 kW split, now with a seven-year parts and labour warranty as standard.';
    const changed = before.replace(/^summary: .*(\n {2}.*)*$/m, `summary: ${summary}`);
    const response = await save(cookie, productFile, changed);
    expect(response.status).toBe(200);
    expect(readFileSync(join(repo.dir, productFile), 'utf8')).toContain(summary);
    expect(repo.git('status', '--porcelain')).toContain(productFile);
  });
});

/** A POST sent with its path exactly as written (fetch would resolve `..` before sending). */
function rawPost(path: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(site.url);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A JPEG's first bytes (start of image, JFIF header): what a check of the magic bytes looks at. */
const jpegStart = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');

function saveOf(additions: { path: string; contents: string | Buffer }[], deletions: string[] = []) {
  return JSON.stringify({
    additions: additions.map(({ path, contents }) => ({
      path,
      contents: Buffer.from(contents).toString('base64url'),
    })),
    deletions: deletions.map((path) => ({ path })),
  });
}

describe('the save check cannot be walked around', () => {
  it('refuses a save sent to any other spelling of the save address, and writes nothing', async () => {
    const cookie = await editorCookie();
    const headers = { ...keystatic, ...sameOrigin(), cookie, 'content-type': 'application/json' };
    const before = readFileSync(join(repo.dir, productFile), 'utf8');
    const status = repo.git('status', '--porcelain');
    const body = saveOf([
      { path: productFile, contents: 'name: [unclosed' },
      { path: 'src/content/pages/takeover.js', contents: 'process.exit(1)' },
      { path: 'src/content/new-folder/index.html', contents: '<script>alert(1)</script>' },
    ]);
    for (const path of [
      '/api/keystatic/%75pdate',
      '/api/keystatic/%2575pdate',
      '/api/keystatic/%252575pdate',
      '/api/keystatic/update/',
      '/api/keystatic/update//',
      '/api/keystatic/tree/../update',
      '/api/keystatic/tree/%2e%2e/update',
      '/api/keystatic/tree/%252e%252e/update',
      '/api/keystatic%2Fupdate',
      '/api/keystatic/./update',
      '/api/keystatic\\update',
      '/api/KEYSTATIC/update',
      '/API/keystatic/update',
      '/api/keystatic/UPDATE',
      '/api/keystatic/%55pdate',
    ]) {
      const answer = await rawPost(path, headers, body);
      expect(answer, path).toBeGreaterThanOrEqual(400);
      expect(answer, path).toBeLessThan(500);
    }
    expect(readFileSync(join(repo.dir, productFile), 'utf8')).toBe(before);
    expect(existsSync(join(repo.dir, 'src/content/pages/takeover.js'))).toBe(false);
    expect(existsSync(join(repo.dir, 'src/content/new-folder'))).toBe(false);
    expect(repo.git('status', '--porcelain')).toBe(status);
  });

  it('takes content YAML and pictures under src/content only, each checked for what it is', async () => {
    const cookie = await editorCookie();
    const send = (additions: { path: string; contents: string | Buffer }[], deletions: string[] = []) =>
      fetch(at('/api/keystatic/update'), {
        method: 'POST',
        headers: { ...keystatic, ...sameOrigin(), cookie, 'content-type': 'application/json' },
        body: saveOf(additions, deletions),
      });
    const folder = productFile.replace(/\.yaml$/, '');
    const picture = `${folder}/images/9/file.png`;
    for (const [path, contents, message] of [
      ['src/content/pages/about.html', '<h1>Hi</h1>', /not a file the editor may write/],
      ['src/content/products/wall-split/.hidden.yaml', 'name: x', /not a file the editor may write/],
      ['public/front.png', png, /not a file the editor may write/],
      ['src/content/products/wall-split/sneaky.png', png, /a picture goes in the folder of the entry/],
      [`${folder}/unused.png`, png, /does not use this picture/],
    ] as const) {
      const refused = await send([{ path, contents }]);
      expect(refused.status, path).toBe(422);
      expect(await refused.text(), path).toMatch(message);
      expect(existsSync(join(repo.dir, path)), path).toBe(false);
    }
    // Pictures the product file being saved names, each refused with the product file unchanged.
    const productBefore = readFileSync(join(repo.dir, productFile), 'utf8');
    const naming = (name: string) =>
      productBefore.replace(
        /\nimages:\n/,
        `\nimages:\n  - kind: in-room\n    file: ./${folder.split('/').at(-1)}/images/9/${name}\n    alt: The Edge 3.5 kW on a living room wall above a sideboard\n`,
      );
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    for (const [name, contents, message] of [
      ['file.png', '<html><script>alert(1)</script></html>', /not a PNG image/],
      ['file.jpg', Buffer.concat([jpegStart, Buffer.from(svg)]), /not a JPEG image that can be read/],
      [
        'file.png',
        Buffer.concat([png, Buffer.from('<!doctype html><script>alert(1)</script>')]),
        /other data after the end of the PNG image/,
      ],
      ['file.PNG', png, /lower-case extension \(\.png\)/],
      ['file.png', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), /larger than 2 MB/],
    ] as const) {
      const path = `${folder}/images/9/${name}`;
      const refused = await send([
        { path: productFile, contents: naming(name) },
        { path, contents },
      ]);
      expect(refused.status, name).toBe(422);
      expect(await refused.text(), name).toMatch(message);
      expect(existsSync(join(repo.dir, path)), name).toBe(false);
      expect(readFileSync(join(repo.dir, productFile), 'utf8'), name).toBe(productBefore);
    }
    const refusedDelete = await send([], ['src/server/main.ts']);
    expect(refusedDelete.status).toBe(422);

    const saved = await send([
      { path: productFile, contents: naming('file.png') },
      { path: picture, contents: png },
    ]);
    expect(saved.status).toBe(200);
    expect(readFileSync(join(repo.dir, picture))).toEqual(png);
    // The product file back as it was, and the picture it no longer names removed.
    const removed = await send([{ path: productFile, contents: productBefore }], [picture]);
    expect(removed.status).toBe(200);
    expect(existsSync(join(repo.dir, picture))).toBe(false);
  });
});
