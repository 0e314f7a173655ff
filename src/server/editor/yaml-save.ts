/**
 * A save rewrites only the fields that changed. Keystatic serialises the whole entry again (js-yaml:
 * its own quoting and folding, no comments), so one changed sentence rewrote every line of a
 * product. Before Keystatic writes, each entry file it sends is compared, value by value, with the
 * file in the checkout, and only the changed fields are put into the checkout's text: a changed
 * value is written again in its place (its key and indentation, its scalar style, folded at the
 * file's width when it was folded), a removed key's lines go, a new key is added at the end of its
 * map, items added at the end of a list are appended and items taken out of it are removed. The
 * result must read back as exactly what Keystatic sent; when it would not (or the file is new, or
 * not a map), Keystatic's text is written as it is.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  Document,
  isMap,
  isScalar,
  isSeq,
  type Node,
  parse,
  parseDocument,
  type SchemaOptions,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import type { SaveBody } from './validate-save.ts';

/** How the build reads content (YAML 1.2 core schema plus timestamps). */
const READ: SchemaOptions = { customTags: ['timestamp'] };
/** The width the content's folded text is wrapped at. */
const FOLD_WIDTH = 110;

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Values the build reads alike: equal data, or a date and its `YYYY-MM-DD` string. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (a instanceof Date && typeof b === 'string')
    return /^\d{4}-\d{2}-\d{2}$/.test(b) && a.toISOString().startsWith(b);
  if (b instanceof Date) return sameValue(b, a);
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameValue(item, b[i]))
    );
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]))
    );
  }
  return Object.is(a, b);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Rewrites the fields of `current` (the checkout's text) that `saved` (Keystatic's) changes. */
export function rewriteChangedFields(current: string, saved: string): string {
  const doc = parseDocument(current, READ);
  let next: unknown;
  try {
    next = parse(saved, READ);
  } catch {
    return saved;
  }
  if (doc.errors.length > 0 || !isMap(doc.contents) || !isRecord(next)) return saved;
  const edits: Edit[] = [];
  if (!mapEdits(current, doc.contents, next, edits)) return saved;
  let text = current;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  }
  return sameValue(parse(text, READ), next) ? text : saved;
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
/** The start of the line after the one `end` (an end of a value) is on. */
function lineEnd(text: string, end: number): number {
  if (end > 0 && text[end - 1] === '\n') return end;
  const newline = text.indexOf('\n', end);
  return newline === -1 ? text.length : newline + 1;
}
const nodeEnd = (node: Node | null | undefined, fallback: number) => node?.range?.[1] ?? fallback;

/**
 * `value` written as YAML starting at column `column` (its first line not indented, as it follows a
 * key or a `- `), in the style of the node it replaces.
 */
function render(value: unknown, old: unknown, column: number, text: string): string {
  const doc = new Document(value, READ);
  const folded = isScalar(old) && old.range && text.slice(old.range[0], old.range[1]).trim().includes('\n');
  const node =
    isMap(doc.contents) && doc.contents.items.length === 1 ? doc.contents.items[0]?.value : doc.contents;
  if (isScalar(old) && isScalar(node) && old.type && typeof node.value === 'string') node.type = old.type;
  const written = doc.toString({ lineWidth: folded ? Math.max(FOLD_WIDTH - column, 40) : 0 });
  const lines = written.replace(/\n$/, '').split('\n');
  return `${lines.map((line, i) => (i === 0 || line === '' ? line : ' '.repeat(column) + line)).join('\n')}\n`;
}

