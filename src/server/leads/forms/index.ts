/**
 * Every lead form, by the kind of lead it stores: the one list the handler, the pages and the
 * schemas are read from. A new form is registered here (and in `leadTypes`, src/lib/value-lists.ts).
 */
import type { LeadType } from '../schema.ts';
import { claimForm } from './claim.ts';
import { contactForm } from './contact.ts';
import { installerForm } from './installer.ts';
import type { LeadFormModule } from './module.ts';
import { planForm } from './plan.ts';
import { quoteForm } from './quote.ts';
import { serviceForm } from './service.ts';
import { warrantyForm } from './warranty.ts';

export const leadForms = {
  quote: quoteForm,
  installer: installerForm,
  contact: contactForm,
  warranty: warrantyForm,
  claim: claimForm,
  service: serviceForm,
  plan: planForm,
} as const satisfies { [T in LeadType]: LeadFormModule<T> };

/** A form's module, typed for any kind of lead (what the shared handler works with). */
export const leadFormOf = (type: LeadType): LeadFormModule => leadForms[type];
