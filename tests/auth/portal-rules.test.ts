/** What each role may do, which leads each caller sees, and CSV cells that stay text in a spreadsheet. */
import { describe, expect, it } from 'vitest';
import { can, inScope, leadScope } from '../../src/server/auth/permissions';
import { csvCell, csvRow } from '../../src/server/portal/csv';

describe('role permissions and lead scope', () => {
  const staff = { roles: ['staff'] as const };
  const dealerUser = { roles: ['installer'] as const, dealerId: 'parramatta-air-and-climate' };
  const installerWithoutDealer = { roles: ['installer'] as const };
  const nobody = { roles: [] as const };

  it('lets staff do everything and see every lead', () => {
    expect(can(staff, 'leads:read')).toBe(true);
    expect(can(staff, 'leads:work')).toBe(true);
    expect(can(staff, 'leads:route')).toBe(true);
    expect(can(staff, 'overview:read')).toBe(true);
    expect(leadScope(staff)).toEqual({ kind: 'all' });
    expect(inScope(leadScope(staff), null)).toBe(true);
    expect(inScope(leadScope(staff), 'any-dealer')).toBe(true);
  });

  it('limits a dealer’s user to its dealer’s leads and keeps routing and the overview from it', () => {
    expect(can(dealerUser, 'leads:read')).toBe(true);
    expect(can(dealerUser, 'leads:respond')).toBe(true);
    expect(can(dealerUser, 'leads:route')).toBe(false);
    expect(can(dealerUser, 'overview:read')).toBe(false);
    const scope = leadScope(dealerUser);
    expect(scope).toEqual({ kind: 'dealer', dealerId: 'parramatta-air-and-climate' });
    expect(inScope(scope, 'parramatta-air-and-climate')).toBe(true);
    expect(inScope(scope, 'hills-district-air-conditioning-castle-hill')).toBe(false);
    expect(inScope(scope, null)).toBe(false);
  });

  it('shows nothing to a caller with neither the staff role nor a dealer', () => {
    expect(leadScope(installerWithoutDealer)).toEqual({ kind: 'none' });
    expect(inScope(leadScope(installerWithoutDealer), null)).toBe(false);
    expect(can(nobody, 'leads:read')).toBe(false);
    // A dealer claim without a portal role is not enough.
    expect(leadScope({ roles: [], dealerId: 'parramatta-air-and-climate' })).toEqual({ kind: 'none' });
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
