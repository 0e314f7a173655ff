/**
 * The render scripts write a product's `images` and an entry's `hero` into its content file with the
 * YAML library (scripts/renders/content-files.ts): only that field's text changes, so the rest of a
 * file stays as the editor or a person wrote it (its wrapped paragraphs, its quoting).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { withField } from '../../scripts/renders/content-files.ts';
import { contentDir } from '../content/load-content.ts';

/** Every content file of the collections that hold pictures, with its text. */
const files = ['products', 'categories', 'pages'].flatMap((collection) =>
  readdirSync(path.join(contentDir, collection), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({
      name: `${collection}/${file}`,
      text: readFileSync(path.join(contentDir, collection, file), 'utf8'),
    })),
);

describe('a picture field written into a content file', () => {
  it('leaves the file byte for byte as it was when the field is unchanged (every gallery and hero)', () => {
    let fields = 0;
    for (const { name, text } of files) {
      const data = parse(text) as Record<string, unknown>;
      for (const key of ['images', 'hero'].filter((field) => data[field] !== undefined)) {
        expect(withField(text, key, data[key]), `${name} ${key}`).toBe(text);
        fields += 1;
      }
    }
    // 57 product galleries and the 16 heroes.
    expect(fields).toBeGreaterThanOrEqual(73);
  });

  it('changes only the lines of the field it sets', () => {
    const cooling = files.find((file) => file.name === 'categories/cooling.yaml')?.text ?? '';
    const { hero } = parse(cooling) as { hero: { image: string; alt: string } };
    const written = withField(cooling, 'hero', {
      ...hero,
      alt: 'A wall split above a sofa on a summer afternoon',
    });
    const before = cooling.split('\n');
    const after = written.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, index) => (line === before[index] ? [] : [line]));
    expect(changed).toEqual(['  alt: "A wall split above a sofa on a summer afternoon"']);
  });

  it('adds the field at the end of a file that has none', () => {
    expect(
      withField('title: Warranty\n', 'hero', { image: './warranty/hero/image.webp', alt: 'A unit' }),
    ).toBe('title: Warranty\nhero:\n  image: ./warranty/hero/image.webp\n  alt: "A unit"\n');
  });
});
