/**
 * The email a dealer receives with each assignment, written into the outbox in the assignment's
 * transaction: the area, the product and what was asked (no contact details until it accepts), by
 * when to accept on its own clock, and the lead's own page in the portal (src/server/mail/templates). Dealers without an email address in the
 * directory are mailed at the leads inbox instead, addressed to them, so staff can phone them.
 */
import { createElement } from 'react';
import type { DealerEntry } from '../../schemas/dealer.ts';
import type { LeadsTable } from '../db/types.ts';
import type { LeadForm } from '../leads/form-module.ts';
import { payloadAnswers } from '../leads/notifications.ts';
import type { NewNotification } from '../leads/repository.ts';
import { mailLinks } from '../mail/links.ts';
import { renderMail } from '../mail/render.ts';
import { DealerAssignment } from '../mail/templates/dealer-assignment.ts';
import { dealerClock, withoutPersonal } from './lead-view.ts';

export interface DealerMailInput {
  /** The lead's form (its module): its copy's labels, and the fields withheld until the dealer accepts. */
  form: Pick<LeadForm, 'copy' | 'personalFields'>;
  lead: Pick<LeadsTable, 'type' | 'reference' | 'payload' | 'erased_at'>;
  dealer: DealerEntry;
  /** End of the response window (ISO instant). */
  respondBy: string;
  /** "Harris Park, Parramatta NSW 2150". */
  area: string;
  siteUrl: string;
  /** Where mail for a dealer without an email address goes. */
  fallbackTo: string;
}

export function dealerAssignmentMail(input: DealerMailInput): Omit<NewNotification, 'kind'> {
  const { lead, dealer, form } = input;
  const noun = form.copy.noun;
  const payload = lead.erased_at ? {} : (JSON.parse(lead.payload) as object);
  const respondBy = dealerClock(dealer, input.respondBy);
  const mail = renderMail(
    createElement(DealerAssignment, {
      dealerName: dealer.name,
      phoneInstead: dealer.email ? undefined : dealer.phone,
      noun,
      reference: lead.reference,
      area: input.area,
      respondBy,
      asked: payloadAnswers(form.copy, withoutPersonal(payload, form.personalFields)),
      leadUrl: mailLinks.lead(input.siteUrl, lead.reference),
    }),
  );
  return {
    recipient: dealer.email ?? input.fallbackTo,
    subject: `New ${noun} ${lead.reference} near ${input.area}: accept by ${respondBy}`,
    body: mail.text,
    html: mail.html,
  };
}
