/**
 * The mails of an installation job, written into the outbox in each step's transaction: the owner's
 * booking (with the day as a calendar file), the owner's "Confirm your installation" (with their
 * signed link), staff's notice when a job needs a look, and the warranty registered by the
 * confirmation (the warranty's own approval mail, naming the certificate).
 */
import { createElement } from 'react';
import { australianDateOf, longDate, wallClockInstant } from '#lib/australian-dates.ts';
import { timeZoneByState } from '#lib/opening-hours.ts';
import type { DealerEntry } from '#schemas/dealer.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { mailLinks } from '../mail/links.ts';
import { renderMail } from '../mail/render.ts';
import { InstallBooked, installBookedSubject } from '../mail/templates/install-booked.ts';
import { InstallConfirm, installConfirmSubject } from '../mail/templates/install-confirm.ts';
import { InstallStaff, installStaffSubject } from '../mail/templates/install-staff.ts';
import { WarrantyUpdate, warrantyUpdateSubject } from '../mail/templates/warranty-update.ts';
import type { RecordMailHomeLink } from '../my-home/mail.ts';
import { visitCalendar } from '../service/calendar.ts';
import type { CommissionMails } from './commission.ts';
import type { ConfirmMails } from './confirmation.ts';
import type { InstallContext } from './context.ts';
import type { InstallJob } from './records.ts';

export interface InstallMailContext {
  siteUrl: string;
  /** The leads inbox: staff's notices, and a dealer without an address. */
  notifyTo: string;
  dealer(id: string): DealerEntry | undefined;
  now: Date;
  /** The sign-in link to My home the owner's mail carries (the confirmation link's, the approval's). */
  home?: RecordMailHomeLink | undefined;
}

/** "Friday 15 January 2027": a booked day with its weekday, as a person plans around it. */
const dayLabel = (date: string) =>
  `${new Intl.DateTimeFormat('en-AU', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))} ${longDate(date)}`;

/** What a template shows of the My home link. */
const homeProps = (home: RecordMailHomeLink | undefined) =>
  home ? { url: home.url, days: home.days } : undefined;

const firstName = (job: InstallJob) => job.owner.name.split(' ')[0] || 'there';
const timeZoneOf = (job: InstallJob) => timeZoneByState[job.owner.state ?? 'NSW'];

/** The installation day as the owner's calendar shows it: 8 am to 5 pm in the home's state. */
export function installBookedMail(
  job: InstallJob,
  products: InstallContext['products'],
  context: InstallMailContext,
): NewNotification | null {
  const dealer = context.dealer(job.dealerId);
  if (!job.owner.email || !dealer) return null;
  const props = {
    firstName: firstName(job),
    job: job.reference,
    day: dayLabel(job.bookedFor),
    dealer: { name: dealer.name, phone: dealer.phone },
    systems: job.units.map((unit) => products.get(unit.productSlug)?.name ?? unit.productSlug),
  };
  const mail = renderMail(createElement(InstallBooked, props));
  const zone = timeZoneOf(job);
  return {
    kind: 'install-booked',
    recipient: job.owner.email,
    subject: installBookedSubject(props),
    body: mail.text,
    html: mail.html,
    calendar: visitCalendar({
      reference: job.reference,
      host: new URL(context.siteUrl).hostname,
      start: wallClockInstant(job.bookedFor, '08:00', zone),
      end: wallClockInstant(job.bookedFor, '17:00', zone),
      sequence: 0,
      method: 'REQUEST',
      summary: `Installation: ${dealer.name}`,
      description: `${dealer.name} installs your new system (job ${job.reference}). Phone ${dealer.phone} to change the day.`,
      organizer: { name: dealer.name, email: dealer.email ?? context.notifyTo },
      attendee: { name: job.owner.name || 'Owner', email: job.owner.email },
      stamp: context.now,
    }),
  };
}

/** A system's line in the owner's mail: its name, model and serials. */
const systemLine =
  (products: InstallContext['products']) => (unit: NonNullable<InstallJob['record']>['units'][number]) => {
    const product = products.get(unit.productSlug);
    const serials = unit.outdoorSerial
      ? `indoor ${unit.indoorSerial}, outdoor ${unit.outdoorSerial}`
      : `serial ${unit.indoorSerial}`;
    return `${product?.name ?? unit.productSlug} (${product?.modelNumber ?? ''}): ${serials}`;
  };

/** The commissioning's mails: the owner's confirmation link, staff's notice. */
export function commissionMails(
  products: InstallContext['products'],
  context: InstallMailContext & { confirmUrl: (job: InstallJob) => string },
): CommissionMails {
  return {
    owner(job) {
      if (!job.owner.email || !job.record) return null;
      const props = {
        firstName: firstName(job),
        job: job.reference,
        day: dayLabel(australianDateOf(job.commissionedAt ?? job.bookedFor, timeZoneOf(job))),
        dealer: context.dealer(job.dealerId)?.name ?? 'Your installer',
        technician: job.record.technicianName,
        systems: job.record.units.map(systemLine(products)),
        confirmUrl: context.confirmUrl(job),
        home: homeProps(context.home),
      };
      const mail = renderMail(createElement(InstallConfirm, props));
      return {
        kind: 'install-confirm',
        recipient: job.owner.email,
        subject: installConfirmSubject(props),
        body: mail.text,
        html: mail.html,
        signIn: context.home?.store,
      };
    },
    staff: (job, says) => installStaffMail(job, says, context),
  };
}

/** Staff's notice that a job needs a look. */
export function installStaffMail(
  job: InstallJob,
  says: string,
  context: InstallMailContext,
): NewNotification {
  const props = {
    job: job.reference,
    lead: job.leadReference,
    dealer: context.dealer(job.dealerId)?.name ?? job.dealerId,
    says,
    leadUrl: mailLinks.lead(context.siteUrl, job.leadReference),
  };
  const mail = renderMail(createElement(InstallStaff, props));
  return {
    kind: 'install-staff',
    recipient: context.notifyTo,
    subject: installStaffSubject(props),
    body: mail.text,
    html: mail.html,
  };
}

/** The owner's warranty approval for each system the confirmation registered. */
export function confirmMails(
  products: InstallContext['products'],
  context: InstallMailContext & {
    /** The owner's token for a registration's status link (src/server/review/owner-link.ts). */
    warrantyToken(reference: string): string;
  },
): ConfirmMails {
  return {
    registered(job, registration) {
      if (!job.owner.email) return null;
      const product = [...products.values()].find((entry) => entry.modelNumber === registration.model);
      const props = {
        firstName: firstName(job),
        reference: registration.reference,
        product: `${product?.name ?? registration.model} (${registration.model})`,
        decision: {
          status: 'approved' as const,
          certificateUrl: mailLinks.certificate(context.siteUrl, registration.certificateToken),
        },
        statusUrl: mailLinks.warrantyStatus(
          context.siteUrl,
          registration.reference,
          context.warrantyToken(registration.reference),
        ),
        home: homeProps(context.home),
      };
      const mail = renderMail(createElement(WarrantyUpdate, props));
      return {
        kind: 'warranty-update',
        recipient: job.owner.email,
        subject: warrantyUpdateSubject(props),
        body: mail.text,
        html: mail.html,
        signIn: context.home?.store,
      };
    },
  };
}
