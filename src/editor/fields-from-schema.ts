/**
 * Keystatic fields derived from the content schemas, so the editor cannot drift from what the build
 * accepts: every property becomes a field (its key, required-ness and the limits Keystatic can check
 * in the form: lengths, patterns, number ranges, list sizes), labelled from its key and hinted with
 * its doc comment. What a field cannot express (cross-field rules, `endsWith`, half-star steps) the
 * server checks on save with the schema itself and answers with the schema's message.
 * The walk reads zod's JSON Schema export (input side), a stable public format, not zod internals.
 */
import { type ComponentSchema, fields } from '@keystatic/core';
import { z } from 'zod';
import { productImageKindLabels } from '../lib/product-image-kinds.ts';
import { productTypeLabels } from '../lib/product-labels.ts';
import { altText, type GroupPart, isoDate, optionalGroup, slugText } from './custom-fields.tsx';
import { galleryField } from './gallery-field.tsx';
import { type ImageSlot, imageSlots } from './image-fit.ts';
import { labelFromKey } from './labels.ts';
import { listItemLabel } from './list-item-label.ts';
import { withFitWarnings } from './picture-preview.tsx';
import { withRefusals } from './save-refusals.tsx';
import type { DocNode } from './schema-docs.ts';

/** The JSON Schema subset zod writes for the content schemas. */
export interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: readonly unknown[];
  anyOf?: readonly JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  /** Set on image paths (src/schemas/image.ts): the field uploads a file. */
  contentMediaType?: string;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function bare(schema: JsonSchema): { inner: JsonSchema; nullable: boolean } {
  if (!schema.anyOf) return { inner: schema, nullable: false };
  const others = schema.anyOf.filter((option) => option.type !== 'null');
  const nullable = others.length < schema.anyOf.length;
  const [first] = others;
  return { inner: others.length === 1 && first ? first : schema, nullable };
}

/** A date, or a nullable one (`anyOf` of the date's own `anyOf` and null): both get the date field. */
const isDate = (schema: JsonSchema): boolean =>
  Boolean(schema.anyOf?.some((option) => option.format === 'date' || isDate(option)));
const lowest = (schema: JsonSchema) =>
  schema.minimum ??
  (schema.exclusiveMinimum !== undefined && schema.type === 'integer'
    ? schema.exclusiveMinimum + 1
    : undefined);
const highest = (schema: JsonSchema) =>
  schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? schema.maximum : undefined;
/**
 * A stored value as a choice reads: a product type by its label ("Wall-mounted split"), any other
 * slug-like value in words ("dual-function" → "Dual function"), never the bare slug.
 */
const valueLabel = (value: string) =>
  (productTypeLabels as Readonly<Record<string, string>>)[value] ??
  (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(value)
    ? `${value.charAt(0).toUpperCase()}${value.slice(1).replaceAll('-', ' ')}`
    : value);

const choices = (values: readonly unknown[], labels: Readonly<Record<string, string>> = {}) =>
  values.map((value) => ({
    label: labels[String(value)] ?? valueLabel(String(value)),
    value: String(value),
  }));

/** What the editor makes of one property; `optional-group` is a value that may be absent. */
export type FieldKind =
  | 'text'
  | 'slug'
  | 'number'
  | 'integer'
  | 'checkbox'
  | 'select'
  | 'multiselect'
  | 'date'
  | 'image'
  | 'object'
  | 'array'
  | 'optional-group';

export interface FieldOptions {
  /** The property that is the entry's file name (collections). */
  slugField?: string;
  /**
   * The property's path in the entry (`energyRating.heating`), where a refused save's problems are
   * shown; a list's items have `*` for their index, which no problem names.
   */
  path?: readonly string[];
  /**
   * The folder of the entry's file (`src/content/categories`): a picture typed as a path relative to
   * the file (a hero's) is looked up from there, to show it with its fit warnings.
   */
  folder?: string;
}

/**
 * The place on the site a picture at `path` fills: a product's gallery (`images.*.file`) or a hero
 * (a category's or page's `hero.image`, a promotion's `artwork.image`).
 */
export function imageSlotAt(path: readonly string[] = []): ImageSlot {
  return path[0] === 'images' ? imageSlots.gallery : imageSlots.hero;
}

/** Whether an array's items are pictures (an object with a file and its alt text): the gallery. */
const isGallery = (element: JsonSchema) =>
  Boolean(element.properties?.alt && element.properties.file?.contentMediaType?.startsWith('image/'));

/** The field kind a property gets: the agreement test checks every property has one. */
export function fieldKind(schema: JsonSchema, required: boolean): FieldKind {
  if (isDate(schema)) return 'date';
  const { inner, nullable } = bare(schema);
  if (nullable || (!required && inner.type === 'object')) return 'optional-group';
  if (inner.const !== undefined || inner.enum) return 'select';
  if (inner.contentMediaType?.startsWith('image/')) return 'image';
  switch (inner.type) {
    case 'string':
      return 'text';
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'boolean':
      return 'checkbox';
    case 'object':
      return 'object';
    case 'array':
      return inner.items?.enum ? 'multiselect' : 'array';
    default:
      throw new Error(`The editor has no field for ${JSON.stringify(schema)}`);
  }
}

