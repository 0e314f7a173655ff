/**
 * The mails of an owner's step, written into the outbox in its transaction: the owner's
 * confirmation (the time, the agent's name and phone, what to prepare, a link to change it with the
 * owner's own token, and the visit as a calendar file), and the agent's notice (booked, moved by the
 * owner, or other times asked for) with the same visit as a calendar file of its own. When the owner
 * cancels the request, both are told, and a booked visit leaves both calendars (METHOD:CANCEL, the
 * booking's UID, the next SEQUENCE). A dealer without an email address is mailed at the leads
 * inbox, addressed to it, as its assignments are.
 */
import { createElement } from 'react';
import { timeZoneByState } from '../../lib/opening-hours.ts';
import { ownerChangesCloseAt } from '../../lib/service/booking-rules.ts';
import { windowLabel } from '../../lib/service/visit-windows.ts';
import type { DealerEntry } from '../../schemas/dealer.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { mailLinks } from '../mail/links.ts';
import { renderMail } from '../mail/render.ts';
import { ServiceBooking, serviceBookingSubject } from '../mail/templates/service-booking.ts';
import { ServiceBookingAgent, serviceBookingAgentSubject } from '../mail/templates/service-booking-agent.ts';
import { ServiceCancelled, serviceCancelledSubject } from '../mail/templates/service-cancelled.ts';
import {
  ServiceCancelledAgent,
  serviceCancelledAgentSubject,
} from '../mail/templates/service-cancelled-agent.ts';
import type { RecordMailHomeLink } from '../my-home/mail.ts';
import { visitCalendar } from './calendar.ts';
import type { BookingChange, BookingMails, ServiceRecord, VisitWindow } from './records.ts';

export interface BookingMailContext {
  agent: DealerEntry;
  siteUrl: string;
  /** Where mail for an agent without an email address goes (the leads inbox). */
  fallbackTo: string;
  /** The owner's token for the link in their mail. */
  token: string;
  /** When the mail is written (the calendar's DTSTAMP). */
  now: Date;
  /** A sign-in link to My home for the owner's mail of a booked or moved visit. */
  home?: RecordMailHomeLink | undefined;
}

/** "Thursday 19 November, 8:00 am" on the agent's clock: when the owner's changes close. */
function changeUntilLabel(window: VisitWindow, timeZone: string): string {
  const closes = ownerChangesCloseAt(window.start);
  return windowLabel({ start: closes, end: closes }, timeZone).replace(/ to .*$/, '');
}

/**
 * The visit as the calendar file of one side: the owner's names the agent as organiser and them as
 * attendee, with the link to change it; the agent's names the site's bookings (the leads inbox) as
 * organiser and the agent as attendee, with the request's page in the portal and nothing of the
 * owner's. Both share the request's UID, so each calendar keeps one event for the visit.
 */
function visitFile(
  record: ServiceRecord,
  window: VisitWindow,
  cancel: boolean,
  side: { owner: string } | { agentLeadUrl: string },
  context: Pick<BookingMailContext, 'agent' | 'siteUrl' | 'fallbackTo' | 'now'>,
): string {
  const { agent } = context;
  const agentEmail = agent.email ?? context.fallbackTo;
  return visitCalendar({
    reference: record.reference,
    host: new URL(context.siteUrl).hostname,
    start: window.start,
    end: window.end,
    // The record counts the files sent including this one.
    sequence: record.bookingSequence - 1,
    method: cancel ? 'CANCEL' : 'REQUEST',
    summary: `Service visit: ${agent.name}`,
    ...('owner' in side
      ? {
          description: `${agent.name} services your ${record.model} (request ${record.reference}). Phone ${agent.phone} if you need to. Change the time: ${side.owner}`,
          organizer: { name: agent.name, email: agentEmail },
          attendee: { name: record.firstName ?? 'Owner', email: record.email ?? context.fallbackTo },
        }
      : {
          description: `Service visit for request ${record.reference}: ${record.model}${record.postcode ? `, postcode ${record.postcode}` : ''}. The request: ${side.agentLeadUrl}`,
          organizer: { name: 'Cirrus Climate service bookings', email: context.fallbackTo },
          attendee: { name: agent.name, email: agentEmail },
        }),
    stamp: context.now,
  });
}

