/**
 * Sample data for the templates ./samples.ts does not cover (My home, installations, bookings,
 * privacy, safety notices, reviews, and the dealers' and staff's mails about them), in real
 * Australian copy. Apart from ./samples.ts only to keep each file small: `mailSamples` lists both,
 * and tests/mail/mail-reasons.test.ts checks every template has one.
 */
import { createElement, type ReactElement } from 'react';
import { mailLinks } from './links.ts';
import { CareReminder } from './templates/care-reminder.ts';
import { HomeSignIn } from './templates/home-sign-in.ts';
import { HomeTransfer, HomeTransferDone } from './templates/home-transfer.ts';
import { InstallBooked } from './templates/install-booked.ts';
import { InstallConfirm } from './templates/install-confirm.ts';
import { InstallStaff } from './templates/install-staff.ts';
import { LeadMovedDealer } from './templates/lead-moved-dealer.ts';
import { PrivacyAnswer } from './templates/privacy-answer.ts';
import { PrivacyConfirm } from './templates/privacy-confirm.ts';
import { RequestReassigned } from './templates/request-reassigned.ts';
import { ReviewInvitation } from './templates/review-invitation.ts';
import { SafetyNoticeMail } from './templates/safety-notice.ts';
import { ServiceBooking } from './templates/service-booking.ts';
import { ServiceBookingAgent } from './templates/service-booking-agent.ts';
import { ServiceCancelledAgent } from './templates/service-cancelled-agent.ts';

/** A signed link's token as the samples show it; signed by no key. */
const token = 'tk3f9q0.Xq7bR2mN8vL4cT1wZ5yK0a';