function groupParts(
  schema: JsonSchema,
  docs: DocNode | undefined,
  single: boolean,
  options: FieldOptions,
): GroupPart[] {
  const partOf = (key: string, part: JsonSchema, required: boolean, doc?: string): GroupPart => ({
    key,
    label: single ? 'Value' : labelFromKey(key),
    description: doc,
    kind: part.type === 'integer' ? 'integer' : part.type === 'number' ? 'number' : 'text',
    required,
    min: lowest(part),
    max: highest(part),
    minLength: part.minLength,
    maxLength: part.maxLength,
    // A hero's picture: shown from the saved file, with the warnings of the slot it fills.
    picture:
      part.contentMediaType?.startsWith('image/') && options.folder !== undefined
        ? { folder: options.folder, slot: imageSlotAt(options.path) }
        : undefined,
  });
  if (single) return [partOf('value', schema, true)];
  return Object.entries(schema.properties ?? {}).map(([key, part]) =>
    partOf(key, part, schema.required?.includes(key) ?? false, docs?.fields?.[key]?.doc),
  );
}

/**
 * The Keystatic field of one property. Its hint is also kept on the field as `description` (form
 * fields take it as an option but do not expose it), so the agreement test can read it back.
 */
export function fieldFor(
  key: string,
  schema: JsonSchema,
  required: boolean,
  docs: DocNode | undefined,
  options: FieldOptions = {},
): ComponentSchema {
  return Object.assign(makeField(key, schema, required, docs, options), { description: docs?.doc });
}

function makeField(
  key: string,
  schema: JsonSchema,
  required: boolean,
  docs: DocNode | undefined,
  options: FieldOptions = {},
): ComponentSchema {
  const label = labelFromKey(key);
  const description = docs?.doc;
  const { inner } = bare(schema);
  switch (fieldKind(schema, required)) {
    case 'date':
      return isoDate({ label, description, nullable: bare(schema).nullable });
    case 'optional-group': {
      const single = inner.type !== 'object';
      return optionalGroup({
        label,
        description,
        presentLabel: `Has ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
        absent: bare(schema).nullable ? 'null' : 'omit',
        parts: groupParts(inner, docs, single, options),
        single,
      });
    }
    case 'select': {
      const values = inner.const !== undefined ? [inner.const] : (inner.enum ?? []);
      // A picture's kind as the gallery captions it ("Outdoor unit"), not its stored value.
      const labels = key === 'kind' && options.path?.[0] === 'images' ? productImageKindLabels : undefined;
      return fields.select({
        label,
        description,
        options: choices(values, labels),
        defaultValue: String(values[0]),
      });
    }
    case 'multiselect':
      return fields.multiselect({ label, description, options: choices(inner.items?.enum ?? []) });
    case 'checkbox':
      return fields.checkbox({ label, description });
    case 'image': {
      // Uploaded into the entry's own folder (`products/wall-split/<slug>/…`) and written as a path
      // beside the content file (`./<slug>/…`), which the build's image() resolves.
      const image = fields.image({
        label,
        description,
        publicPath: './',
        validation: { isRequired: required },
      });
      // A gallery's card shows its picture's warnings itself; a hero's field shows them below it.
      return options.path?.[0] === 'images' ? image : withFitWarnings(image, imageSlotAt(options.path));
    }
    case 'integer':
      return fields.integer({
        label,
        description,
        validation: { isRequired: required, min: lowest(inner), max: highest(inner) },
      });
    case 'number':
      return fields.number({
        label,
        description,
        step: inner.multipleOf,
        validation: { isRequired: required, min: lowest(inner), max: highest(inner) },
      });
    case 'text': {
      if (key === 'alt' && required) {
        return altText({ label, description, min: Math.max(inner.minLength ?? 0, 1), max: inner.maxLength });
      }
      // An optional value may also be left empty (Keystatic then leaves the key out).
      const source = inner.pattern && !required ? `^(?:${inner.pattern})?$|^$` : inner.pattern;
      const pattern = source
        ? { regex: new RegExp(source), message: 'Use the format the hint describes' }
        : undefined;
      if (key === options.slugField) {
        return slugText({
          label,
          description,
          pattern: pattern ?? {
            regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
            message: 'Use lower-case letters and digits joined by single hyphens',
          },
        });
      }
      return fields.text({
        label,
        description,
        multiline: (inner.maxLength ?? 1000) > 140,
        validation: {
          isRequired: required,
          length: {
            min: required ? Math.max(inner.minLength ?? 0, 1) : inner.minLength,
            max: inner.maxLength,
          },
          pattern,
        },
      });
    }
    case 'object':
      return fields.object(objectFields(inner, docs, { path: options.path, folder: options.folder }), {
        label,
        description,
      });
    case 'array': {
      const element = inner.items ?? {};
      const itemField = fieldFor(
        labelFromKey(key).replace(/s$/, '').toLowerCase(),
        element,
        true,
        docs?.items,
        { path: [...(options.path ?? [key]), '*'], folder: options.folder },
      );
      const array = fields.array(itemField, {
        label,
        description,
        itemLabel: listItemLabel,
        validation: {
          length: { min: required ? inner.minItems : undefined, max: inner.maxItems },
        },
      });
      return isGallery(element) ? galleryField(array, imageSlotAt([key])) : array;
    }
    default:
      throw new Error(`The editor has no field for ${key}`);
  }
}

/** The fields of an object schema, in its order, less the properties named in `omit`. */
export function objectFields(
  schema: JsonSchema,
  docs: DocNode | undefined,
  options: FieldOptions & { omit?: readonly string[] } = {},
): Record<string, ComponentSchema> {
  const result: Record<string, ComponentSchema> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (options.omit?.includes(key)) continue;
    const path = [...(options.path ?? []), key];
    const field = fieldFor(key, property, schema.required?.includes(key) ?? false, docs?.fields?.[key], {
      slugField: options.slugField,
      path,
      folder: options.folder,
    });
    result[key] = withRefusals(field, path.join('.'));
  }
  return result;
}
