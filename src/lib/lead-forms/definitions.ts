/**
 * The shape of a lead form's copy (labels, hints, widgets, choice labels and grouping, in the order
 * the fields appear) and the copy the forms share. Browser-safe (no runtime imports but the value
 * lists), so the components that render a form take these types. Each form's own copy is in its
 * module (src/server/forms/), beside its schema; a test checks that every schema field is presented
 * once. Constraints (required, lengths, patterns, dates) are not here: they come from the schema.
 */
import type { contactTimes, LeadType, ProductType } from '../value-lists.ts';

export interface FieldUi {
  label: string;
  /** A line under the label: format help or why it is asked. */
  hint?: string;
  /**
   * The control; by default a text input of the type the schema implies, or a select for a choice.
   * `summary`: shown read-only and never posted (the server works the value out itself).
   */
  widget?: 'select' | 'radio' | 'textarea' | 'tel' | 'hidden' | 'summary';
  /**
   * Never sent back to the browser: after an error the field is empty again (bank details). The
   * server checks it, and only its last digits are shown anywhere but staff's payment file.
   */
  secret?: boolean;
  /** Labels of a choice's values, in display order. */
  options?: Readonly<Record<string, string>>;
  /** The select's empty first option (for optional selects). */
  emptyOption?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  /** Narrow controls for short values (postcode, rooms). */
  width?: 'short' | 'medium';
  /** Leave "(optional)" off the label when a rule across fields applies (email or phone). */
  hideOptional?: boolean;
  /**
   * When a rule across fields requires it, said in the label instead of "(optional)": the label
   * then reads "… (required for {requiredFor})".
   */
  requiredFor?: string;
}

/** A file the form takes (multipart), checked by its content on the server, not by its name. */
export interface UploadUi {
  /** Field name, as posted. */
  name: string;
  label: string;
  hint: string;
  /** The file picker's filter (a convenience: the server decides by the content). */
  accept: string;
  /** Legend of the fieldset it sits in, after the group it follows. */
  legend: string;
  /** Index of the group it follows. */
  afterGroup: number;
  /** The form may be sent without it (a service request's photo). */
  optional?: boolean;
}

/** A form's copy; `F` is its field names, read from `fields` (groups may only name those). */
export interface LeadFormDefinition<T extends LeadType = LeadType, F extends string = string> {
  type: T;
  /** Page the form is on. */
  path: string;
  /** Where it posts. */
  action: string;
  /** Name of the request in emails and the portal, e.g. "quote request". */
  noun: string;
  /** Accessible name of the form. */
  title: string;
  submitLabel: string;
  groups: readonly { legend: string; fields: readonly NoInfer<F>[] }[];
  fields: { readonly [K in F]: FieldUi };
  /** A file the form takes; the form then posts multipart/form-data. */
  upload?: UploadUi;
}

/** Keeps a form's field names as literal types, so the schemas can be checked against them. */
export const leadForm = <T extends LeadType, const F extends string>(definition: LeadFormDefinition<T, F>) =>
  definition;

/** Product types as the "what are you interested in" choice groups them (longer than the catalogue's labels). */
export const productInterestLabels: Readonly<Record<ProductType, string>> = {
  'wall-split': 'Wall-mounted split system',
  ducted: 'Ducted air conditioning',
  cassette: 'Ceiling cassette',
  multi: 'Multi-room system',
  window: 'Window or wall unit',
  evaporative: 'Evaporative cooling',
  'gas-heater': 'Gas ducted heating',
};

export const contactFieldCopy = {
  name: { label: 'Your name', autoComplete: 'name' },
  email: { label: 'Email', autoComplete: 'email', inputMode: 'email' },
  phone: { label: 'Phone', widget: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: 'Mobile or landline' },
  postcode: { label: 'Postcode', autoComplete: 'postal-code', inputMode: 'numeric', width: 'short' },
} as const satisfies Record<string, FieldUi>;

/**
 * "Email or phone" and when to call: the reply fields of the forms that need one way to reply (a
 * quote, a rebate plan).
 */
export const replyFieldCopy = {
  email: {
    ...contactFieldCopy.email,
    hint: 'Email or phone: we need one of them to reply',
    hideOptional: true,
  },
  phone: { ...contactFieldCopy.phone, hint: 'Mobile or landline', hideOptional: true },
  contactTime: {
    label: 'Best time to call',
    widget: 'select',
    options: {
      anytime: 'Any time',
      morning: 'Morning (8 am to 12 pm)',
      afternoon: 'Afternoon (12 pm to 5 pm)',
      evening: 'Evening (5 pm to 8 pm)',
    } satisfies Record<(typeof contactTimes)[number], string>,
  },
} as const satisfies Record<string, FieldUi>;

export const productInterestField: FieldUi = {
  label: 'What are you interested in?',
  widget: 'select',
  emptyOption: 'Not sure yet: help me choose',
};

/** Id of a field's control in the page (the error summary links to it). */
export const fieldId = (type: LeadType, name: string) => `${type}-${name}`;