export function ownerMailSamples(siteUrl: string): { name: string; element: ReactElement }[] {
  const at = (path: string) => new URL(path, siteUrl).href;
  const agent = { name: 'Westmead Air Service & Repairs', phone: '02 9633 7120' };
  return [
    {
      name: 'care-reminder',
      element: createElement(CareReminder, {
        kind: 'filter',
        unitName: 'Aura 3.5 kW wall split (CCA-W35R)',
        task: 'Slide out the two filters under the front panel, rinse them in lukewarm water and let them dry in the shade.',
        dueOn: '15 March 2027',
        homeUrl: at('/my-home'),
        serviceUrl: at('/service?model=CCA-W35R'),
        preferencesUrl: at(`/my-home/preferences?a=bWlh&token=${token}`),
      }),
    },
    {
      name: 'home-sign-in',
      element: createElement(HomeSignIn, {
        signInUrl: at(`/my-home/sign-in?n=7Qk2&token=${token}`),
        minutes: 30,
      }),
    },
    {
      name: 'home-transfer',
      element: createElement(HomeTransfer, {
        label: 'Postcode 2150, NSW',
        acceptUrl: at(`/my-home/transfer?n=3Hd9&token=${token}`),
        days: 30,
      }),
    },
    {
      name: 'home-transfer-done',
      element: createElement(HomeTransferDone, { label: 'Postcode 2150, NSW', buyer: 'j***@example.com' }),
    },
    {
      name: 'install-booked',
      element: createElement(InstallBooked, {
        firstName: 'Priya',
        job: 'CJ-7Q4M2P',
        day: 'Friday 15 January 2027',
        dealer: { name: 'Parramatta Air & Climate', phone: '02 9635 4410' },
        systems: ['Aura 7.1 kW Reverse Cycle Split System'],
      }),
    },
    {
      name: 'install-confirm',
      element: createElement(InstallConfirm, {
        firstName: 'Priya',
        job: 'CJ-7Q4M2P',
        day: 'Friday 15 January 2027',
        dealer: 'Parramatta Air & Climate',
        technician: 'Luke Fraser',
        systems: ['Aura 7.1 kW (CCA-W71R): indoor CAI-7101-20417, outdoor CAO-7101-20417'],
        confirmUrl: at(`/installs/confirm?job=CJ-7Q4M2P&token=${token}`),
      }),
    },
    {
      name: 'install-staff',
      element: createElement(InstallStaff, {
        job: 'CJ-7Q4M2P',
        lead: 'CC-4HX8TN',
        dealer: 'Parramatta Air & Climate',
        says: 'The refrigerant charge added is 40 g above the worked-out figure.',
        leadUrl: mailLinks.lead(siteUrl, 'CC-4HX8TN'),
      }),
    },
    {
      name: 'lead-moved-dealer',
      element: createElement(LeadMovedDealer, {
        dealerName: 'Hills District Cooling',
        noun: 'quote request',
        reference: 'CC-XT7PG7',
        hadAccepted: true,
        reason: 'The customer asked for a dealer closer to Parramatta.',
        leadUrl: mailLinks.lead(siteUrl, 'CC-XT7PG7'),
      }),
    },
    {
      name: 'request-reassigned',
      element: createElement(RequestReassigned, {
        firstName: 'Ann',
        noun: 'quote request',
        reference: 'CC-XT7PG7',
        dealer: { name: 'Parramatta Air & Climate', area: 'Parramatta NSW', phone: '02 9635 4410' },
        previousDealer: 'Hills District Cooling',
      }),
    },
    {
      name: 'privacy-confirm',
      element: createElement(PrivacyConfirm, {
        confirmUrl: at(`/privacy/request?ref=PR-7K3M9Q&token=${token}`),
        reference: 'PR-7K3M9Q',
        asked: 'A copy of your information',
        hours: 48,
      }),
    },
    {
      name: 'privacy-answer',
      element: createElement(PrivacyAnswer, {
        reference: 'PR-7K3M9Q',
        asked: 'A copy of your information',
        status: 'done',
        outcome: 'We prepared a copy of everything we hold for this address.',
        download: {
          pdfUrl: at(`/privacy/export?ref=PR-7K3M9Q&token=${token}&format=pdf`),
          jsonUrl: at(`/privacy/export?ref=PR-7K3M9Q&token=${token}&format=json`),
          until: '26 January 2027',
        },
      }),
    },
    {
      name: 'review-invitation',
      element: createElement(ReviewInvitation, {
        firstName: 'Priya',
        dealer: 'Parramatta Air & Climate',
        job: 'your installation, confirmed in January 2027',
        reviewUrl: at(`/dealers/review?token=${token}`),
        days: 60,
      }),
    },
    {
      name: 'safety-notice',
      element: createElement(SafetyNoticeMail, {
        title: 'Outdoor unit power lead on some Aura 2.5 kW systems',
        hazard: 'The power lead’s terminal can loosen and overheat.',
        whatToDo: [
          'Keep using the system.',
          'Book the free check: a technician tightens and checks the terminal.',
        ],
        units: ['Aura 2.5 kW Reverse Cycle Split System, indoor serial CAI-2503-21408'],
        homeUrl: at('/my-home'),
        serviceUrl: at('/service'),
      }),
    },
    ...(['booked', 'cancelled'] as const).map((change) => ({
      name: `service-booking-${change}`,
      element: createElement(ServiceBooking, {
        firstName: 'Hamid',
        reference: 'CC-9RW4KD',
        change,
        when: 'Friday 20 November, 8:00 am to 12:00 pm',
        agent,
        model: 'CCA-W25R',
        changeUntil: 'Thursday 19 November, 8:00 am',
        manageUrl: mailLinks.serviceStatus(siteUrl, 'CC-9RW4KD', token),
      }),
    })),
    {
      name: 'service-booking-agent',
      element: createElement(ServiceBookingAgent, {
        agentName: agent.name,
        reference: 'CC-9RW4KD',
        change: 'changed',
        when: 'Friday 20 November, 8:00 am to 12:00 pm',
        previously: 'Thursday 19 November, 12:00 pm to 5:00 pm',
        model: 'CCA-W25R',
        postcode: '2145',
        leadUrl: mailLinks.lead(siteUrl, 'CC-9RW4KD'),
      }),
    },
    {
      name: 'service-cancelled-agent',
      element: createElement(ServiceCancelledAgent, {
        agentName: agent.name,
        reference: 'CC-9RW4KD',
        model: 'CCA-W25R',
        bookedWas: 'Friday 20 November, 8:00 am to 12:00 pm',
        leadUrl: mailLinks.lead(siteUrl, 'CC-9RW4KD'),
      }),
    },
  ];
}
