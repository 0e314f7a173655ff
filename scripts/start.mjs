#!/usr/bin/env node
/**
 * `npm start`: builds when there is no build, when any source is newer than it, or when the
 * build-time configuration changed; then serves the site. Installs nothing. With NODE_ENV unset and
 * no AUTH0_DOMAIN it runs in development, and says so (development.mjs).
 */
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { developmentUnlessDeployed } from './development.mjs';

// Before the configuration is read: the quick start runs in development (development.mjs).
developmentUnlessDeployed('npm start');

const root = resolve(import.meta.dirname, '..');
const sources = ['src', 'public', 'astro.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];
const ignored = new Set(['generated', 'node_modules']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (ignored.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

async function buildReason() {
  const { buildTimeConfig, loadEnv } = await import('../src/config/env.ts');
  const env = loadEnv();
  const buildFile = join(root, env.DIST_DIR, 'build.json');
  if (!existsSync(buildFile) || !existsSync(join(root, env.DIST_DIR, 'server/entry.mjs')))
    return 'no build yet';
  const builtAt = statSync(buildFile).mtimeMs;
  const newestSource = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (newestSource > builtAt) return 'sources changed since the last build';
  const { configFingerprint } = await import('../src/integrations/build-info.ts');
  const recorded = JSON.parse(readFileSync(buildFile, 'utf8')).configFingerprint;
  if (recorded !== configFingerprint(buildTimeConfig(env))) return 'build-time configuration changed';
  return null;
}

let reason;
try {
  reason = await buildReason();
} catch (error) {
  // A bad variable: let the server report it with the variable's name.
  if (error?.name !== 'ConfigError') throw error;
}
if (reason) {
  console.log(`Building the site (${reason})…`);
  // For production even when this server runs in development: visitors get the service worker and
  // React's production runtime (child-environment.ts).
  const { productionBuildEnvironment } = await import('../src/config/child-environment.ts');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: productionBuildEnvironment(process.env),
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../src/server/main.ts');
