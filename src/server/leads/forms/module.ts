/**
 * One lead form as the server runs it: its schema, its copy, the fields a link may fill in, what
 * happens beyond storing the lead (the file, repeats, extra rows: its intake; the visitor's
 * confirmation), and where the visitor goes once it is stored. Each form is one module in this
 * folder, registered in `index.ts`; the shared handler (../form-handler.ts) runs every form through
 * the same steps. A new form is a new module here, its copy in src/lib/lead-forms/definitions.ts,
 * and its page.
 */
import type { z } from 'zod';
import type { LeadFormDefinition } from '#lib/lead-forms/definitions.ts';
import type { RegistrableModel } from '#lib/warranty-registration/models.ts';
import type { DealerEntry } from '#schemas/dealer.ts';
import type { ClaimRepository } from '../../promotions/repository.ts';
import type { ServiceRepository } from '../../service/repository.ts';
import type { WarrantyRepository } from '../../warranty/repository.ts';
import type { ClaimablePromotion, LeadLookups } from '../form-kit.ts';
import type { LeadIntake } from '../intake.ts';
import type { LeadType } from '../schema.ts';

/** What forms are built with per request, read once per process from the build (form-page.ts). */
export interface FormCatalogue {
  /** Model numbers warranty registration accepts, with their serial formats. */
  models: ReadonlyMap<string, RegistrableModel>;
  /** The serial fields' hints, one example per range (from the warranty terms). */
  serialHints: { indoor: string; outdoor: string };
  /** Promotions by slug, with the model numbers each covers and the cashback, AUD. */
  promotions: ReadonlyMap<string, ClaimablePromotion & { amountAud: number }>;
  /** What a service visit costs out of warranty, whole AUD (the warranty terms). */
  callOutFeeAud: number;
}

/** The field names of a schema. */
export type FieldOf<S extends z.ZodObject> = keyof S['shape'] & string;

export interface LeadFormModule<T extends LeadType = LeadType, S extends z.ZodObject = z.ZodObject> {
  /** The kind of lead it stores. */
  type: T;
  /** What it accepts: validates posts, sets the HTML constraints, types the stored payload. */
  schema(lookups?: LeadLookups): S;
  /** Its copy: labels, hints, field order, the file field (src/lib/lead-forms/definitions.ts). */
  copy: LeadFormDefinition;
  /** The copy as the page shows it, when the catalogue adds to it (the warranty's serial hints). */
  presentedCopy?(catalogue: FormCatalogue): LeadFormDefinition;
  /** Fields a link may fill in (each value must pass its field's own schema). */
  prefill: readonly FieldOf<S>[];
  /** The query parameter of a prefilled field whose link names it otherwise (`?code=` for the fault code). */
  prefillParams?: Readonly<Partial<Record<FieldOf<S>, string>>>;
  /** The visitor is mailed a confirmation whatever LEADS_CONFIRMATION_EMAIL says. */
  alwaysConfirm: boolean;
  /** Its work beyond the lead: the file, a repeat of an earlier record, rows in the lead's transaction. */
  intake?(services: FormServices, catalogue: FormCatalogue): LeadIntake;
  /** Where the visitor is sent once it is stored. */
  thankYou(reference: string): string;
}

/** The stores a form's intake works with (a part of the server's services). */
export interface FormServices {
  warranty: WarrantyRepository;
  claims: ClaimRepository;
  service: ServiceRepository;
  readonly dealers: readonly DealerEntry[];
}

/** The thank-you page of a reference; the forms add what their page needs to know. */
export const thankYouLocation = (reference: string) => `/thank-you?ref=${encodeURIComponent(reference)}`;
