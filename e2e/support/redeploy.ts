/**
 * A second deploy of a build, for the service worker's update tests: a copy of the build folder
 * stamped with a new build id everywhere it appears (pages, page data, the server's chunks,
 * build.json), with its worker written again by the real integration. Two `astro build` runs of the
 * same sources differ in exactly these ways, and the copy does not depend on the working tree
 * building at the moment the tests run.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeServiceWorker } from '../../src/integrations/service-worker';

const TEXT = /\.(?:html|json|js|mjs|webmanifest|xml|txt|css)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function buildIdOf(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, 'build.json'), 'utf8')) as { buildId: string }).buildId;
}

/** Copies `distDir` to `nextDir` as a new deploy; returns the new build id. */
export async function redeploy(distDir: string, nextDir: string, projectRoot: string): Promise<string> {
  const previous = buildIdOf(distDir);
  const next = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  rmSync(nextDir, { recursive: true, force: true });
  cpSync(distDir, nextDir, { recursive: true });
  for (const file of [...files(nextDir)]) {
    if (!TEXT.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (!text.includes(previous)) continue;
    writeFileSync(file, text.replaceAll(previous, next));
    // Precompressed copies of the old text would be served instead: the server compresses on the fly.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }
  const build = JSON.parse(readFileSync(join(nextDir, 'build.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(
    join(nextDir, 'build.json'),
    `${JSON.stringify({ ...build, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
  const quiet = { info: () => {}, warn: (message: string) => console.warn(message) };
  await writeServiceWorker(join(nextDir, 'client'), pathToFileURL(`${projectRoot}/`), quiet);
  return next;
}
