/**
 * Renders the heroes in Blender (Cycles): one room per category with the unit an installer would put
 * there, and one for each page that opens with a picture (home, Edge, products, promotions,
 * warranty, the sizing guide), from the same unit models as the product renders (scripts/renders/scenes,
 * imported read-only by scripts/renders/heroes/scene.py). The heroes and what each shows are in
 * hero-plan.ts.
 *
 *   npm run render:heroes                 every hero that is not current (its key in the manifest)
 *   npm run render:heroes -- cooling      one (or several) by slug
 *   npm run render:heroes -- --force      again, current or not
 *   npm run render:heroes -- --samples=8 --width=400 --height=300 --out=/tmp/x   a quick draft
 *
 * One Blender at a time under `nice -n 15`; each hero is written as a 1200 × 900 WebP to
 * src/content/<categories|pages>/<slug>/hero/image.webp, the entry's `hero` is written with the YAML
 * library (the rest of its file as it was), the manifest records the render, and its CPU seconds
 * (GNU time) are printed. An entry whose hero is a photograph from the editor is left alone.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { runBlender } from './blender.ts';
import { builders } from './builders.ts';
import { commandLine } from './command-line.ts';
import { withField } from './content-files.ts';
import { heroEntryFile, heroes, heroFile, heroOf, heroPlan } from './hero-plan.ts';
import { fileDigest, heroIsRender, readManifest, writeManifest } from './manifest.ts';

const scene = path.join(import.meta.dirname, builders.heroes.entry);

const { options, names: wanted } = commandLine(
  'Usage: npm run render:heroes -- [hero slug…] [--force] [--samples=24] [--width=1200 --height=900] [--out=DIR (drafts, the content untouched)]',
);
const WIDTH = Number(options.width ?? 1200);
const HEIGHT = Number(options.height ?? 900);
const outDir = options.out ? String(options.out) : undefined;

async function renderHero(slug: string, samples: number) {
  const plan = heroPlan(slug);
  const png = path.join(tmpdir(), `cirrus-hero-${slug}.png`);
  const args = { ...plan.inputs, width: WIDTH, height: HEIGHT, samples, output: png };
  const { seconds, cpuSeconds } = runBlender(scene, args, `hero-${slug}`);
  const webp = await sharp(png).webp({ quality: 85, effort: 6, smartSubsample: true }).toBuffer();
  rmSync(png, { force: true });
  return { plan, webp, seconds, cpuSeconds };
}

const manifest = readManifest();
for (const slug of wanted.size > 0 ? wanted : Object.keys(heroes)) {
  const file = heroEntryFile(slug);
  if (!existsSync(file)) throw new Error(`no content entry for the hero "${slug}"`);
  const text = readFileSync(file, 'utf8');
  const { hero } = (parse(text) ?? {}) as { hero?: Record<string, unknown> };
  const rendered = heroIsRender(manifest, slug, hero, file);
  if (!outDir && hero && !rendered) {
    console.log(`${slug}: its hero is a photograph from the editor; left as it is`);
    continue;
  }
  if (!outDir && rendered && manifest.heroes[slug] === heroPlan(slug).key && !options.force) continue;
  const { alt, samples: heroSamples } = heroOf(slug);
  // The content schema caps a hero's alt text at 250 characters.
  if (alt.length === 0 || alt.length > 250) throw new Error(`${slug}: alt text must be 1-250 characters`);
  const samples = Number(options.samples ?? heroSamples ?? 24);
  const { plan, webp, seconds, cpuSeconds } = await renderHero(slug, samples);
  const target = outDir
    ? path.join(outDir, `${slug}.webp`)
    : path.resolve(path.dirname(file), heroFile(slug));
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, webp);
  if (!outDir) {
    manifest.renders[plan.key] = {
      inputs: plan.inputs,
      builder: plan.builder,
      samples,
      width: WIDTH,
      height: HEIGHT,
      seconds: Math.round(seconds * 10) / 10,
      cpuSeconds: cpuSeconds === undefined ? undefined : Math.round(cpuSeconds * 10) / 10,
      bytes: webp.byteLength,
      sha256: fileDigest(webp),
    };
    manifest.heroes[slug] = plan.key;
    writeManifest(manifest);
    // Any other fields of the hero (a focal point) stay; the image and the alt text are the render's.
    writeFileSync(file, withField(text, 'hero', { ...hero, image: heroFile(slug), alt }));
  }
  console.log(
    `${slug}: ${cpuSeconds?.toFixed(0) ?? '?'} CPU s, ${seconds.toFixed(0)} s wall, ${Math.round(webp.byteLength / 1024)} kB -> ${target}`,
  );
}
