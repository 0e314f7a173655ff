/** What each role may do, and CSV cells that stay text in a spreadsheet. */
import { describe, expect, it } from 'vitest';
import { can, canSeeLeadType, visibleLeadTypes } from '../../src/server/auth/permissions';
import { csvCell, csvRow } from '../../src/server/portal/csv';

describe('role permissions', () => {
  const staff = { roles: ['staff'] as const };
  const installer = { roles: ['installer'] as const };
  const nobody = { roles: [] as const };

  it('lets staff do everything and see every lead type', () => {
    expect(can(staff, 'leads:read')).toBe(true);
    expect(can(staff, 'leads:work')).toBe(true);
    expect(can(staff, 'overview:read')).toBe(true);
    expect(visibleLeadTypes(staff)).toBe('all');
  });

  it('limits installers to installer requests and keeps the overview from them', () => {
    expect(can(installer, 'leads:read')).toBe(true);
    expect(can(installer, 'overview:read')).toBe(false);
    expect(visibleLeadTypes(installer)).toEqual(['installer']);
    expect(canSeeLeadType(installer, 'installer')).toBe(true);
    expect(canSeeLeadType(installer, 'quote')).toBe(false);
  });

  it('gives no role nothing', () => {
    expect(can(nobody, 'leads:read')).toBe(false);
    expect(visibleLeadTypes(nobody)).toEqual([]);
  });
});

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+61412345678', "'+61412345678"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises the formula %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Parramatta 2150')).toBe('Parramatta 2150');
    expect(csvCell(null)).toBe('');
    expect(csvRow(['a', 1, undefined])).toBe('a,1,\r\n');
  });
});
