/**
 * The Keystatic configuration, derived from the editor's entries (collections.ts) and the schemas'
 * doc comments (generated at build into src/generated/editor-docs.json by the content-editor
 * integration). Local storage: the editing instance writes the files of its own git checkout, and
 * publishing commits them (src/server/editor/publish.ts); Keystatic's own GitHub mode is not used.
 */
import { type ComponentSchema, collection, config, singleton } from '@keystatic/core';
import { type EditorEntry, editorEntries } from './collections.ts';
import { type EditorNames, noNames, productSlugLabel } from './entry-names.ts';
import { jsonSchemaOf, objectFields } from './fields-from-schema.ts';
import type { DocNode, SchemaRef } from './schema-docs.ts';

export type EditorDocs = Record<SchemaRef, DocNode>;

/** The form fields of one entry; its lists of product slugs name each product by its name. */
/** The folder an entry's file lies in: a collection's (`…/*`), or a singleton file's. */
export const entryFolder = (entry: Pick<EditorEntry, 'kind' | 'path'>) =>
  entry.kind === 'collection' ? entry.path.replace(/\/\*$/, '') : entry.path.replace(/\/[^/]+$/, '');

export function entryFields(
  entry: EditorEntry,
  docs: EditorDocs,
  names: EditorNames = noNames,
): Record<string, ComponentSchema> {
  const fields = objectFields(jsonSchemaOf(entry.form), docs[entry.formRef], {
    slugField: entry.slugField,
    omit: entry.derived,
    folder: entryFolder(entry),
  });
  for (const key of entry.productReferences ?? []) {
    const list = fields[key];
    if (list?.kind === 'array')
      fields[key] = { ...list, itemLabel: (preview: unknown) => productSlugLabel(names, preview) };
  }
  return fields;
}

export function keystaticConfig(docs: EditorDocs, names: EditorNames = noNames) {
  const collections: Record<string, ReturnType<typeof collection>> = {};
  const singletons: Record<string, ReturnType<typeof singleton>> = {};
  const navigation: Record<string, string[]> = {};
  for (const entry of editorEntries) {
    const schema = entryFields(entry, docs, names);
    navigation[entry.section] = [...(navigation[entry.section] ?? []), entry.key];
    if (entry.kind === 'collection') {
      collections[entry.key] = collection({
        label: entry.label,
        path: entry.path as `${string}/*`,
        // Keystatic types the slug field from a literal schema; ours is built from data.
        slugField: (entry.slugField ?? 'slug') as never,
        // The list shows each entry by its name ("Aura 5.0 kW …"), not its file name (the build
        // takes out Keystatic's own "Slug" column: src/integrations/content-editor.ts).
        ...(entry.nameField ? { columns: [entry.nameField] as never } : {}),
        format: { data: 'yaml' },
        schema,
      });
    } else {
      singletons[entry.key] = singleton({
        // A category, FAQ group or fault-code family by its title, not its file name.
        label: names.entries[entry.key] ?? entry.label,
        path: entry.path,
        format: { data: 'yaml' },
        schema,
      });
    }
  }
  return config({
    storage: { kind: 'local' },
    ui: { brand: { name: 'Cirrus Climate content' }, navigation },
    collections,
    singletons,
  });
}
