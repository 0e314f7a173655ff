/**
 * A save rewrites only the fields that changed (src/server/editor/yaml-save.ts). Keystatic writes
 * an entry with js-yaml's `dump` (its own quoting and folding, no comments); here its text is made
 * the same way from a real product file with one change, and what the checkout gets differs from
 * the file in that change's lines alone. js-yaml is a dev dependency of its own (the range Keystatic
 * asks for, so both use one copy), not reached through Keystatic's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dump } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parse, type SchemaOptions } from 'yaml';
import { rewriteChangedFields } from '../../src/server/editor/yaml-save.ts';
import { projectRoot } from '../support/site-process.ts';

const product = readFileSync(
  join(projectRoot, 'src/content/products/wall-split/edge-3-5kw-reverse-cycle-split-system.yaml'),
  'utf8',
);
const READ: SchemaOptions = { customTags: ['timestamp'] };

type Entry = Record<string, unknown> & { features: string[]; description: string[]; related: string[] };

/** What Keystatic sends for the product after `change`: the whole entry, dumped by js-yaml. */
function keystaticSave(change: (entry: Entry) => void): string {
  const entry = parse(product, READ) as Entry;
  change(entry);
  return dump(entry);
}

/** The lines of `after` that differ from `before`'s at the same place (both as long). */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  return after.split('\n').filter((line, i) => line !== old[i]);
}

describe('a save rewrites only what changed', () => {
  it('changes one line for one changed sentence (Keystatic’s own text changes dozens)', () => {
    const saved = keystaticSave((entry) => {
      entry.features[0] = 'Quiet mode from 21 dB(A) indoors, quieter than a whisper';
    });
    expect(changedLines(product, saved).length).toBeGreaterThan(20);
    const written = rewriteChangedFields(product, saved);
    expect(written.split('\n')).toHaveLength(product.split('\n').length);
    expect(changedLines(product, written)).toEqual([
      '  - Quiet mode from 21 dB(A) indoors, quieter than a whisper',
    ]);
    expect(parse(written, READ)).toEqual(parse(saved, READ));
  });

  it('rewrites a folded paragraph in its place, folded as before', () => {
    const saved = keystaticSave((entry) => {
      entry.description[0] = (entry.description[0] as string).replace('19 to 26 m²', '18 to 26 m²');
    });
    const written = rewriteChangedFields(product, saved);
    const changed = changedLines(product, written);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(/^ {2}- The Edge 3\.5 kW is built for .* of 18 to 26 m²\. Its$/);
  });

  it('adds a picture at the end of the gallery and takes a related product out, touching nothing else', () => {
    const saved = keystaticSave((entry) => {
      (entry.images as unknown[]).push({
        kind: 'in-room',
        file: './x/images/9/file.png',
        alt: 'In a bedroom',
      });
      entry.related = entry.related.filter((slug) => slug !== 'aura-3-5kw-reverse-cycle-split-system');
    });
    const written = rewriteChangedFields(product, saved);
    expect(parse(written, READ)).toEqual(parse(saved, READ));
    const removed = product.split('\n').filter((line) => !written.split('\n').includes(line));
    const added = written.split('\n').filter((line) => !product.split('\n').includes(line));
    expect(removed).toEqual(['  - aura-3-5kw-reverse-cycle-split-system']);
    // Two lines are new; the item's first line reads as the gallery's other in-room pictures do.
    expect(added).toEqual(['    file: ./x/images/9/file.png', '    alt: In a bedroom']);
    expect(written).toContain('  - kind: in-room\n    file: ./x/images/9/file.png\n    alt: In a bedroom\n');
    expect(written.split('\n')).toHaveLength(product.split('\n').length + 2);
  });

  it('writes Keystatic’s text as it is when the file cannot be kept', () => {
    expect(rewriteChangedFields('- a list\n', 'name: x\n')).toBe('name: x\n');
    expect(rewriteChangedFields('name: [unclosed\n', 'name: x\n')).toBe('name: x\n');
  });
});
