/**
 * One lead form, as its module declares it: everything the generic pipeline runs it with
 * (src/server/leads/form-module.ts: its schema and copy, the fields a link may fill in, which fields
 * are personal, who may receive it, its mails, what the service worker may do with it offline, its
 * thank-you page) and the work beyond storing the lead that needs the server's stores (its intake,
 * its thank-you page's extras).
 * Each form is one module in this folder, registered in `index.ts`.
 */
import type { z } from 'zod';
import type { LeadFormDefinition } from '#lib/lead-forms/definitions.ts';
import type { PlannerData } from '#lib/rebates/answer.ts';
import type { ThankYouExtras } from '#lib/thank-you.ts';
import type { RegistrableModel } from '#lib/warranty-registration/models.ts';
import type { DealerEntry } from '#schemas/dealer.ts';
import type { Page } from '#schemas/page.ts';
import type { Promotion } from '#schemas/promotion.ts';
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
  promotions: ReadonlyMap<string, Promotion & ClaimablePromotion>;
  /** Each product's name, by slug. */
  productNames: ReadonlyMap<string, string>;
  /** What a service visit costs out of warranty, whole AUD (the warranty terms). */
  callOutFeeAud: number;
  /** What the call-out fee covers, in a sentence or two (the warranty terms). */
  callOutFeeCovers: string;
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
  /** What its thank-you page adds to the next steps (src/server/forms/thank-you-page.ts). */
  thankYouExtras?(
    lead: ThankYouLead,
    services: FormServices,
    catalogue: FormCatalogue,
  ): Promise<ThankYouExtras>;
}

/** The lead a thank-you page is about, as far as the visitor may see it. */
export interface ThankYouLead {
  /** Its reference, checked against the reference format. */
  reference: string;
  /** Its next steps as the content has them (the form's `thankYou.copy`). */
  page: Page;
  /** The browser that sent it is asking: the page may show what the lead holds. */
  own: boolean;
  /** The product slug or type it asked about; only for the browser that sent it. */
  product?: string;
}

/** The stores a form's intake works with (a part of the server's services). */
export interface FormServices {
  warranty: WarrantyRepository;
  claims: ClaimRepository;
  service: ServiceRepository;
  readonly dealers: readonly DealerEntry[];
}
