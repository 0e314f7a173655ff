/**
 * Australian phone numbers as visitors type them: mobiles (0412 345 678), landlines with area code
 * ((02) 9876 5432) and the international form (+61 412 345 678, +61 (0)2 9876 5432). Stored in
 * E.164 (+61412345678). Pure functions, safe in the browser.
 */

/** Characters a phone field accepts before normalising: digits, spaces, brackets, hyphens, a leading +. */
// biome-ignore lint/complexity/noUselessEscapeInRegex: browsers compile `pattern` with the v flag, where a class needs \( \) \-
export const phoneInputPattern = /^\+?[\d \(\)\-]{8,20}$/;

/** The nine digits after the 0 trunk prefix: a mobile (4) or a geographic landline (2, 3, 7, 8). */
const NATIONAL_NUMBER = /^[23478]\d{8}$/;

/** E.164 form of an Australian mobile or landline number, or undefined when it is not one. */
export function normaliseAustralianPhone(input: string): string | undefined {
  let digits = input.replace(/[\s().-]/g, '');
  if (digits.startsWith('+61')) digits = digits.slice(3);
  else if (digits.startsWith('0061')) digits = digits.slice(4);
  else if (digits.startsWith('61') && digits.length === 11) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  else return undefined;
  // "+61 (0)2 …": the trunk 0 written after the country code.
  if (digits.length === 10 && digits.startsWith('0')) digits = digits.slice(1);
  return NATIONAL_NUMBER.test(digits) ? `+61${digits}` : undefined;
}

/** How an E.164 Australian number is written in Australia: 0412 345 678 or (02) 9876 5432. */
export function formatAustralianPhone(e164: string): string {
  const national = e164.startsWith('+61') ? `0${e164.slice(3)}` : e164;
  if (!/^0\d{9}$/.test(national)) return e164;
  if (national.startsWith('04'))
    return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  return `(${national.slice(0, 2)}) ${national.slice(2, 6)} ${national.slice(6)}`;
}