/** The edits that turn the block map `map` into `next`; false when they cannot be made in place. */
function mapEdits(text: string, map: YAMLMap, next: Record<string, unknown>, edits: Edit[]): boolean {
  if (map.flow) return false;
  const first = map.items[0]?.key;
  if (!isScalar(first) || !first.range) return false;
  const column = first.range[0] - lineStart(text, first.range[0]);
  const present = new Set<string>();
  let end = first.range[0];
  for (const pair of map.items) {
    if (!isScalar(pair.key) || !pair.key.range) return false;
    const key = String(pair.key.value);
    present.add(key);
    const start = pair.key.range[0];
    const value = pair.value as Node | null;
    const pairEnd = lineEnd(text, nodeEnd(value, pair.key.range[1]));
    end = pairEnd;
    // A pair after `- ` on its item's line: its removal would leave the item's first line empty.
    const leads = text.slice(lineStart(text, start), start).trim() !== '';
    if (!(key in next)) {
      if (leads) return false;
      edits.push({ start: lineStart(text, start), end: pairEnd, text: '' });
      continue;
    }
    const wanted = next[key];
    if (sameValue(toJs(value), wanted)) continue;
    if (isMap(value) && isRecord(wanted) && mapEdits(text, value, wanted, edits)) continue;
    if (isSeq(value) && Array.isArray(wanted) && seqEdits(text, value, wanted, edits)) continue;
    edits.push({ start, end: pairEnd, text: render({ [key]: wanted }, value, column, text) });
  }
  const added = Object.keys(next).filter((key) => !present.has(key));
  if (added.length > 0) {
    const written = added.map(
      (key) => ' '.repeat(column) + render({ [key]: next[key] }, undefined, column, text),
    );
    edits.push({ start: end, end, text: written.join('') });
  }
  return true;
}

/** A node's data as the build reads it. */
const toJs = (node: Node | null | undefined): unknown => (node ? node.toJSON() : null);

/** The edits that turn the block list `seq` into `next`; false when they cannot be made in place. */
function seqEdits(text: string, seq: YAMLSeq, next: unknown[], edits: Edit[]): boolean {
  const items = seq.items as Node[];
  if (seq.flow || !seq.range || items.some((item) => !item?.range)) return false;
  const column = seq.range[0] - lineStart(text, seq.range[0]);
  const old = items.map(toJs);
  const itemLines = (item: Node) => ({
    start: lineStart(text, item.range?.[0] ?? 0),
    end: lineEnd(text, nodeEnd(item, 0)),
  });
  if (next.length === old.length) {
    items.forEach((item, i) => {
      if (sameValue(old[i], next[i])) return;
      const wanted = next[i];
      if (isMap(item) && isRecord(wanted) && mapEdits(text, item, wanted, edits)) return;
      const start = item.range?.[0] ?? 0;
      edits.push({
        start,
        end: itemLines(item).end,
        text: render(wanted, item, start - lineStart(text, start), text),
      });
    });
    return true;
  }
  if (next.length > old.length && old.every((value, i) => sameValue(value, next[i]))) {
    const end = items.length > 0 ? itemLines(items.at(-1) as Node).end : lineEnd(text, seq.range[1]);
    const added = next
      .slice(old.length)
      .map((value) => `${' '.repeat(column)}- ${render(value, undefined, column + 2, text)}`);
    edits.push({ start: end, end, text: added.join('') });
    return true;
  }
  // Items taken out, the rest kept in order.
  const removed: Node[] = [];
  let j = 0;
  old.forEach((value, i) => {
    if (j < next.length && sameValue(value, next[j])) j += 1;
    else removed.push(items[i] as Node);
  });
  if (j !== next.length || removed.length === items.length) return false;
  for (const item of removed) edits.push({ ...itemLines(item), text: '' });
  return true;
}

/** A save's body with each entry file it writes rewritten in its changed fields only. */
export async function withChangedFieldsOnly(save: SaveBody, repoDir: string): Promise<SaveBody> {
  const additions = await Promise.all(
    save.additions.map(async (addition) => {
      if (!addition.path.endsWith('.yaml')) return addition;
      const current = await readFile(path.join(repoDir, addition.path), 'utf8').catch(() => undefined);
      if (current === undefined) return addition;
      const saved = Buffer.from(addition.contents, 'base64url').toString('utf8');
      const text = rewriteChangedFields(current, saved);
      return text === saved ? addition : { ...addition, contents: Buffer.from(text).toString('base64url') };
    }),
  );
  return { ...save, additions };
}
