/**
 * A small site for the editor's publish test: a scratch copy of the project (scratch-repo.ts) with
 * one product of each type (and the product the test edits) and the first eight codes of each
 * fault-code family (the fewest the schema allows), every other page as it is. It builds in a
 * fraction of the catalogue's time, so the test's three builds (the site it serves first, the
 * preview, the publish) cost less than two builds of the whole catalogue did.
 *
 * The scratch copy gets node_modules hard-linked rather than symlinked: Astro's build resolves its
 * own components wrongly through a symlink (publish.ts links the same way). Astro's image cache
 * comes along, so pictures already made by the test build are not made again; its content store
 * does not (it records paths relative to the checkout it was made in).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { createScratchRepo, type ScratchRepo } from './scratch-repo';
import { projectRoot } from './site-process';

const PRODUCTS = 'src/content/products';
const FAULT_CODES = 'src/content/fault-codes';
/** Codes kept of each fault-code family: the fewest its schema allows. */
const CODES_KEPT = 8;
/** Caches in node_modules that other processes write while the copy runs (as publish.ts). */
const TOOL_CACHES = new Set(['.vitest-cache', '.vite', '.cache', '.vite-temp']);

export interface FixtureSite {
  repo: ScratchRepo;
  /** The built site, to serve (DIST_DIR). */
  distDir: string;
}

/** The products `slugs` name as related. */
function relatedTo(dir: string, slugs: readonly string[]): string[] {
  return readdirSync(join(dir, PRODUCTS)).flatMap((type) =>
    slugs
      .map((slug) => join(dir, PRODUCTS, type, `${slug}.yaml`))
      .filter((path) => existsSync(path))
      .flatMap((path) => (parse(readFileSync(path, 'utf8')) as { related?: string[] }).related ?? []),
  );
}

const PROMOTIONS = 'src/content/promotions';

type Promotion = { eligibleProducts: string[] };

/** The promotions, by file, as the content holds them. */
function promotions(dir: string): Map<string, Promotion> {
  const folder = join(dir, PROMOTIONS);
  return new Map(
    readdirSync(folder)
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => [join(folder, file), parse(readFileSync(join(folder, file), 'utf8')) as Promotion]),
  );
}

/**
 * Leaves one product of each type, those named, the products they name as related and each
 * promotion's first eligible product, with their pictures; each promotion then names only the
 * products kept (the editor refuses a save of one that names a missing product).
 */
function pruneProducts(dir: string, named: readonly string[]) {
  const offers = promotions(dir);
  const keep = [
    ...named,
    ...relatedTo(dir, named),
    ...[...offers.values()].flatMap((offer) => offer.eligibleProducts.slice(0, 1)),
  ];
  // Line by line, not through a YAML writer, so the file stays as the editor writes it (its dates
  // quoted, its keys in order).
  for (const [path, offer] of offers) {
    const dropped = new Set(offer.eligibleProducts.filter((slug) => !keep.includes(slug)));
    const lines = readFileSync(path, 'utf8').split('\n');
    writeFileSync(path, lines.filter((line) => !dropped.has(line.replace(/^\s+-\s+/, '').trim())).join('\n'));
  }
  for (const type of readdirSync(join(dir, PRODUCTS))) {
    const folder = join(dir, PRODUCTS, type);
    const slugs = readdirSync(folder)
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => file.slice(0, -'.yaml'.length))
      .sort();
    const kept = slugs.some((slug) => keep.includes(slug)) ? keep : slugs.slice(0, 1);
    for (const slug of slugs.filter((name) => !kept.includes(name))) {
      unlinkSync(join(folder, `${slug}.yaml`));
      rmSync(join(folder, slug), { recursive: true, force: true });
    }
  }
}

/** Leaves the first codes of each fault-code family (a page each). */
function pruneFaultCodes(dir: string) {
  for (const file of readdirSync(join(dir, FAULT_CODES)).filter((name) => name.endsWith('.yaml'))) {
    const path = join(dir, FAULT_CODES, file);
    const family = parse(readFileSync(path, 'utf8')) as { codes: unknown[] };
    writeFileSync(path, stringify({ ...family, codes: family.codes.slice(0, CODES_KEPT) }));
  }
}

/** node_modules of the checkout, hard-linked into `dir` (without the content store). */
function linkPackages(dir: string) {
  const packages = join(projectRoot, 'node_modules');
  const target = join(dir, 'node_modules');
  rmSync(target, { force: true });
  mkdirSync(target);
  const entries = readdirSync(packages).filter((name) => !TOOL_CACHES.has(name));
  execFileSync('cp', ['-al', ...entries.map((name) => join(packages, name)), target]);
  rmSync(join(target, '.astro/data-store.json'), { force: true });
}

function build(dir: string, distDir: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(dir, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: dir,
      env: { ...process.env, ...env, DIST_DIR: distDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 && existsSync(join(distDir, 'build.json'))
        ? resolve()
        : reject(new Error(`the fixture site did not build (${code}):\n${output.slice(-4000)}`)),
    );
  });
}

/**
 * Makes the small site in a scratch repository and builds it with `env` (the build-time settings
 * the server will publish with, such as BUILD_PROMOTIONS_DIR). `keep` names products to keep.
 */
export async function createFixtureSite(
  env: Record<string, string>,
  keep: readonly string[] = [],
): Promise<FixtureSite> {
  const repo = createScratchRepo({
    prepare: (dir) => {
      pruneProducts(dir, keep);
      pruneFaultCodes(dir);
    },
  });
  linkPackages(repo.dir);
  const distDir = join(repo.dir, 'dist-served');
  await build(repo.dir, distDir, env);
  return { repo, distDir };
}
