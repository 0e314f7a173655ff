/**
 * zod building blocks for lead form fields, with the messages visitors see. Every rule that the
 * browser can check too is written so `constraints.ts` can read it back out of the schema (length,
 * pattern, required, date window); rules it cannot check (existence, cross-field) are refinements.
 *
 * Patterns must also compile with the `v` flag, which browsers use for the `pattern` attribute.
 */
import { z } from 'zod';
import { type DateWindow, shiftDate } from '../../lib/lead-forms/dates.ts';
import { australianStateSchema } from '../../schemas/common.ts';
import { clock } from '../clock.ts';
import { normaliseAustralianPhone, phoneInputPattern } from './phone.ts';

/** Form input arrives as text; a missing (or blank) field reaches the schema as undefined. */
export function text(requiredMessage: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? requiredMessage : 'Enter text') });
}

const lengthMessage = (max: number) => `Use ${max} characters or fewer`;

/** Control characters; `lineBreaks` allows newlines and tabs (multi-line text). */
export const hasControlCharacters = (value: string, lineBreaks: boolean) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  (lineBreaks ? /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/ : /[\u0000-\u001F\u007F]/).test(value);

/** Markup or script: `<` followed by a letter, `/`, `!` or `?`. "< 3 kW" and "<3" stay fine. */
export const looksLikeMarkup = (value: string) => /<[a-z!/?]/i.test(value);
const markupMessage = 'Remove anything that looks like HTML (a < followed by a letter)';

/** One line of free text, e.g. a dealer's name. */
export function singleLine(requiredMessage: string, max: number) {
  return text(requiredMessage)
    .max(max, lengthMessage(max))
    .refine((value) => !hasControlCharacters(value, false), 'Use plain text on one line')
    .refine((value) => !looksLikeMarkup(value), markupMessage);
}

/** Several lines of free text, e.g. a message. */
export function multiLine(requiredMessage: string, max: number) {
  return text(requiredMessage)
    .max(max, lengthMessage(max))
    .refine((value) => !hasControlCharacters(value, true), 'Use plain text')
    .refine((value) => !looksLikeMarkup(value), markupMessage);
}

/** Letters (any script), spaces, apostrophes, hyphens, full stops and commas. */
// biome-ignore lint/complexity/noUselessEscapeInRegex: browsers compile `pattern` with the v flag, where a class needs \-
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’.,\-]*$/u;

/** A person's name as they write it. */
export const personName = () =>
  text('Enter your name')
    .max(80, lengthMessage(80))
    .regex(NAME_PATTERN, 'Use letters, spaces, apostrophes and hyphens only');

/** An email address, trimmed; at most 254 characters (the SMTP limit). */
export const emailAddress = (requiredMessage = 'Enter your email address') =>
  z
    .email({
      error: (issue) =>
        issue.input === undefined ? requiredMessage : 'Enter an email address like name@example.com',
    })
    .max(254, lengthMessage(254));

const phoneMessage = 'Enter an Australian phone number, like 0412 345 678 or (02) 9876 5432';

/** An Australian mobile or landline number in any usual form; output in E.164 (+61412345678). */
export const australianPhone = (requiredMessage = 'Enter your phone number') =>
  text(requiredMessage)
    .max(20, lengthMessage(20))
    .regex(phoneInputPattern, phoneMessage)
    .transform((value, context) => {
      const normalised = normaliseAustralianPhone(value);
      if (normalised) return normalised;
      context.issues.push({ code: 'custom', message: phoneMessage, input: value });
      return z.NEVER;
    });

/** A four-digit postcode; whether it exists is checked against the postcode table (`forms.ts`). */
export const postcode = () => text('Enter your postcode').regex(/^\d{4}$/, 'Enter a 4-digit postcode');

/** An Australian state or territory code. */
export const australianState = () =>
  z.enum(australianStateSchema.options, {
    error: (issue) =>
      issue.input === undefined
        ? 'Choose your state or territory'
        : 'Choose a state or territory from the list',
  });

/** One of a fixed set of choices. */
export function choice<const T extends readonly [string, ...string[]]>(options: T, requiredMessage: string) {
  return z.enum(options, {
    error: (issue) => (issue.input === undefined ? requiredMessage : 'Choose one of the options'),
  });
}

/** A product slug or product type; whether it exists is checked against the catalogue (`forms.ts`). */
export const productChoice = () =>
  text('Choose a product')
    .max(100, lengthMessage(100))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose a product from the list');

/** Letters, digits and separators as printed on a rating plate, stored upper case. */
export function plateCode(requiredMessage: string, max: number, example: string) {
  const pattern = new RegExp(`^[A-Za-z0-9][A-Za-z0-9 .\\-\\/]{1,${max - 1}}$`);
  return text(requiredMessage)
    .max(max, lengthMessage(max))
    .regex(pattern, `Use the letters and digits as printed, e.g. ${example}`)
    .transform((value) => value.toUpperCase());
}

/** A whole number in a range, e.g. rooms to heat or cool. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** A calendar date (YYYY-MM-DD, what `<input type="date">` posts) inside a window around today. */
export function calendarDate(
  requiredMessage: string,
  window: DateWindow,
  messages: { tooEarly: string; tooLate: string },
) {
  return z.iso
    .date({ error: (issue) => (issue.input === undefined ? requiredMessage : 'Enter a date as DD/MM/YYYY') })
    .refine((value) => value >= shiftDate(clock.today(), window.earliest), messages.tooEarly)
    .refine((value) => value <= shiftDate(clock.today(), window.latest), messages.tooLate)
    .meta({ dateWindow: window });
}
