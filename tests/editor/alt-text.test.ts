/**
 * A picture's alt text in the editor: refused, with a message that says what to write, when it is
 * empty or only spaces, or too short; what is saved never has outer spaces.
 */
import { describe, expect, it } from 'vitest';
import { editorEntries } from '../../src/editor/collections.ts';
import { altText, altTextProblem } from '../../src/editor/custom-fields.tsx';
import type { EditorDocs } from '../../src/editor/keystatic-config.ts';
import { entryFields } from '../../src/editor/keystatic-config.ts';

const limits = { min: 10, max: 250 };

describe('the alt text field', () => {
  it('refuses an empty alt text, or one of spaces, with a message that says what to write', () => {
    const empty = 'Alt text cannot be empty: describe what the picture shows, for people who cannot see it';
    expect(altTextProblem('', limits)).toBe(empty);
    expect(altTextProblem('          ', limits)).toBe(empty);
    expect(altTextProblem('Outdoor', limits)).toBe(
      'Alt text must be at least 10 characters: say what the picture shows',
    );
    expect(altTextProblem('x'.repeat(251), limits)).toBe('Alt text must be at most 250 characters');
    expect(altTextProblem('  The Edge 3.5 kW outdoor unit beside a fence  ', limits)).toBeUndefined();
  });

  it('refuses the save of an empty alt text and saves it without outer spaces', () => {
    const field = altText({ label: 'Alt', ...limits });
    expect(() => field.validate('   ')).toThrow('Alt: Alt text cannot be empty');
    expect(field.serialize('  The Edge 3.5 kW outdoor unit  ').value).toBe('The Edge 3.5 kW outdoor unit');
  });

  it('is the alt text field of every picture: the product gallery’s and each hero’s', () => {
    const product = editorEntries.find((entry) => entry.key === 'products-wall-split');
    const category = editorEntries.find((entry) => entry.key === 'category-cooling');
    if (!product || !category) throw new Error('entries missing');
    const docs = {} as EditorDocs;
    const gallery = entryFields(product, docs).images as unknown as {
      element: { fields: { alt: { validate(value: string): unknown } } };
    };
    expect(() => gallery.element.fields.alt.validate(' ')).toThrow(/Alt text cannot be empty/);
    // A hero is optional (a group that may be absent): its alt text is refused the same way.
    const hero = entryFields(category, docs).hero as unknown as { validate(value: unknown): unknown };
    expect(() => hero.validate({ image: './cooling/hero.webp', alt: '   ' })).toThrow(
      /Alt: Alt text cannot be empty/,
    );
    expect(() =>
      hero.validate({ image: './cooling/hero.webp', alt: 'A bedroom cooled by a wall split' }),
    ).not.toThrow();
    expect(() => hero.validate(null)).not.toThrow();
  });
});
