/**
 * Publishing, on a scratch repository with a stand-in build command (the real build runs once, in
 * e2e/content-editor.spec.ts): a failed build leaves the branch and the served build alone and
 * keeps its output for the editor; a passing one becomes a commit authored by the editor, moves the
 * branch and is served; nothing to publish is refused.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPublisher, PUBLISH_UNDER_WAY } from '../../src/server/editor/publish.ts';
import { PUBLISH_PATH, publishRoute } from '../../src/server/editor/publish-route.ts';
import type { EditorSession } from '../../src/server/editor/session.ts';
import { createLogger } from '../../src/server/log.ts';
import { gatedStep } from '../support/gated-script.ts';
import { createScratchRepo, type ScratchRepo } from '../support/scratch-repo';

const editor = {
  sid: 'test-session-0000001',
  sub: 'auth0|demo-editor',
  name: 'Priya Sharma',
  email: 'editor@cirrusclimate.com.au',
  exp: 0,
};
const faqFile = 'src/content/faqs/buying.yaml';

/**
 * A build that writes build.json into DIST_DIR, as astro build does, after checking the FAQ file
 * exists, with the environment it was given (`env` in build.json); gated on `gate` when named
 * (tests/support/gated-script.ts), so that a test can see it under way.
 */
const buildStep = `const fs=require('node:fs');const d=process.env.DIST_DIR;fs.readFileSync('${faqFile}');fs.mkdirSync(d,{recursive:true});fs.writeFileSync(d+'/build.json',JSON.stringify({buildId:'next',env:process.env}));`;
const gatedBuild = (gate: string) => [process.execPath, '-e', gatedStep(buildStep, gate)];
const passingBuild = [process.execPath, '-e', buildStep];
const failingBuild = [
  process.execPath,
  '-e',
  `console.error('[InvalidContentEntryDataError] faqs → buying data does not match collection schema.'); process.exit(1);`,
];

let repo: ScratchRepo;
/** The build.json of the build served last (the stand-in writes the environment it got). */
let servedBuild: { buildId: string; env: Record<string, string> };
beforeEach(() => {
  repo = createScratchRepo();
});
afterEach(() => repo.remove());

function publisherWith(buildCommand: readonly string[], served: string[], environment = process.env) {
  return createPublisher({
    repoDir: repo.dir,
    logger: createLogger({ service: 'publish-test' }, true),
    environment,
    servedBuildId: () => served.at(-1) ?? 'first',
    // A served folder the publish reads (it counts its pages first): none of the stand-ins write one.
    servedDir: () => join(repo.dir, 'dist-served'),
    serve: async (dir) => {
      servedBuild = JSON.parse(readFileSync(join(dir, 'build.json'), 'utf8')) as typeof servedBuild;
      served.push(servedBuild.buildId);
    },
    buildCommand,
    // Publishing only stops the preview's renderer (none runs here).
    renderer: {
      start: () => Promise.reject(new Error('the preview is not part of these tests')),
      target: () => undefined,
      stop: async () => undefined,
    },
  });
}

function editFaq() {
  const file = join(repo.dir, faqFile);
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace('title: Buying a system', 'title: Buying a new system'),
  );
}

