/**
 * One lead form, as its module declares it: everything the generic pipeline runs it with
 * (src/server/leads/form-module.ts: its schema and copy, the fields a link may fill in, which fields
 * are personal, who may receive it, its mails, what the service worker may do with it offline, its
 * thank-you page) and the work beyond storing the lead that needs the server's stores (its intake).
 * Each form is one module in this folder, registered in `index.ts`.
 */
import type { z } from 'zod';
import type { LeadFormDefinition } from '#lib/lead-forms/definitions.ts';
import type { PlannerData } from '#lib/rebates/answer.ts';
import type { RegistrableModel } from '#lib/warranty-registration/models.ts';
import type { DealerEntry } from '#schemas/dealer.ts';
import type { ClaimablePromotion } from '../leads/form-kit.ts';
import type { LeadForm } from '../leads/form-module.ts';
import type { LeadIntake } from '../leads/intake.ts';
import type { LeadType } from '../leads/schema.ts';
import type { ClaimRepository } from '../promotions/repository.ts';
import type { ServiceRepository } from '../service/repository.ts';
import type { WarrantyRepository } from '../warranty/repository.ts';

export type { FieldOf } from '../leads/form-module.ts';

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
  /** The rebate planner's rules, tables, settings and products (the plan a dealer receives). */
  planner: Omit<PlannerData, 'today'>;
}

export interface LeadFormModule<T extends LeadType = LeadType, S extends z.ZodObject = z.ZodObject>
  extends LeadForm<T, S> {
  /**
   * The values as the page shows them, when the server adds to them (the plan worked out from the
   * answers, shown read-only before it is sent).
   */
  presentedValues?(
    values: Readonly<Record<string, string>>,
    catalogue: FormCatalogue,
    today: string,
  ): Record<string, string>;
  /** The copy as the page shows it, when the catalogue adds to it (the warranty's serial hints). */
  presentedCopy?(catalogue: FormCatalogue): LeadFormDefinition;
  /** Its work beyond the lead: the file, a repeat of an earlier record, rows in the lead's transaction. */
  intake?(services: FormServices, catalogue: FormCatalogue): LeadIntake;
}

/** The stores a form's intake works with (a part of the server's services). */
export interface FormServices {
  warranty: WarrantyRepository;
  claims: ClaimRepository;
  service: ServiceRepository;
  readonly dealers: readonly DealerEntry[];
}
