/**
 * The editor's forms and the content schemas agree: every property of each schema is a field of its
 * form (derived ones excepted) with the same required-ness, hinted with the property's doc comment;
 * and every content file read into the form and written back is still accepted by the build's
 * schema, so saving an unchanged entry never breaks the site.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentSchema } from '@keystatic/core';
import { dump, load } from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type EditorEntry, editorEntries } from '../../src/editor/collections.ts';
import { type EditorDocs, entryFields, keystaticConfig } from '../../src/editor/keystatic-config.ts';
import { extractSchemaDocs } from '../../src/editor/schema-docs.ts';
import { withDerivedWarranty } from '../../src/lib/warranty.ts';
import { contentDir, loadWarrantyTerms, parseYaml, root } from '../content/load-content.ts';

let docs: EditorDocs;
beforeAll(() => {
  docs = extractSchemaDocs(
    root,
    editorEntries.map((entry) => entry.formRef),
  );
}, 30_000);

type Field = ComponentSchema & {
  label?: string;
  description?: string;
  fields?: Record<string, Field>;
  element?: Field;
  parse?: (value: unknown, extra?: unknown) => unknown;
  serialize?: (value: unknown) => { value: unknown };
  validate?: (value: unknown, extra?: unknown) => unknown;
  defaultValue?: () => unknown;
};

/** The zod object inside optional / nullable wrappers, if any. */
function objectOf(schema: z.ZodType): z.ZodObject | undefined {
  let current: z.ZodType = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable)
    current = current.unwrap() as z.ZodType;
  return current instanceof z.ZodObject ? current : undefined;
}

function arrayElement(schema: z.ZodType): z.ZodType | undefined {
  let current: z.ZodType = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable)
    current = current.unwrap() as z.ZodType;
  return current instanceof z.ZodArray ? (current.element as z.ZodType) : undefined;
}

/** Compares a form's fields with a zod object, recursively; returns the disagreements. */
function disagreements(
  fields: Record<string, Field>,
  shape: z.ZodObject,
  where: string,
  omit: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const keys = Object.keys(shape.shape).filter((key) => !omit.includes(key));
  const formKeys = Object.keys(fields);
  if (keys.join() !== formKeys.join())
    problems.push(`${where}: schema has ${keys.join()}, form has ${formKeys.join()}`);
  for (const key of keys) {
    const property = shape.shape[key] as z.ZodType;
    const field = fields[key];
    if (!field) continue;
    const absentAllowed = property.safeParse(undefined).success || property.safeParse(null).success;
    if (field.kind === 'form' && field.validate && field.defaultValue) {
      // A required field refuses its empty value; an optional one takes it.
      const empty = field.defaultValue();
      const fieldRequired = (() => {
        if (typeof empty === 'boolean' || Array.isArray(empty)) return !absentAllowed; // checkbox, multiselect: always written
        try {
          field.validate?.(empty === '' || empty === null ? empty : null, undefined);
          return false;
        } catch {
          return true;
        }
      })();
      const isSelect = typeof empty === 'string' && empty !== '';
      if (!isSelect && fieldRequired === absentAllowed) {
        problems.push(
          `${where}.${key}: schema ${absentAllowed ? 'optional' : 'required'}, form the other way`,
        );
      }
    }
    const inner = objectOf(property);
    if (field.kind === 'object' && inner && field.fields)
      problems.push(...disagreements(field.fields, inner, `${where}.${key}`));
    const element = arrayElement(property);
    const elementObject = element ? objectOf(element) : undefined;
    if (field.kind === 'array' && elementObject && field.element?.fields) {
      problems.push(...disagreements(field.element.fields, elementObject, `${where}.${key}[]`));
    }
  }
  return problems;
}

/** Every field's hint is its property's doc comment; returns the fields whose hint is missing or differs. */
function hintProblems(
  fields: Record<string, Field>,
  docNode: EditorDocs[keyof EditorDocs] | undefined,
  where: string,
): string[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    const doc = docNode?.fields?.[key];
    const own = !doc?.doc
      ? [`${where}.${key}: no doc comment in the schema`]
      : field.description !== doc.doc
        ? [`${where}.${key}: hint "${field.description}" is not the doc comment`]
        : [];
    const nested =
      field.kind === 'object' && field.fields ? hintProblems(field.fields, doc, `${where}.${key}`) : [];
    const items =
      field.kind === 'array' && field.element?.fields
        ? hintProblems(field.element.fields, doc?.items, `${where}.${key}[]`)
        : [];
    return [...own, ...nested, ...items];
  });
}

