/**
 * The emails a new lead sends, written into the outbox with the lead: one to the leads inbox, and
 * optionally a confirmation to the visitor. HTML and plain text from the templates in
 * src/server/mail/templates, using the forms' own labels.
 */
import { createElement } from 'react';
import { longDate } from '../../lib/australian-dates.ts';
import {
  type FieldUi,
  type LeadFormDefinition,
  productInterestLabels,
} from '../../lib/lead-forms/definitions.ts';
import type { LeadAnswer } from '../../lib/portal-api.ts';
import type { ProductType } from '../../schemas/common.ts';
import { mailLinks } from '../mail/links.ts';
import { renderMail } from '../mail/render.ts';
import { LeadNotification } from '../mail/templates/lead-notification.ts';
import { VisitorConfirmation } from '../mail/templates/visitor-confirmation.ts';
import type { RecordMailHomeLink } from '../my-home/mail.ts';
import type { RoutingOutcome } from '../routing/outcome.ts';
import { placementCopy } from '../routing/placement-copy.ts';
import type { LeadForm } from './form-module.ts';
import { formatAustralianPhone } from './phone.ts';
import type { NewNotification } from './repository.ts';

export interface NotificationSettings {
  /** The leads inbox. */
  notifyTo: string;
  /** SITE_URL: the mails' links are absolute. */
  siteUrl: string;
  /** Also confirm to the visitor when they gave an email address. */
  confirmVisitor: boolean;
  /** Name of a product by slug, from the catalogue. */
  productName?: (slug: string) => string | undefined;
  /** Where routing gave a quote or installer request: the confirmation names the dealer. */
  placement?: RoutingOutcome;
  /** The new record's status page, signed for its owner, by reference (the form's `statusLink`). */
  statusUrl?: (reference: string) => string;
  /** The owner's sign-in link to My home (a registration, claim or service request's confirmation). */
  home?: RecordMailHomeLink | undefined;
}

/** The confirmation's sentence on who will be in touch, and when. */
function whoWillContact(placement: RoutingOutcome | undefined, forService: boolean): string {
  if (!placement)
    return 'A member of our team or a licensed local dealer will be in touch within one business day.';
  const copy = placementCopy(
    placement.kind === 'assigned'
      ? { kind: 'dealer', dealer: placement.dealer, respondBy: placement.respondBy }
      : { kind: 'team' },
    { forService, asked: placement.asked },
  );
  return `${copy.headline}. ${copy.detail}`;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function displayValue(
  name: string,
  ui: FieldUi,
  value: unknown,
  productName: NotificationSettings['productName'],
): string {
  const text = String(value);
  if (ui.options && Object.hasOwn(ui.options, text)) return ui.options[text] ?? text;
  if (name === 'product') {
    return productInterestLabels[text as ProductType] ?? productName?.(text) ?? text;
  }
  if (name === 'phone') return formatAustralianPhone(text);
  // The site's one date format ("27 November 2026"), as the plan's own text and every page write it.
  if (isoDate.test(text)) return longDate(text);
  return text;
}

/** Every answered field with its name, the form's label and the value as the visitor would read it. */
export function payloadFields(
  definition: LeadFormDefinition,
  payload: object,
  productName?: NotificationSettings['productName'],
): (LeadAnswer & { field: string })[] {
  const values = payload as Record<string, unknown>;
  const answers: (LeadAnswer & { field: string })[] = [];
  for (const group of definition.groups) {
    for (const field of group.fields) {
      const value = values[field];
      const ui: FieldUi | undefined = definition.fields[field];
      if (value === undefined || value === null || value === '' || !ui) continue;
      answers.push({ field, label: ui.label, value: displayValue(field, ui, value, productName) });
    }
  }
  return answers;
}

/** Every answered field as label and value, in the form's order (the portal's lead view). */
export function payloadAnswers(
  definition: LeadFormDefinition,
  payload: object,
  productName?: NotificationSettings['productName'],
): LeadAnswer[] {
  return payloadFields(definition, payload, productName).map(({ label, value }) => ({ label, value }));
}

/** "Label: value" lines for every answered field, in the form's order (the emails). */
export function describePayload(
  definition: LeadFormDefinition,
  payload: object,
  productName?: NotificationSettings['productName'],
): string[] {
  return payloadAnswers(definition, payload, productName).map(({ label, value }) =>
    value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`,
  );
}

/** The first word of the name, at most 30 characters; "there" when there is none. */
export function firstNameOf(name: unknown): string {
  const first = typeof name === 'string' ? (name.trim().split(/\s+/)[0] ?? '') : '';
  return first.slice(0, 30) || 'there';
}

/**
 * The new lead's mails: to the leads inbox, and (when allowed) the visitor's confirmation, whose
 * promise the form declares (`confirmation`: who will be in touch, or the claim ID and its status).
 */
export function leadNotifications(
  form: Pick<LeadForm, 'copy' | 'confirmation' | 'receivers' | 'confirmationSummary'>,
  reference: string,
  payload: object,
  settings: NotificationSettings,
): NewNotification[] {
  const definition = form.copy;
  const values = payload as Record<string, unknown>;
  const where = typeof values.postcode === 'string' ? ` (${values.postcode})` : '';
  const inbox = renderMail(
    createElement(LeadNotification, {
      noun: definition.noun,
      reference,
      answers: payloadAnswers(definition, payload, settings.productName),
      leadUrl: mailLinks.lead(settings.siteUrl, reference),
    }),
  );
  const notifications: NewNotification[] = [
    {
      kind: 'lead-notification',
      recipient: settings.notifyTo,
      subject: `New ${definition.noun} ${reference}${where}`,
      body: inbox.text,
      html: inbox.html,
    },
  ];
  if (settings.confirmVisitor && typeof values.email === 'string') {
    // Anyone can type any address into a form: the template takes a first name and nothing else
    // the sender wrote (see its header).
    const home = settings.home;
    const common = {
      firstName: firstNameOf(values.name),
      noun: definition.noun,
      reference,
      home: home ? { url: home.url, days: home.days } : undefined,
    };
    const confirmation = renderMail(
      createElement(
        VisitorConfirmation,
        form.confirmation === 'claim-status'
          ? {
              ...common,
              variant: 'claim',
              statusUrl:
                settings.statusUrl?.(reference) ?? mailLinks.claimStatus(settings.siteUrl, reference),
            }
          : {
              ...common,
              variant: 'lead',
              nextStep: whoWillContact(settings.placement, form.receivers === 'service-agent'),
              summary: form.confirmationSummary?.(values, settings.siteUrl),
              statusUrl: settings.statusUrl?.(reference),
              dealer:
                settings.placement?.kind === 'assigned'
                  ? {
                      name: settings.placement.dealer.name,
                      url: mailLinks.dealerPage(settings.siteUrl, settings.placement.dealer.id),
                    }
                  : undefined,
            },
      ),
    );
    notifications.push({
      kind: 'visitor-confirmation',
      recipient: values.email,
      subject: `We have your ${definition.noun} (${reference})`,
      body: confirmation.text,
      html: confirmation.html,
      signIn: home?.store,
    });
  }
  return notifications;
}
