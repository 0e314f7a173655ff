/**
 * CSV for the portal's export: RFC 4180 quoting, and cells that a spreadsheet would run as a
 * formula (leading `=`, `+`, `-`, `@`, tab or carriage return) prefixed with `'`, so a visitor's
 * "=HYPERLINK(…)" in a form stays text when staff open the file (OWASP CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
