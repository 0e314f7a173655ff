/**
 * The lead forms' schemas, one per form, each in its form's module (./forms/): the single source of
 * what a form accepts. The same schema validates posts on the server, drives the inputs' HTML
 * constraints (`constraints.ts`) and types the payload stored with the lead.
 *
 * Schemas are built with the look-ups only the server has (the postcode table, the catalogue);
 * the defaults accept any well-formed value, which is what the browser can check.
 */
import type { z } from 'zod';
import type { LeadFieldName as PresentedFieldName } from '../../lib/lead-forms/definitions.ts';
import { type LeadFormDefinition, leadFormDefinitions } from '../../lib/lead-forms/definitions.ts';
import { acceptAnything, type LeadLookups } from './form-kit.ts';
import { leadForms } from './forms/index.ts';
import type { LeadType } from './schema.ts';

export { acceptAnything, type ClaimablePromotion, type LeadLookups } from './form-kit.ts';

/** Each form's schema factory, by lead type (from its module, ./forms/). */
export const leadFormSchemas = {
  quote: leadForms.quote.schema,
  installer: leadForms.installer.schema,
  contact: leadForms.contact.schema,
  warranty: leadForms.warranty.schema,
  claim: leadForms.claim.schema,
  service: leadForms.service.schema,
  plan: leadForms.plan.schema,
} as const satisfies Record<LeadType, (lookups: LeadLookups) => z.ZodType>;

export type LeadFormSchema<T extends LeadType> = ReturnType<(typeof leadFormSchemas)[T]>;
/** A form's validated, normalised input: what is stored as the lead's payload. */
export type LeadPayload<T extends LeadType = LeadType> = { [K in LeadType]: z.output<LeadFormSchema<K>> }[T];
/** The field names of a form. */
export type LeadFieldName<T extends LeadType> = keyof LeadFormSchema<T>['shape'] & string;

/**
 * The form copy (`src/lib/lead-forms/definitions.ts`) names exactly the schema's fields: a field
 * added to one and not the other fails the type check here.
 */
type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const copyNamesSchemaFields: { [T in LeadType]: SameNames<LeadFieldName<T>, PresentedFieldName<T>> } = {
  quote: true,
  installer: true,
  contact: true,
  warranty: true,
  claim: true,
  service: true,
  plan: true,
};
void copyNamesSchemaFields;

const schemaCache = new WeakMap<LeadLookups, Map<LeadType, z.ZodType>>();

/** The schema of a form for a set of look-ups, built once per look-ups object. */
export function leadFormSchema<T extends LeadType>(
  type: T,
  lookups: LeadLookups = acceptAnything,
): LeadFormSchema<T> {
  let byType = schemaCache.get(lookups);
  if (!byType) {
    byType = new Map();
    schemaCache.set(lookups, byType);
  }
  let schema = byType.get(type);
  if (!schema) {
    schema = leadFormSchemas[type](lookups);
    byType.set(type, schema);
  }
  return schema as LeadFormSchema<T>;
}

/** Field names a form accepts, in schema order. */
export function leadFieldNames<T extends LeadType>(type: T): LeadFieldName<T>[] {
  return Object.keys(leadFormSchema(type).shape) as LeadFieldName<T>[];
}

/** Every field of every form is presented exactly once (checked by the tests). */
export function missingOrExtraFields(type: LeadType): string[] {
  const definition: LeadFormDefinition = leadFormDefinitions[type];
  const schemaFields = Object.keys(leadFormSchema(type).shape);
  const grouped = definition.groups.flatMap((group) => group.fields);
  return [
    ...schemaFields.filter((field) => !grouped.includes(field)).map((field) => `missing: ${field}`),
    ...grouped.filter((field) => !schemaFields.includes(field)).map((field) => `extra: ${field}`),
    ...grouped.filter((field, index) => grouped.indexOf(field) !== index).map((field) => `twice: ${field}`),
  ];
}
