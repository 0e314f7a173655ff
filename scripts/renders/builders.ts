/**
 * The builder table: which module builds each picture (the product types' Blender scenes, the
 * heroes' and the dimension drawing), and the hash of the code a builder runs: its entry script and
 * every module of the render scripts it imports, followed import by import. A picture's key hashes
 * its inputs with that hash (plan.ts), so a change to one builder's modules makes only its pictures
 * stale: editing `ducted.py` re-renders the ducted systems and gas heaters (and the heroes, which
 * use its grilles), not the wall splits.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The render scripts' folder (the Python is under `scenes/` and `heroes/`, the drawing under `drawing/`). */
export const rendersDir = import.meta.dirname;

interface Builder {
  /** The script Blender runs (relative to the render scripts' folder). */
  entry: string;
  /** The module it builds the scene with, which the entry imports by name. */
  module: string;
}

export const builders = {
  splits: { entry: 'scenes/render.py', module: 'scenes/splits.py' },
  outdoor: { entry: 'scenes/render.py', module: 'scenes/outdoor.py' },
  ducted: { entry: 'scenes/render.py', module: 'scenes/ducted.py' },
  windowEvap: { entry: 'scenes/render.py', module: 'scenes/window_evap.py' },
  heroes: { entry: 'heroes/scene.py', module: 'heroes/scene.py' },
  /** Not Blender: an SVG from the spec data, written as a PNG by the render script. */
  drawing: { entry: 'drawing/dimension-drawing.ts', module: 'drawing/dimension-drawing.ts' },
} satisfies Record<string, Builder>;
export type BuilderName = keyof typeof builders;

/** The builder of each rendered product type's pictures; an outdoor unit's picture is `outdoor`'s for every type. */
const typeBuilders: Record<string, BuilderName> = {
  'wall-split': 'splits',
  multi: 'splits',
  cassette: 'splits',
  ducted: 'ducted',
  'gas-heater': 'ducted',
  window: 'windowEvap',
  evaporative: 'windowEvap',
};

/** Product types whose pictures are rendered (every type with a builder). */
export const renderedTypes: ReadonlySet<string> = new Set(Object.keys(typeBuilders));

export function builderOf(productType: string, picture: string): BuilderName {
  if (picture === 'outdoor') return 'outdoor';
  if (picture === 'dimensions') return 'drawing';
  const builder = typeBuilders[productType];
  if (!builder) throw new Error(`no builder renders a ${productType}`);
  return builder;
}

/** The module name Blender's entry script imports (`scenes/window_evap.py` → `window_evap`). */
export const moduleName = (builder: BuilderName): string => path.basename(builders[builder].module, '.py');

/** Modules a Python line imports: `import a, b`, `from a import x` (at any indent; relative imports are not used). */
function pythonImports(source: string): string[] {
  const names: string[] = [];
  for (const line of source.split('\n')) {
    const from = line.match(/^\s*from\s+([\w.]+)\s+import\b/);
    const plain = line.match(/^\s*import\s+([\w.,\s]+?)\s*(?:#.*)?$/);
    if (from?.[1]) names.push(from[1]);
    else if (plain?.[1])
      names.push(...plain[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0] ?? ''));
  }
  return names.map((name) => name.split('.')[0] ?? '').filter(Boolean);
}

/** Files a TypeScript module imports by relative path, as values (`import type` changes no picture). */
const typeScriptImports = (source: string): string[] =>
  [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );

/** The render-script files `file` imports (paths relative to `dir`). */
function importsOf(file: string, dir: string): string[] {
  const source = readFileSync(path.join(dir, file), 'utf8');
  const exists = (candidate: string) => !candidate.startsWith('..') && existsSync(path.join(dir, candidate));
  if (file.endsWith('.ts')) {
    return typeScriptImports(source)
      .map((target) => path.posix.join(path.posix.dirname(file), target))
      .filter(exists);
  }
  // Python finds a module beside the importing file first, then in scenes/, where every entry puts its imports.
  return pythonImports(source).flatMap((name) => {
    const found = [path.posix.dirname(file), 'scenes']
      .map((folder) => path.posix.join(folder, `${name}.py`))
      .find(exists);
    return found ? [found] : [];
  });
}

/**
 * The render scripts' files a builder runs: its entry, its module and the render-script modules
 * they import; `bpy`, `math`, `sharp`, the site's schemas and the like are not the builder's and
 * are left out.
 */
export function builderFiles(builder: BuilderName, dir: string = rendersDir): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of importsOf(file, dir)) visit(imported);
  };
  visit(builders[builder].entry);
  visit(builders[builder].module);
  return [...seen].sort();
}

/** Hash of a builder's files (their paths and their text), 12 hex digits. */
export function builderHash(builder: BuilderName, dir: string = rendersDir): string {
  const hash = createHash('sha256');
  for (const file of builderFiles(builder, dir))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}

export type BuilderHashes = Record<BuilderName, string>;

/** Every builder's hash, from the render scripts in `dir` (the repository's unless a test gives a copy). */
export function builderHashes(dir: string = rendersDir): BuilderHashes {
  return Object.fromEntries(
    (Object.keys(builders) as BuilderName[]).map((builder) => [builder, builderHash(builder, dir)]),
  ) as BuilderHashes;
}
