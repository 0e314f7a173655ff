/**
 * What an owner is told about a service request's warranty standing (the thank-you page, and the
 * same words above the form): no charge for covered faults in warranty, the call-out fee stated up
 * front out of warranty, and registering now when the serial is not registered at that postcode.
 */
import { longDate } from '../australian-dates.ts';
import type { ServiceWarrantyState } from '../value-lists.ts';

export interface StandingCopy {
  tone: 'success' | 'warning' | 'info';
  title: string;
  text: string;
  /** Where to act on it (register the system), when there is something to do. */
  action?: { label: string; href: string };
}

export interface StandingInput {
  warrantyState: ServiceWarrantyState;
  /** Last day of cover (YYYY-MM-DD), when registered. */
  coverUntil: string | null;
  /** The call-out fee out of warranty, whole AUD. */
  callOutFeeAud: number;
  /** What the fee covers (warranty terms). */
  feeCovers: string;
}

export function standingCopy(input: StandingInput): StandingCopy {
  const fee = `$${input.callOutFeeAud}`;
  switch (input.warrantyState) {
    case 'in-warranty':
      return {
        tone: 'success',
        title: 'Your system is under warranty',
        text: `Its cover runs until ${longDate(input.coverUntil ?? '')}. A fault the warranty covers costs you nothing: no call-out fee, no parts, no labour.`,
      };
    case 'out-of-warranty':
      return {
        tone: 'warning',
        title: `Your system’s warranty ended on ${longDate(input.coverUntil ?? '')}`,
        text: `The visit costs a ${fee} call-out fee (including GST). ${input.feeCovers}`,
      };
    case 'not-registered':
      return {
        tone: 'info',
        title: 'We found no warranty registration for this serial number at this postcode',
        text: `If your system is under warranty, register it now with your proof of purchase so the technician sees its cover. Until then the visit is charged as out of warranty: a ${fee} call-out fee (including GST).`,
        action: { label: 'Register your warranty', href: '/warranty#register' },
      };
  }
}

/** The /service page's note beside the form: what a visit costs, before anything is sent. */
export function visitCostSection(service: { callOutFeeAud: number; covers: string }) {
  return {
    id: 'cost',
    heading: 'What a visit costs',
    body: [
      'We look up your warranty from the serial number and postcode, and show you what we found as soon as you send the request.',
    ],
    points: [
      {
        title: 'Under warranty',
        text: 'No charge for a fault the warranty covers: no call-out fee, no parts, no labour.',
      },
      {
        title: 'Out of warranty or not registered',
        text: `A $${service.callOutFeeAud} call-out fee (including GST). ${service.covers}`,
      },
    ],
  };
}