function ownerMail(
  record: ServiceRecord,
  change: BookingChange,
  window: VisitWindow,
  context: BookingMailContext,
): NewNotification | null {
  if (!record.email) return null;
  const { agent } = context;
  const timeZone = timeZoneByState[agent.address.state];
  const props = {
    firstName: record.firstName ?? 'there',
    reference: record.reference,
    change,
    when: windowLabel(window, timeZone),
    agent: { name: agent.name, phone: agent.phone },
    model: record.model,
    changeUntil: changeUntilLabel(window, timeZone),
    manageUrl: mailLinks.serviceStatus(context.siteUrl, record.reference, context.token),
    home:
      context.home && change !== 'cancelled' ? { url: context.home.url, days: context.home.days } : undefined,
  };
  const mail = renderMail(createElement(ServiceBooking, props));
  return {
    kind: 'service-booking',
    recipient: record.email,
    subject: serviceBookingSubject(props),
    body: mail.text,
    html: mail.html,
    signIn: props.home ? context.home?.store : undefined,
    calendar: visitFile(record, window, change === 'cancelled', { owner: props.manageUrl }, context),
  };
}

function agentMail(
  record: ServiceRecord,
  change: BookingChange,
  window: VisitWindow,
  previous: VisitWindow | null,
  context: BookingMailContext,
): NewNotification {
  const { agent } = context;
  const timeZone = timeZoneByState[agent.address.state];
  const props = {
    agentName: agent.name,
    reference: record.reference,
    change,
    when: windowLabel(window, timeZone),
    ...(change === 'changed' && previous ? { previously: windowLabel(previous, timeZone) } : {}),
    model: record.model,
    ...(record.postcode ? { postcode: record.postcode } : {}),
    leadUrl: mailLinks.lead(context.siteUrl, record.reference),
  };
  const mail = renderMail(createElement(ServiceBookingAgent, props));
  return {
    kind: 'service-booking-agent',
    recipient: agent.email ?? context.fallbackTo,
    subject: serviceBookingAgentSubject(props),
    body: mail.text,
    html: mail.html,
    // Other times asked for before a booking: no visit to put in (or take out of) a calendar.
    calendar:
      change === 'cancelled' && !previous
        ? null
        : visitFile(record, window, change === 'cancelled', { agentLeadUrl: props.leadUrl }, context),
  };
}

/** The mails for an owner's step, as the repository asks for them. */
export function bookingMails(context: BookingMailContext): BookingMails {
  return (record, change, previous) => {
    // Booked or moved: the new window; given up: the one that was booked, if any.
    const window = change === 'cancelled' ? previous : (record.windows[record.chosenWindow ?? -1] ?? null);
    if (!window) {
      // Other times asked for before anything was booked: only the agent needs to know.
      const offered = record.windows[0];
      return offered ? [agentMail(record, change, offered, null, context)] : [];
    }
    const owner = ownerMail(record, change, window, context);
    return [...(owner ? [owner] : []), agentMail(record, change, window, previous, context)];
  };
}

/** The mails of an owner's cancelling: the request as it now stands, and the visit booked before, if one was. */
export type CancelMails = (record: ServiceRecord, booked: VisitWindow | null) => NewNotification[];

/**
 * The mails when the owner cancels the request (it is working again): their confirmation, with a
 * link to the request (their token) and, if a visit was booked, its cancellation as a calendar file;
 * and the notice to the agent holding it or waiting to answer it (`agent`; none while we were still
 * finding one), with the same cancellation for the agent's calendar.
 */
export function cancelledMails(
  context: Omit<BookingMailContext, 'agent'> & { agent: DealerEntry | undefined },
): CancelMails {
  return (record, booked) => {
    const { agent } = context;
    const timeZone = timeZoneByState[agent?.address.state ?? 'NSW'];
    const bookedWas = booked ? windowLabel(booked, timeZone) : undefined;
    const statusUrl = mailLinks.serviceStatus(context.siteUrl, record.reference, context.token);
    const leadUrl = mailLinks.lead(context.siteUrl, record.reference);
    const mails: NewNotification[] = [];
    if (record.email) {
      const props = {
        firstName: record.firstName ?? 'there',
        reference: record.reference,
        model: record.model,
        agent: agent?.name,
        bookedWas,
        statusUrl,
        serviceUrl: new URL('/service', context.siteUrl).href,
      };
      const mail = renderMail(createElement(ServiceCancelled, props));
      mails.push({
        kind: 'service-cancelled',
        recipient: record.email,
        subject: serviceCancelledSubject(props),
        body: mail.text,
        html: mail.html,
        calendar:
          booked && agent
            ? visitFile(record, booked, true, { owner: statusUrl }, { ...context, agent })
            : null,
      });
    }
    if (agent) {
      const props = {
        agentName: agent.name,
        reference: record.reference,
        model: record.model,
        bookedWas,
        leadUrl,
      };
      const mail = renderMail(createElement(ServiceCancelledAgent, props));
      mails.push({
        kind: 'service-booking-agent',
        recipient: agent.email ?? context.fallbackTo,
        subject: serviceCancelledAgentSubject(props),
        body: mail.text,
        html: mail.html,
        calendar: booked
          ? visitFile(record, booked, true, { agentLeadUrl: leadUrl }, { ...context, agent })
          : null,
      });
    }
    return mails;
  };
}
