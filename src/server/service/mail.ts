/**
 * The owner's mail when a service request moves on (visit times offered, the visit's outcome),
 * written into the outbox in the step's transaction: the service-update template, linking the
 * status page with the owner's token, which opens the request.
 */
import { createElement } from 'react';
import { timeZoneByState } from '../../lib/opening-hours.ts';
import { windowLabel } from '../../lib/service/visit-windows.ts';
import type { ServiceOutcome } from '../../lib/value-lists.ts';
import type { DealerEntry } from '../../schemas/dealer.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { mailLinks } from '../mail/links.ts';
import { renderMail } from '../mail/render.ts';
import {
  ServiceUpdate,
  type ServiceUpdateProps,
  serviceUpdateSubject,
} from '../mail/templates/service-update.ts';
import { visitCalendar } from './calendar.ts';
import type { ServiceRecord } from './records.ts';

/** What each outcome means to the owner. */
export const outcomeWords: Readonly<Record<ServiceOutcome, string>> = {
  fixed: 'Fixed: the system is working again.',
  'part-ordered': 'A part is on order: the agent will call you to book the visit to fit it.',
  'not-covered': 'Not covered by the warranty: the agent has explained the cost of the repair.',
};

/**
 * `ownerToken`: the owner's own token for the link (src/server/review/owner-link.ts), which opens
 * the request with nothing to type and lets them choose a time without typing their email address.
 */
export function serviceUpdateMail(
  record: ServiceRecord,
  agent: Pick<DealerEntry, 'name' | 'address'>,
  kind: 'windows' | 'outcome',
  siteUrl: string,
  ownerToken?: string,
): NewNotification | null {
  if (!record.email) return null;
  const timeZone = timeZoneByState[agent.address.state];
  const update: ServiceUpdateProps['update'] =
    kind === 'windows'
      ? { kind, windows: record.windows.map((window) => windowLabel(window, timeZone)) }
      : { kind, outcome: record.outcome ? outcomeWords[record.outcome] : '' };
  const props: ServiceUpdateProps = {
    firstName: record.firstName ?? 'there',
    reference: record.reference,
    agent: agent.name,
    update,
    statusUrl: mailLinks.serviceStatus(siteUrl, record.reference, ownerToken),
  };
  const mail = renderMail(createElement(ServiceUpdate, props));
  return {
    kind: 'service-update',
    recipient: record.email,
    subject: serviceUpdateSubject(props),
    body: mail.text,
    html: mail.html,
  };
}

/**
 * To the owner when staff move the request to another agent: the new agent's name, the booked visit
 * cancelled (with its calendar file, so the event leaves their calendar), and that earlier links
 * no longer work. `record` is the request as it stood before the move.
 */
export function serviceReassignedMail(
  record: ServiceRecord,
  previous: Pick<DealerEntry, 'name' | 'address' | 'email'> | undefined,
  agent: Pick<DealerEntry, 'name'>,
  context: { siteUrl: string; fallbackTo: string; now: Date; token?: string | undefined },
): NewNotification | null {
  if (!record.email) return null;
  const booked = record.chosenWindow === null ? undefined : record.windows[record.chosenWindow];
  const timeZone = timeZoneByState[previous?.address.state ?? 'NSW'];
  const props: ServiceUpdateProps = {
    firstName: record.firstName ?? 'there',
    reference: record.reference,
    agent: agent.name,
    update: {
      kind: 'reassigned',
      previousAgent: previous?.name ?? null,
      cancelled: booked ? windowLabel(booked, timeZone) : null,
    },
    // With the owner's link of the new version, the status page opens with nothing to type.
    statusUrl: mailLinks.serviceStatus(context.siteUrl, record.reference, context.token),
  };
  const mail = renderMail(createElement(ServiceUpdate, props));
  return {
    kind: 'service-update',
    recipient: record.email,
    subject: serviceUpdateSubject(props),
    body: mail.text,
    html: mail.html,
    calendar:
      booked && previous
        ? visitCalendar({
            reference: record.reference,
            host: new URL(context.siteUrl).hostname,
            start: booked.start,
            end: booked.end,
            // The files sent so far; this cancellation is the next.
            sequence: record.bookingSequence,
            method: 'CANCEL',
            summary: `Service visit: ${previous.name}`,
            description: `Cancelled: your service request ${record.reference} is now with ${agent.name}.`,
            organizer: { name: previous.name, email: previous.email ?? context.fallbackTo },
            attendee: { name: record.firstName ?? 'Owner', email: record.email },
            stamp: context.now,
          })
        : null,
  };
}
