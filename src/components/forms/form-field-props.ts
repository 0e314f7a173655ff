import type { FieldUi } from '../../lib/lead-forms/definitions';
import type { ChoiceGroup, FieldConstraints } from '../../lib/lead-forms/form-view';

/** What one form field is drawn from: the field (FormField.tsx) and its choices (ChoiceControl.tsx) alike. */
export interface FormFieldProps {
  /** Field name, as posted. */
  name: string;
  /** Element id; the hint and error ids derive from it. */
  id: string;
  ui: FieldUi;
  /** From the form's schema: what the browser checks. */
  constraints: FieldConstraints;
  value?: string;
  error?: string;
  /** Catalogue choices (the product select). */
  groups?: readonly ChoiceGroup[];
  /** Suggestions offered while typing (a datalist). */
  suggestions?: readonly string[];
  /** Today (YYYY-MM-DD) for date bounds. */
  today: string;
}
