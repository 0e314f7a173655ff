/**
 * The render pipeline's Python (the Blender scene builders under scripts/renders/) byte-compiles:
 * Blender runs it only when someone renders, so a syntax error would otherwise wait unseen until the
 * next hour-long `npm run render`. Python's own compiler parses every file (nothing is imported, so
 * Blender's `bpy` is not needed, and no `__pycache__` is written).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const rendersDir = path.resolve(import.meta.dirname, '../../scripts/renders');
const pythonFiles = readdirSync(rendersDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.py'))
  .map((file) => path.join(rendersDir, file));

/** Compiles each file named on the command line; prints "file:line: message" for each that fails. */
const compileAll = `
import sys
failed = 0
for name in sys.argv[1:]:
    with open(name, encoding='utf-8') as source:
        try:
            compile(source.read(), name, 'exec', dont_inherit=True)
        except SyntaxError as error:
            failed += 1
            print(f'{error.filename}:{error.lineno}: {error.msg}')
sys.exit(1 if failed else 0)
`;

function compile(files: readonly string[]): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync('python3', ['-c', compileAll, ...files], { encoding: 'utf8' }) };
  } catch (error) {
    const { code, stdout } = error as { code?: string; stdout?: string };
    if (code === 'ENOENT')
      throw new Error(
        'python3 is needed to compile the render scripts: apt-get install -y python3-minimal (Debian, Ubuntu)',
      );
    return { ok: false, output: stdout ?? '' };
  }
}

describe('the render scripts', () => {
  it('are Python that compiles, every file', () => {
    expect(pythonFiles.length).toBeGreaterThan(5);
    expect(compile(pythonFiles)).toEqual({ ok: true, output: '' });
  });

  it('would name the file and line of a syntax error', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cirrus-python-'));
    try {
      const broken = path.join(dir, 'broken.py');
      writeFileSync(broken, "def scene(args):\n    return args['width'\n");
      const result = compile([broken]);
      expect(result.ok).toBe(false);
      expect(result.output).toContain(`${broken}:2:`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
