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
import { firstNameOf, payloadAnswers } from '../leads/notifications.ts';
import type { NewNotification } from '../leads/repository.ts';
import { mailLinks } from '../mail/links.ts';
import { renderMail } from '../mail/render.ts';
import { DealerAssignment } from '../mail/templates/dealer-assignment.ts';
import { LeadMovedDealer, leadMovedDealerSubject } from '../mail/templates/lead-moved-dealer.ts';
import { RequestReassigned, requestReassignedSubject } from '../mail/templates/request-reassigned.ts';
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

/** What a staff reassignment's mails are made from. */
export interface ReassignMailInput {
  form: Pick<LeadForm, 'copy'>;
  lead: Pick<LeadsTable, 'reference' | 'payload' | 'erased_at' | 'routing_state'>;
  /** The dealer that held it, when one did. */
  previous: DealerEntry | undefined;
  dealer: DealerEntry;
  reason: string;
  siteUrl: string;
  fallbackTo: string;
}

/** To the dealer that held the lead: it is no longer theirs, and staff's reason. */
export function leadMovedMail(input: ReassignMailInput): Omit<NewNotification, 'kind'> | null {
  const { previous, lead } = input;
  if (!previous || previous.id === input.dealer.id) return null;
  const props = {
    dealerName: previous.name,
    noun: input.form.copy.noun,
    reference: lead.reference,
    hadAccepted: lead.routing_state === 'accepted',
    reason: input.reason,
    leadUrl: mailLinks.lead(input.siteUrl, lead.reference),
  };
  const mail = renderMail(createElement(LeadMovedDealer, props));
  return {
    recipient: previous.email ?? input.fallbackTo,
    subject: leadMovedDealerSubject(props),
    body: mail.text,
    html: mail.html,
  };
}

/**
 * To the person who asked: who has their request now, with the dealer's phone (the thank-you page
 * and the first mail named the earlier one). None without an email address or after erasure.
 */
export function requestReassignedMail(
  input: ReassignMailInput & { area: string },
): Omit<NewNotification, 'kind'> | null {
  const { lead, dealer, previous } = input;
  if (lead.erased_at || (previous && previous.id === dealer.id)) return null;
  const payload = JSON.parse(lead.payload) as { email?: unknown; name?: unknown };
  if (typeof payload.email !== 'string' || payload.email === '') return null;
  const props = {
    firstName: firstNameOf(payload.name),
    noun: input.form.copy.noun,
    reference: lead.reference,
    dealer: { name: dealer.name, area: input.area, phone: dealer.phone },
    previousDealer: previous?.name ?? null,
  };
  const mail = renderMail(createElement(RequestReassigned, props));
  return {
    recipient: payload.email,
    subject: requestReassignedSubject(props),
    body: mail.text,
    html: mail.html,
  };
}
