/**
 * HTML constraint attributes read out of a form's zod schema (through zod's JSON Schema output),
 * so the browser checks exactly what the server checks: required, maxlength/minlength, pattern,
 * the input type for emails, dates and numbers, min/max, and the choices of a select.
 */
import { z } from 'zod';
import type { DateWindow } from '../../lib/lead-forms/dates.ts';
import type { FieldConstraints } from '../../lib/lead-forms/form-view.ts';

interface JsonSchemaProperty {
  type?: string;
  format?: string;
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: readonly string[];
  dateWindow?: DateWindow;
}

const cache = new WeakMap<z.ZodType, Readonly<Record<string, FieldConstraints>>>();

function fromProperty(property: JsonSchemaProperty, required: boolean): FieldConstraints {
  const type =
    property.format === 'email'
      ? 'email'
      : property.format === 'date'
        ? 'date'
        : property.type === 'integer' || property.type === 'number'
          ? 'number'
          : 'text';
  const constraints: FieldConstraints = { required, type };
  if (property.maxLength !== undefined) constraints.maxLength = property.maxLength;
  if (property.minLength !== undefined && property.minLength > 1) constraints.minLength = property.minLength;
  if (property.pattern && type === 'text') constraints.pattern = property.pattern;
  if (property.minimum !== undefined) constraints.min = property.minimum;
  if (property.maximum !== undefined) constraints.max = property.maximum;
  if (property.enum) constraints.options = property.enum;
  if (property.dateWindow) constraints.dateWindow = property.dateWindow;
  return constraints;
}

/** Constraints of every field of an object schema, computed once per schema. */
export function fieldConstraints(schema: z.ZodType): Readonly<Record<string, FieldConstraints>> {
  const cached = cache.get(schema);
  if (cached) return cached;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchemaProperty>;
    required?: readonly string[];
  };
  const required = new Set(json.required ?? []);
  const result: Record<string, FieldConstraints> = {};
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    result[name] = fromProperty(property, required.has(name));
  }
  cache.set(schema, result);
  return result;
}
