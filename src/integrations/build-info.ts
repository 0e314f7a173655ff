/**
 * Build integration: gives every page the build id and the build-time configuration through the
 * `virtual:cirrus/build` module, and when the build is done records dist/build.json (build id,
 * inline-script hashes for the CSP, the routes metrics and logs name requests by) and writes brotli and gzip copies of text files so the server
 * sends them without compressing on each request.
 */

import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, IntegrationResolvedRoute } from 'astro';
import developmentIslandScript from 'astro/runtime/server/astro-island.prebuilt-dev.js';
import pLimit from 'p-limit';
import type { BuildTimeConfig } from '../config/env';
import { australianToday } from '../lib/lead-forms/dates.ts';
import { precompress } from './precompress.ts';

const VIRTUAL_ID = 'virtual:cirrus/build';
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Inline, executable scripts: JSON-LD and other data blocks are not scripts for the CSP. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    if (!body) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** The hash of Astro's development island bootstrap (astro/dist/runtime/server/scripts.js inlines it). */
function developmentIslandHashes(): string[] {
  return [`sha256-${createHash('sha256').update(developmentIslandScript, 'utf8').digest('base64')}`];
}

export function configFingerprint(config: BuildTimeConfig) {
  return createHash('sha256').update(JSON.stringify(config)).digest('hex');
}

/** A resolved route as build.json records it (src/server/http/route-table.ts reads it). */
function builtRoute(route: IntegrationResolvedRoute) {
  return { pattern: route.pattern, regex: route.patternRegex.source };
}

export function buildInfo(config: BuildTimeConfig): AstroIntegration {
  const buildId = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const builtOn = australianToday(new Date());
  let routes: ReturnType<typeof builtRoute>[] = [];
  return {
    name: 'cirrus:build-info',
    hooks: {
      'astro:routes:resolved': ({ routes: resolved }) => {
        // Pages and endpoints, in Astro's priority order (the first match is the route served).
        routes = resolved
          .filter((route) => route.type === 'page' || route.type === 'endpoint')
          .map(builtRoute);
      },
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'cirrus:build-virtual-module',
                resolveId: (id: string) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
                load: (id: string) =>
                  id === `\0${VIRTUAL_ID}`
                    ? `export const buildId = ${JSON.stringify(buildId)};\nexport const buildConfig = ${JSON.stringify(config)};`
                    : undefined,
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const hashes = new Set<string>();
        // Brotli at its best quality is one core's work a file: a file per core at a time (it was
        // one at a time, 37 s of the build on 2 cores).
        const oneFilePerCore = pLimit(availableParallelism());
        const jobs: Promise<boolean>[] = [];
        for await (const file of walk(clientDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          jobs.push(
            oneFilePerCore(async () => {
              const content = await readFile(file);
              if (file.endsWith('.html'))
                for (const hash of inlineScriptHashes(content.toString('utf8'))) hashes.add(hash);
              return precompress(file, content);
            }),
          );
        }
        const compressed = (await Promise.all(jobs)).filter(Boolean).length;
        const info = {
          buildId,
          builtAt: new Date().toISOString(),
          // The Australian day the pages were made for (their promotion badges) and whose promotions.
          builtOn,
          promotions: config.promotions,
          // Whose rebate rules the planner was built with (the browser tests refuse the site's).
          rebates: config.rebates,
          configFingerprint: configFingerprint(config),
          // With NODE_ENV=development (`npm start`), Astro renders on-demand pages with its development
          // island bootstrap, which no prerendered page carries: allowed too, or /rebates' island is
          // refused by the policy under `npm start`.
          scriptHashes: [...hashes, ...developmentIslandHashes()].sort(),
          routes,
        };
        await writeFile(join(clientDir, '..', 'build.json'), `${JSON.stringify(info, null, 2)}\n`);
        logger.info(
          `build ${buildId}: ${hashes.size} inline script hashes, ${compressed} files precompressed`,
        );
      },
    },
  };
}
