/**
 * What a rendered lead form is made of, shared by the server that prepares it and the components
 * that draw it: the hidden field names, the values and errors of the last post, the HTML constraints
 * and the catalogue's choices. No runtime imports, so any component or island can use it.
 */
import type { DateWindow } from './dates.ts';
import type { LeadFormDefinition } from './definitions.ts';

/** Hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = 'website';
/** Hidden field carrying the per-render idempotency key. */
export const IDEMPOTENCY_FIELD = 'submissionKey';

export type FieldErrors = Readonly<Record<string, string>>;

/** What the form page renders. */
export interface LeadFormView {
  /** The values to show in the fields (as entered). */
  values: Readonly<Record<string, string>>;
  /** The first problem of each field, by field name. */
  errors: FieldErrors;
  /** A problem with the submission as a whole. */
  formError?: string;
  idempotencyKey: string;
  /**
   * Name of the file the last post sent that passed its checks, the post refused for its other
   * fields: the page says to choose it again (a browser empties a file field), and with script the
   * form keeps it.
   */
  fileChecked?: string;
}

/** The HTML constraint attributes of one field, read out of its schema on the server. */
export interface FieldConstraints {
  required: boolean;
  /** The input type the value's format calls for. */
  type: 'text' | 'email' | 'date' | 'number';
  maxLength?: number;
  minLength?: number;
  /** A pattern the browser applies (with the `v` flag); omitted where the type checks the format. */
  pattern?: string;
  /** Numeric bounds; for dates use `dateWindow`. */
  min?: number;
  max?: number;
  /** Allowed values of a choice. */
  options?: readonly string[];
  /** For dates: the window relative to today (see `dateBounds`). */
  dateWindow?: DateWindow;
}

export interface ChoiceGroup {
  label: string;
  options: readonly { value: string; label: string }[];
}

/** Choices that come from the catalogue rather than the schema. */
export interface CatalogueChoices {
  /** The product select: per product type, "any" then the models. */
  product: readonly ChoiceGroup[];
  /** Model numbers for the warranty form's suggestions. */
  modelNumbers: readonly string[];
}

/** The error summary above a form: each field's error, linked to its control, in page order. */
export interface FormErrorSummary {
  /** One entry per field in error, linking to its control; none when the problem is the whole form. */
  items: readonly { href: string; message: string }[];
  /** A problem with the submission as a whole (too many attempts, an expired form…). */
  formError?: string;
}

/** Everything the form component draws, prepared by the page controller (`src/server/forms/form-page.ts`). */
export interface LeadFormProps {
  definition: LeadFormDefinition;
  constraints: Readonly<Record<string, FieldConstraints>>;
  view: LeadFormView;
  choices: CatalogueChoices;
  /** What went wrong with the last post, shown above the fields; null when nothing did. */
  summary: FormErrorSummary | null;
  /** Today in Australia (YYYY-MM-DD) by the server's clock: the date fields' `min` and `max` count from it. */
  today: string;
  /** A line above the fields: where a request for the dealer the visitor chose goes; absent when none. */
  notice?: string;
}
