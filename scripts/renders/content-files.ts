/**
 * Writes a picture field (a product's `images`, an entry's `hero`) into a content file with the
 * YAML library: the field is found in the parsed document and only its text is replaced, so the
 * rest of the file (its wrapping, its comments) stays as the editor or a person wrote it. Alt texts
 * are double-quoted, as the content editor writes them.
 */
import { Document, isMap, isScalar, parseDocument, visit } from 'yaml';

/** `text` with the top-level field `key` set to `value` (added at the end when it has none). */
export function withField(text: string, key: string, value: unknown): string {
  const document = parseDocument(text);
  if (document.errors.length > 0) throw document.errors[0];
  const fragment = new Document({ [key]: value });
  visit(fragment, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === 'alt' && isScalar(pair.value))
        pair.value.type = 'QUOTE_DOUBLE';
    },
  });
  const written = fragment.toString({ lineWidth: 0 });
  const contents = document.contents;
  const pair = isMap(contents)
    ? contents.items.find((item) => isScalar(item.key) && item.key.value === key)
    : undefined;
  const start = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
  const end = (pair?.value as { range?: [number, number, number] } | undefined)?.range?.[2];
  if (start === undefined || end === undefined) return `${text.trimEnd()}\n${written}`;
  // A block value's text ends with its line break; a value on the key's line ends before it.
  const ownLineBreak = text.slice(start, end).endsWith('\n');
  return `${text.slice(0, start)}${ownLineBreak ? written : written.trimEnd()}${text.slice(end)}`;
}
