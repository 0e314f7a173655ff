/**
 * Sample data for every template and variant, in real Australian copy (the newer templates' in
 * ./samples-owners.ts): the preview script renders them for marketing, and the tests check each in a
 * browser and that each says why it was sent (tests/mail/mail-reasons.test.ts).
 */
import { createElement, type ReactElement } from 'react';
import { mailLinks } from './links.ts';
import { ownerMailSamples } from './samples-owners.ts';
import { ClaimUpdate } from './templates/claim-update.ts';
import { DealerAssignment } from './templates/dealer-assignment.ts';
import { LeadNotification } from './templates/lead-notification.ts';
import { ServiceCancelled } from './templates/service-cancelled.ts';
import { ServiceUpdate } from './templates/service-update.ts';
import { VisitorConfirmation } from './templates/visitor-confirmation.ts';
import { WarrantyUpdate } from './templates/warranty-update.ts';

export interface MailSample {
  /** File name of the preview, without extension. */
  name: string;
  element: ReactElement;
}

/** A token as an owner's link carries it (src/server/review/owner-link.ts); the samples' is signed by no key. */
const sampleToken = 'tk3f9q0.Xq7bR2mN8vL4cT1wZ5yK0a';

export function mailSamples(siteUrl: string): MailSample[] {
  const asked = [
    { label: 'What are you interested in?', value: 'Ducted air conditioning' },
    { label: 'Postcode', value: '2150' },
    { label: 'Home', value: 'Single-storey house, four bedrooms' },
    {
      label: 'Anything else we should know?',
      value: 'Four bedrooms, west facing.\nThe roof space is tight.',
    },
  ];
  return [
    {
      name: 'lead-notification',
      element: createElement(LeadNotification, {
        noun: 'quote request',
        reference: 'CC-XT7PG7',
        answers: [
          ...asked,
          { label: 'Your name', value: 'Ann O’Brien' },
          { label: 'Email', value: 'ann@example.com' },
          { label: 'Phone', value: '0412 345 678' },
        ],
        leadUrl: mailLinks.lead(siteUrl, 'CC-XT7PG7'),
      }),
    },
    {
      name: 'visitor-confirmation',
      element: createElement(VisitorConfirmation, {
        variant: 'lead',
        firstName: 'Ann',
        noun: 'quote request',
        reference: 'CC-XT7PG7',
        nextStep:
          'Eastern Suburbs Comfort Air in Bondi Junction has your request. They will call you by Thu 26 Nov, 12:00 pm.',
      }),
    },
    {
      name: 'visitor-confirmation-claim',
      element: createElement(VisitorConfirmation, {
        variant: 'claim',
        firstName: 'Ann',
        noun: 'cashback claim',
        reference: 'CC-7K2M9Q',
        statusUrl: mailLinks.claimStatus(siteUrl, 'CC-7K2M9Q', sampleToken),
      }),
    },
    {
      name: 'dealer-assignment',
      element: createElement(DealerAssignment, {
        dealerName: 'Parramatta Air & Heat',
        noun: 'quote request',
        reference: 'CC-XT7PG7',
        area: 'Harris Park, Parramatta NSW 2150',
        respondBy: 'Thu 26 Nov, 12:00 pm',
        asked,
        leadUrl: mailLinks.lead(siteUrl, 'CC-XT7PG7'),
      }),
    },
    {
      name: 'dealer-assignment-no-email',
      element: createElement(DealerAssignment, {
        dealerName: 'Hills District Cooling',
        phoneInstead: '02 9639 4411',
        noun: 'installer request',
        reference: 'CC-4HQ2ZB',
        area: 'Castle Hill NSW 2154',
        respondBy: 'Fri 27 Nov, 9:30 am',
        asked: [],
        leadUrl: mailLinks.lead(siteUrl, 'CC-4HQ2ZB'),
      }),
    },
    ...(['validated', 'approved', 'rejected'] as const).map((status) => ({
      name: `claim-update-${status}`,
      element: createElement(ClaimUpdate, {
        firstName: 'Ann',
        reference: 'CC-7K2M9Q',
        promotionTitle: 'Winter warmth cashback',
        decision:
          status === 'approved'
            ? { status, amountAud: 200 }
            : status === 'rejected'
              ? { status, reason: 'The invoice is dated before the promotion started.' }
              : { status },
        statusUrl: mailLinks.claimStatus(siteUrl, 'CC-7K2M9Q', sampleToken),
      }),
    })),
    ...(['approved', 'info-needed', 'declined'] as const).map((status) => ({
      name: `warranty-update-${status}`,
      element: createElement(WarrantyUpdate, {
        firstName: 'Ann',
        reference: 'CC-9WD3LM',
        product: 'Aura Split System 7.1 kW (CAI-71)',
        decision:
          status === 'approved'
            ? { status, certificateUrl: mailLinks.certificate(siteUrl, 'q3VbM2x8Rk1LpZ7tYw4Nc6Hd0Fs9Ja5E') }
            : status === 'info-needed'
              ? { status, needed: 'a copy of the installer’s compliance certificate.' }
              : { status, reason: 'The invoice is for a different model.' },
        statusUrl: mailLinks.warrantyStatus(siteUrl, 'CC-9WD3LM', sampleToken),
      }),
    })),
    {
      name: 'service-update-windows',
      element: createElement(ServiceUpdate, {
        firstName: 'Hamid',
        reference: 'CC-9RW4KD',
        agent: 'Westmead Air Service & Repairs',
        update: {
          kind: 'windows',
          windows: ['Thursday 19 November, 8:00 am to 12:00 pm', 'Friday 20 November, 12:00 pm to 5:00 pm'],
        },
        statusUrl: mailLinks.serviceStatus(siteUrl, 'CC-9RW4KD'),
      }),
    },
    {
      name: 'service-update-outcome',
      element: createElement(ServiceUpdate, {
        firstName: 'Hamid',
        reference: 'CC-9RW4KD',
        agent: 'Westmead Air Service & Repairs',
        update: { kind: 'outcome', outcome: 'Fixed: the system is working again.' },
        statusUrl: mailLinks.serviceStatus(siteUrl, 'CC-9RW4KD', sampleToken),
      }),
    },
    {
      name: 'service-cancelled',
      element: createElement(ServiceCancelled, {
        firstName: 'Hamid',
        reference: 'CC-9RW4KD',
        model: 'CCA-W25R',
        agent: 'Westmead Air Service & Repairs',
        bookedWas: 'Friday 20 November, 12:00 pm to 5:00 pm',
        statusUrl: mailLinks.serviceStatus(siteUrl, 'CC-9RW4KD', sampleToken),
        serviceUrl: new URL('/service', siteUrl).href,
      }),
    },
    {
      name: 'service-update-reassigned',
      element: createElement(ServiceUpdate, {
        firstName: 'Hamid',
        reference: 'CC-9RW4KD',
        agent: 'Prospect Refrigeration Services',
        update: {
          kind: 'reassigned',
          previousAgent: 'Westmead Air Service & Repairs',
          cancelled: 'Friday 20 November, 12:00 pm to 5:00 pm',
        },
        statusUrl: mailLinks.serviceStatus(siteUrl, 'CC-9RW4KD'),
      }),
    },
    ...ownerMailSamples(siteUrl),
  ];
}
