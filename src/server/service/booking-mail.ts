/**
 * The mails of an owner's booking step, written into the outbox in its transaction: the owner's
 * confirmation (the time, the agent's name and phone, what to prepare, a link to change it with the
 * owner's own token, and the visit as a calendar file), and the agent's notice (booked, moved by the
 * owner, or other times asked for). A dealer without an email address is mailed at the leads inbox,
 * addressed to it, as its assignments are.
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
import {
  ServiceCancelledAgent,
  serviceCancelledAgentSubject,
} from '../mail/templates/service-cancelled-agent.ts';
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
}

/** "Thursday 19 November, 8:00 am" on the agent's clock: when the owner's changes close. */
function changeUntilLabel(window: VisitWindow, timeZone: string): string {
  const closes = ownerChangesCloseAt(window.start);
  return windowLabel({ start: closes, end: closes }, timeZone).replace(/ to .*$/, '');
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
  };
  const mail = renderMail(createElement(ServiceBooking, props));
  return {
    kind: 'service-booking',
    recipient: record.email,
    subject: serviceBookingSubject(props),
    body: mail.text,
    html: mail.html,
    calendar: visitCalendar({
      reference: record.reference,
      host: new URL(context.siteUrl).hostname,
      start: window.start,
      end: window.end,
      // The record counts the files sent including this one.
      sequence: record.bookingSequence - 1,
      method: change === 'cancelled' ? 'CANCEL' : 'REQUEST',
      summary: `Service visit: ${agent.name}`,
      description: `${agent.name} services your ${record.model} (request ${record.reference}). Phone ${agent.phone} if you need to. Change the time: ${props.manageUrl}`,
      organizer: { name: agent.name, email: agent.email ?? context.fallbackTo },
      attendee: { name: record.firstName ?? 'Owner', email: record.email },
      stamp: context.now,
    }),
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

/**
 * The agent's notice when the owner cancels the request (it is working again): the agent holding it
 * or waiting to answer it. `booked` is the visit that was booked before, if one was.
 */
export function cancelledMail(
  context: Pick<BookingMailContext, 'agent' | 'siteUrl' | 'fallbackTo'>,
  booked: VisitWindow | null,
) {
  return (record: ServiceRecord): NewNotification => {
    const { agent } = context;
    const props = {
      agentName: agent.name,
      reference: record.reference,
      model: record.model,
      ...(booked ? { bookedWas: windowLabel(booked, timeZoneByState[agent.address.state]) } : {}),
      leadUrl: mailLinks.lead(context.siteUrl, record.reference),
    };
    const mail = renderMail(createElement(ServiceCancelledAgent, props));
    return {
      kind: 'service-booking-agent',
      recipient: agent.email ?? context.fallbackTo,
      subject: serviceCancelledAgentSubject(props),
      body: mail.text,
      html: mail.html,
    };
  };
}
