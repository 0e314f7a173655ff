/**
 * Every list in the editor names things by their name, never by their slug or "Item 3": each
 * collection's list column, each singleton in the navigation, and every item of every list inside
 * a form (pictures, related products, eligible products, dealers, fault codes, FAQs, a page's
 * sections…), read from the real content through the forms the editor builds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentSchema } from '@keystatic/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type EditorEntry, editorEntries } from '../../src/editor/collections.ts';
import { titledSections } from '../../src/editor/entry-names.ts';
import { type EditorDocs, entryFields, keystaticConfig } from '../../src/editor/keystatic-config.ts';
import { editorNames } from '../../src/integrations/content-editor.ts';
import { projectRoot as root } from '../support/site-process.ts';

const docs = {} as EditorDocs;
const names = editorNames(root);
/** A slug or a file name: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

type Field = ComponentSchema & {
  fields?: Record<string, Field>;
  element?: Field;
  itemLabel?(preview: unknown): string;
};

const read = (file: string) => parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

function filesOf(entry: EditorEntry): string[] {
  if (entry.kind === 'singleton') return [`${entry.path}.yaml`];
  const dir = entry.path.slice(0, -2);
  return readdirSync(path.join(root, dir))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => `${dir}/${file}`);
}

/** What Keystatic hands `itemLabel` for a stored item: its value, or its fields' values. */
const previewOf = (item: unknown): unknown =>
  item && typeof item === 'object' && !Array.isArray(item)
    ? { fields: Object.fromEntries(Object.entries(item).map(([key, value]) => [key, { value }])) }
    : { value: item };

/** Every list item's label in `value`, by the list's path. */
function labels(field: Field, value: unknown, where: string, out: Map<string, string[]>) {
  if (field.kind === 'array' && Array.isArray(value) && field.element) {
    for (const item of value) {
      out.set(where, [...(out.get(where) ?? []), field.itemLabel?.(previewOf(item)) ?? '']);
      labels(field.element, item, `${where}[]`, out);
    }
  }
  if (field.kind === 'object' && field.fields && value && typeof value === 'object') {
    for (const [key, child] of Object.entries(field.fields))
      labels(child, (value as Record<string, unknown>)[key], `${where}.${key}`, out);
  }
}

describe('the names in the editor’s lists', () => {
  it('names every item of every list inside a form by its name, never its slug or its place', () => {
    const lists = new Map<string, string[]>();
    for (const entry of editorEntries) {
      const form = { kind: 'object', fields: entryFields(entry, docs, names) } as Field;
      for (const file of filesOf(entry))
        labels(form, read(file), entry.key.replace(/^products-.+/, 'products'), lists);
    }
    // The lists the content has, among them each kind the brief names.
    for (const list of [
      'products.images',
      'products.related',
      'promotions.eligibleProducts',
      'dealers-nsw.dealers',
      'fault-codes-wall.codes',
      'faqs-buying.questions',
      'pages.sections',
      'category-cooling.buyingAdvice',
    ])
      expect([...lists.keys()]).toContain(list);
    const unnamed = [...lists].flatMap(([list, items]) =>
      [...new Set(items)]
        .filter((label) => /^(Item( \d+)?|New item)?$/.test(label) || SLUG.test(label))
        .map((label) => `${list}: ${label}`),
    );
    expect(unnamed).toEqual([]);
    expect(lists.get('products.related')?.[0]).toMatch(/^(Aura|Edge|Breeze|Outback|Hearth) .+/);
    expect(lists.get('fault-codes-wall.codes')?.[0]).toBe('E1: Indoor room temperature sensor fault');
    expect(lists.get('products.images')?.[0]).toMatch(/^Front: .{10,}/);
  });

  it('names a product the names do not know yet by saying so, not by its slug alone', () => {
    const fields = entryFields(
      editorEntries.find((entry) => entry.key === 'promotions') as EditorEntry,
      docs,
      names,
    ) as Record<string, Field>;
    expect(fields.eligibleProducts?.itemLabel?.({ value: 'edge-9-9kw-new' })).toBe(
      'A product not published yet (edge-9-9kw-new)',
    );
  });

  it('lists each collection by its name or title column, and each titled singleton by its title', () => {
    const config = keystaticConfig(docs, names);
    for (const entry of editorEntries) {
      if (entry.kind === 'collection') {
        const collection = config.collections?.[entry.key] as { columns?: string[] };
        expect(collection.columns, entry.key).toEqual([entry.nameField]);
        const file = read(filesOf(entry)[0] as string);
        expect(file[entry.nameField as string], entry.key).toEqual(expect.any(String));
      } else {
        const label = (config.singletons?.[entry.key] as { label: string } | undefined)?.label;
        if ((titledSections as readonly string[]).includes(entry.section)) {
          expect(label, entry.key).toBe(read(`${entry.path}.yaml`).title);
        }
        expect(label, entry.key).not.toMatch(SLUG);
      }
    }
    expect((config.singletons?.['category-dual-function'] as { label: string } | undefined)?.label).toBe(
      'Heating and cooling',
    );
  });
});
