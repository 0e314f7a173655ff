/**
 * The name an uploaded file is shown under: what could disguise it or break a line of a log or a
 * mail is removed (control and format characters, the line and paragraph separators).
 */
import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../src/server/uploads/file-name.ts';

describe('an uploaded file’s name', () => {
  it('keeps letters, accents and spaces as sent', () => {
    expect(safeFileName('Reçu été 2026.pdf')).toBe('Reçu été 2026.pdf');
    expect(safeFileName('インボイス.pdf')).toBe('インボイス.pdf');
  });

  it('drops the line and paragraph separators and zero-width characters', () => {
    expect(safeFileName('invoice\u2028Subject: hi.pdf')).toBe('invoiceSubject: hi.pdf');
    expect(safeFileName('invoice\u2029.pdf')).toBe('invoice.pdf');
    expect(safeFileName('in\u200Bvo\u200Cice\u200D\u2060.pdf')).toBe('invoice.pdf');
    expect(safeFileName('\uFEFFinvoice\u00AD.pdf')).toBe('invoice.pdf');
  });

  it('drops control, bidirectional and private-use characters, quotes and slashes', () => {
    expect(safeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(safeFileName('Reçu\u2066\u0085 été\u200F\u061C.pdf')).toBe('Reçu été.pdf');
    expect(safeFileName('a\u0000b\u007Fc\u009F\uE000.pdf')).toBe('abc.pdf');
    expect(safeFileName('../"evil"\\name.pdf')).toBe('..evilname.pdf');
    expect(safeFileName('\u200B\u2028')).toBe('upload');
  });
});
