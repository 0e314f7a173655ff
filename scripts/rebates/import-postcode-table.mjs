#!/usr/bin/env node
/**
 * Turns a scheme administrator's postcode table, transcribed as CSV, into the planner's table file
 * (src/content/rebate-tables/<id>.yaml, schema src/schemas/rebate-table.ts), for the re-check
 * docs/rebates.md describes. The CSV is either one row a postcode (`postcode,zone,…`) or inclusive
 * ranges (`from,to,value`); lines starting with # are comments. The value held by most postcodes
 * becomes `otherwise`, and only the other postcodes are written, as ranges, so the file stays
 * readable in the editor.
 *
 *   node scripts/rebates/import-postcode-table.mjs <id> <table.csv> --repository R --path P --commit C \
 *     --title "…" --note "…" [--read YYYY-MM-DD] [--otherwise VALUE]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    repository: { type: 'string' },
    path: { type: 'string' },
    commit: { type: 'string' },
    title: { type: 'string' },
    note: { type: 'string' },
    read: { type: 'string' },
    otherwise: { type: 'string' },
  },
});
const [id, csvPath] = positionals;
if (
  !id ||
  !csvPath ||
  !values.repository ||
  !values.path ||
  !values.commit ||
  !values.title ||
  !values.note
) {
  console.error(
    'Usage: import-postcode-table.mjs <id> <table.csv> --repository --path --commit --title --note',
  );
  process.exit(2);
}

const rows = readFileSync(csvPath, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const header = rows.shift()?.split(',') ?? [];
/** A number where the column holds one ("1.03", "5"), else the text ("cold"). */
const cellValue = (text) => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : text);

/** Every postcode's value, in postcode order. */
const byPostcode = new Map();
for (const row of rows) {
  const cells = row.split(',');
  if (header[0] === 'postcode') {
    byPostcode.set(Number(cells[0]), cellValue(cells[1]));
  } else {
    const [from, to, value] = cells;
    // The administrator's ranges run to 9999; keep to the numbers a postcode can be.
    for (let code = Number(from); code <= Math.min(Number(to), 9999); code++)
      byPostcode.set(code, cellValue(value));
  }
}

const counts = new Map();
for (const value of byPostcode.values()) counts.set(value, (counts.get(value) ?? 0) + 1);
const otherwise =
  values.otherwise !== undefined
    ? cellValue(values.otherwise)
    : [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];

const ranges = [];
for (const [code, value] of [...byPostcode.entries()].sort((a, b) => a[0] - b[0])) {
  if (value === otherwise) continue;
  const last = ranges.at(-1);
  if (last && last.to === code - 1 && last.value === value) last.to = code;
  else ranges.push({ from: code, to: code, value });
}

const table = {
  id,
  title: values.title,
  source: {
    repository: values.repository,
    path: values.path,
    commit: values.commit,
    read: values.read ?? new Date().toISOString().slice(0, 10),
    note: values.note,
  },
  otherwise,
  ranges,
};
const out = join(resolve(import.meta.dirname, '../..'), 'src/content/rebate-tables', `${id}.yaml`);
writeFileSync(
  out,
  stringify(table, { lineWidth: 110, collectionStyle: 'any' }).replace(
    /^ {2}- from: (\d+)\n {4}to: (\d+)\n {4}value: (.+)$/gm,
    '  - { from: $1, to: $2, value: $3 }',
  ),
);
console.log(`${out}: ${ranges.length} ranges, otherwise ${otherwise} (${byPostcode.size} postcodes read)`);