describe('publishing', () => {
  it('refuses when nothing changed', async () => {
    const publisher = publisherWith(passingBuild, []);
    expect(await publisher.start(editor)).toEqual({
      ok: false,
      status: 409,
      detail: 'There are no unpublished changes.',
    });
  });

  it('commits as the editor, builds that commit and serves it', async () => {
    const served: string[] = [];
    const gate = join(repo.dir, '.git', 'stand-in-gate');
    const publisher = publisherWith(gatedBuild(gate), served);
    const before = repo.git('rev-parse', 'HEAD');
    editFaq();
    expect((await publisher.status()).changes).toEqual([faqFile]);
    expect(await publisher.start(editor)).toEqual({ ok: true });
    expect((await publisher.status()).state).toBe('building');
    // Its step, for the desk: the build has not started (the stand-in waits at its gate) or is making the code.
    expect((await publisher.status()).progress?.step).toMatch(/^(commit|code)$/);
    expect(await publisher.start(editor)).toMatchObject({ ok: false, status: 409 });
    writeFileSync(gate, '');
    await publisher.settled();
    const status = await publisher.status();
    expect(status).toMatchObject({ state: 'published', changes: [], buildId: 'next' });
    expect(served).toEqual(['next']);
    expect(repo.git('rev-parse', 'HEAD^')).toBe(before);
    expect(repo.git('log', '-1', '--format=%an <%ae>|%s')).toBe(
      `Priya Sharma <editor@cirrusclimate.com.au>|Content: ${faqFile}`,
    );
    expect(repo.git('show', '--name-only', '--format=', 'HEAD')).toBe(faqFile);
    expect(repo.git('status', '--porcelain')).toBe('');
    // The build's sources are gone; its output is kept (it is being served).
    expect(repo.git('worktree', 'list').split('\n')).toHaveLength(1);
  });

  it('builds for production with the build-time variables only, whatever the server runs as', async () => {
    // A development server (`npm start`) holding the database's and the mail server's addresses.
    const publisher = publisherWith(passingBuild, [], {
      ...process.env,
      NODE_ENV: 'development',
      SITE_URL: 'https://publish-test.example',
      DATABASE_URL: 'postgres://site:hunter2@db.internal/cirrus',
      SMTP_URL: 'smtp://mailer:hunter2@mail.internal:587',
      DEV_IDP_SIGNING_KEY: 'a-secret-the-build-must-not-see',
    });
    editFaq();
    await publisher.start(editor);
    await publisher.settled();
    expect(await publisher.status()).toMatchObject({ state: 'published' });
    const { env } = servedBuild;
    expect(env).toMatchObject({ NODE_ENV: 'production', SITE_URL: 'https://publish-test.example' });
    expect(
      Object.keys(env).filter((name) => /^(DATABASE_URL|SMTP_URL|DEV_IDP_SIGNING_KEY)$/.test(name)),
    ).toEqual([]);
  });

  it('keeps the branch and the served build when the build fails, and says why', async () => {
    const served: string[] = [];
    const publisher = publisherWith(failingBuild, served);
    const before = repo.git('rev-parse', 'HEAD');
    editFaq();
    await publisher.start(editor);
    await publisher.settled();
    const status = await publisher.status();
    expect(status.state).toBe('failed');
    expect(status.error).toMatch(/buying data does not match collection schema/);
    expect(status.changes).toEqual([faqFile]);
    expect(served).toEqual([]);
    expect(repo.git('rev-parse', 'HEAD')).toBe(before);
    expect(existsSync(join(repo.dir, 'dist-builds'))).toBe(true);
    expect(repo.git('worktree', 'list').split('\n')).toHaveLength(1);
  });

  it('builds one publish at a time: of two asked for at the same moment, the second is told so', async () => {
    const served: string[] = [];
    const publisher = publisherWith(passingBuild, served);
    // The publish route behind a stand-in of the gate, which has recorded the editor of each request.
    const sessions = new WeakMap<IncomingMessage, EditorSession>();
    const route = publishRoute(publisher, sessions);
    const server = createServer((req, res) => {
      sessions.set(req, editor);
      void route(req, res, 'test');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PUBLISH_PATH}`;
      const before = repo.git('rev-parse', 'HEAD');
      editFaq();
      const answers = await Promise.all([fetch(url, { method: 'POST' }), fetch(url, { method: 'POST' })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(await refused?.json()).toEqual({ error: { status: 409, detail: PUBLISH_UNDER_WAY } });
      await publisher.settled();
      expect(served).toEqual(['next']);
      // One commit, built once.
      expect(repo.git('rev-list', '--count', `${before}..HEAD`)).toBe('1');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('what a publish commits', { timeout: 120_000 }, () => {
  it('commits only the files that are entries or that an entry names; a stray file stays uncommitted', async () => {
    const publisher = publisherWith(passingBuild, []);
    const product = 'src/content/products/wall-split/edge-3-5kw-reverse-cycle-split-system.yaml';
    const folder = product.replace(/\.yaml$/, '');
    const named = `${folder}/images/9/file.png`;
    const unused = `${folder}/images/10/file.png`;
    const stray = 'src/content/faqs/stray.html';
    editFaq();
    writeFileSync(
      join(repo.dir, product),
      readFileSync(join(repo.dir, product), 'utf8').replace(
        /\nimages:\n/,
        '\nimages:\n  - kind: in-room\n    file: ./edge-3-5kw-reverse-cycle-split-system/images/9/file.png\n    alt: The Edge 3.5 kW on a living room wall above a sideboard\n',
      ),
    );
    for (const file of [named, unused]) {
      mkdirSync(join(repo.dir, file, '..'), { recursive: true });
      writeFileSync(join(repo.dir, file), 'a picture');
    }
    writeFileSync(join(repo.dir, stray), '<script>alert(1)</script>');
    expect((await publisher.status()).changes.sort()).toEqual([faqFile, product, named].sort());
    expect(await publisher.start(editor)).toEqual({ ok: true });
    await publisher.settled();
    expect(await publisher.status()).toMatchObject({ state: 'published', changes: [] });
    expect(repo.git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual(
      [faqFile, product, named].sort(),
    );
    expect(repo.git('status', '--porcelain', '--untracked-files=all').split('\n').sort()).toEqual(
      [`?? ${stray}`, `?? ${unused}`].sort(),
    );
  });
});

describe('publishing, when the editing checkout is not what it should be', { timeout: 120_000 }, () => {
  it('publishes from a checkout on no branch by moving HEAD, and says who published what', async () => {
    const served: string[] = [];
    const publisher = publisherWith(passingBuild, served);
    repo.git('checkout', '--quiet', '--detach');
    const before = repo.git('rev-parse', 'HEAD');
    editFaq();
    await publisher.start(editor);
    await publisher.settled();
    const status = await publisher.status();
    expect(status).toMatchObject({ state: 'published', by: editor.name, files: [faqFile], changes: [] });
    expect(served).toEqual(['next']);
    expect(repo.git('rev-parse', 'HEAD^')).toBe(before);
    expect(repo.git('status', '--porcelain')).toBe('');
  });

  it('calls a git problem a problem of the checkout, never a failed build, and overwrites nothing', async () => {
    const served: string[] = [];
    // Someone commits to the checkout while the build runs: the branch is no longer where the
    // publish started, so moving it would lose that commit.
    const committingBuild = [
      process.execPath,
      '-e',
      `require('node:child_process').execFileSync('git',['-C',${JSON.stringify(repo.dir)},'-c','user.name=Ops','-c','user.email=ops@example.invalid','commit','--quiet','--allow-empty','-m','Meanwhile']);${passingBuild[2]}`,
    ];
    const publisher = publisherWith(committingBuild, served);
    editFaq();
    await publisher.start(editor);
    await publisher.settled();
    const status = await publisher.status();
    expect(status).toMatchObject({ state: 'failed', failure: 'repository' });
    expect(status.error).toMatch(/update-ref/);
    expect(served).toEqual([]);
    expect(repo.git('log', '-1', '--format=%s')).toBe('Meanwhile');
    expect(status.changes).toEqual([faqFile]);
  });

  it('calls a failed build a failed build', async () => {
    const publisher = publisherWith(failingBuild, []);
    editFaq();
    await publisher.start(editor);
    await publisher.settled();
    expect(await publisher.status()).toMatchObject({ state: 'failed', failure: 'build' });
  });
});