/** What Keystatic writes for a stored value after reading it into its form (parse, then serialize). */
function roundTrip(field: Field, value: unknown, slug?: { field: string; value: string }): unknown {
  if (field.kind === 'object' && field.fields) {
    const record = (value ?? {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(field.fields)) {
      const written =
        slug?.field === key
          ? (child as unknown as { serializeWithSlug(v: unknown): { value: unknown } }).serializeWithSlug(
              child.parse?.(record[key], { slug: slug.value }),
            ).value
          : roundTrip(child, record[key]);
      if (written !== undefined) out[key] = written;
    }
    return out;
  }
  if (field.kind === 'array' && field.element) {
    return ((value ?? []) as unknown[]).map((item) => roundTrip(field.element as Field, item));
  }
  // An image keeps its file: Keystatic writes the same path back (the file itself is not in the YAML).
  if ((field as { formKind?: string }).formKind === 'asset') return value;
  const parsed = field.parse?.(value, undefined);
  return field.serialize?.(parsed).value;
}

function filesOf(entry: EditorEntry): string[] {
  if (entry.kind === 'singleton') return [`${entry.path}.yaml`];
  const dir = path.join(root, entry.path.slice(0, -2));
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => path.relative(root, path.join(dir, file)));
}

describe('the content editor and the schemas', () => {
  it('has a form for every collection of the site', () => {
    const config = keystaticConfig(docs);
    const keys = [...Object.keys(config.collections ?? {}), ...Object.keys(config.singletons ?? {})];
    expect(keys).toContain('products-ducted');
    expect(keys).toContain('pages');
    expect(keys).toContain('faqs-buying');
    expect(keys).toContain('dealers-nsw');
    expect(keys).toContain('fault-codes-gas-ducted');
    expect(keys).toContain('category-cooling');
    // Every content file of these folders has its form.
    for (const folder of ['products', 'categories', 'pages', 'faqs', 'fault-codes', 'dealers']) {
      const files = readdirSync(path.join(contentDir, folder), { recursive: true, encoding: 'utf8' }).filter(
        (f) => f.endsWith('.yaml'),
      );
      for (const file of files) {
        const relative = `src/content/${folder}/${file}`;
        expect(
          editorEntries.some((entry) => filesOf(entry).includes(relative)),
          `${relative} has no editor form`,
        ).toBe(true);
      }
    }
  });

  for (const entry of editorEntries) {
    it(`${entry.key}: fields, required-ness and hints follow ${entry.formRef}`, () => {
      const fields = entryFields(entry, docs) as Record<string, Field>;
      expect(disagreements(fields, entry.form, entry.key, entry.derived)).toEqual([]);
      expect(hintProblems(fields, docs[entry.formRef], entry.key)).toEqual([]);
    });
  }

  it('a nullable date (a rule’s lastVerified) is a date field that keeps a date and can be cleared to null', () => {
    const entry = editorEntries.find((item) => item.key === 'rebates-nsw-ess-d16');
    if (!entry) throw new Error('no form for the NSW ESS rule');
    const field = (entryFields(entry, docs) as Record<string, Field>).lastVerified;
    if (!field?.parse || !field.serialize || !field.validate)
      throw new Error('lastVerified is not a form field');
    expect((field as { label?: string }).label).toBe('Last verified');
    // A date read from YAML (js-yaml makes it a Date) is written back as the same day.
    const day = field.parse(new Date('2027-02-03T00:00:00Z'));
    expect(day).toBe('2027-02-03');
    expect(String(field.serialize(day).value)).toBe('2027-02-03');
    // Cleared: accepted, and written as null (the key stays, as the schema requires).
    expect(field.parse(null)).toBeNull();
    expect(() => field.validate?.(null)).not.toThrow();
    expect(field.serialize(null).value).toBeNull();
    // A required date still refuses to be empty.
    const validFrom = (entryFields(entry, docs) as Record<string, Field>).validFrom;
    expect(() => validFrom?.validate?.(null)).toThrow();
  });

  it('reads every content file into its form and writes back what the build accepts', () => {
    const terms = loadWarrantyTerms();
    let checked = 0;
    for (const entry of editorEntries) {
      const fields = entryFields(entry, docs) as Record<string, Field>;
      for (const file of filesOf(entry)) {
        // Keystatic reads with js-yaml and writes with its dump; the build reads with the yaml package.
        const stored = load(readFileSync(path.join(root, file), 'utf8'));
        const slug = entry.slugField
          ? { field: entry.slugField, value: path.basename(file, '.yaml') }
          : undefined;
        const written = parseYaml(dump(roundTrip({ kind: 'object', fields } as Field, stored, slug)));
        const data = entry.derived?.includes('warranty') ? withDerivedWarranty(terms, written) : written;
        const result = entry.file.safeParse(data);
        expect(result.success ? [] : result.error.issues, file).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(90);
  });
});
