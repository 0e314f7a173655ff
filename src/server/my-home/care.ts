/**
 * My home's care reminders (issue 55): for every unit, a filter clean (interval by product type,
 * src/lib/my-home/care-intervals.ts) and a yearly service, which the signed-in owner can set, move,
 * mark done (the next one moves by the interval from that day) and turn off. A unit's reminders are
 * made when it becomes the owner's (its warranty registered, its installation confirmed: `startCare`),
 * or, for a unit from before that, the first time its owner opens My home: the filter an interval on,
 * the service on the next anniversary of its installation. Dates are the owner's calendar (the unit's state's time zone).
 *
 * The mails are queued by `queueDueReminders` (./care-job.ts runs it): at 8 am on the owner's wall
 * clock on the due date (or at once when that has passed), once per due date (the row's `mailed_for`,
 * claimed by a conditional update, so two processes never both queue it), never when turned off
 * or when the owner left the topic (src/server/mail-preferences), each with one-click unsubscribe.
 */
import type { Kysely, Selectable } from 'kysely';
import { createElement } from 'react';
import { australianDateOf, longDate } from '#lib/australian-dates.ts';
import { addMonths, careTasks, filterCleanMonths, serviceMonths } from '#lib/my-home/care-intervals.ts';
import type { HomeCareReminder } from '#lib/my-home/view.ts';
import { timeZoneByState } from '#lib/opening-hours.ts';
import type { ProductType } from '#lib/value-lists.ts';
import type { AustralianState } from '#schemas/common.ts';
import type { CareRemindersTable } from '../db/preference-tables.ts';
import type { Database } from '../db/types.ts';
import { queueNotification } from '../leads/store/status-change.ts';
import { renderMail } from '../mail/render.ts';
import { CareReminder, careReminderSubject } from '../mail/templates/care-reminder.ts';
import {
  isOptedOut,
  type MailPreferencesContext,
  outboxFields,
  preferencesLink,
} from '../mail-preferences/preferences.ts';
import type { MailTopic } from '../mail-preferences/topics.ts';
import { normalEmail } from './sessions.ts';

export type CareKind = CareRemindersTable['kind'];
export const careKinds: readonly CareKind[] = ['filter', 'service'];
/** Each kind's mail topic: leaving it stops that kind for every unit. */
export const careTopic: Readonly<Record<CareKind, MailTopic>> = {
  filter: 'care-filter',
  service: 'care-service',
};

/** The hour of the owner's morning a reminder is mailed at (their state's wall clock). */
export const REMINDER_HOUR = 8;
/** The furthest ahead a reminder can be moved. */
const MAX_MOVE_MONTHS = 24;

/** The mail preferences context, plus what reminders link to. */
export type CareContext = MailPreferencesContext;

/** A unit as its reminders need it (from ./units.ts). */
export interface CareUnit {
  key: string;
  /** "Aura 3.5 kW wall split (CCA-W35R)". */
  name: string;
  productType: ProductType;
  state: AustralianState | null;
  /** The installation date (YYYY-MM-DD), when known. */
  installed: string | null;
  /** Book a service with the model filled in (site path). */
  serviceUrl: string;
}

const zoneOf = (state: string | null) =>
  timeZoneByState[(state ?? 'NSW') as AustralianState] ?? 'Australia/Sydney';
/** Today on the wall clock of `state`. */
export const localToday = (state: string | null, now: Date) => australianDateOf(now, zoneOf(state));

/** The first due date of a new reminder. */
function firstDue(kind: CareKind, unit: CareStart, today: string): string {
  if (kind === 'filter') return addMonths(today, filterCleanMonths[unit.productType]);
  if (!unit.installed) return addMonths(today, serviceMonths);
  let due = addMonths(unit.installed, serviceMonths);
  while (due < today) due = addMonths(due, serviceMonths);
  return due;
}

const taskOf = (kind: CareKind, productType: string) =>
  kind === 'service'
    ? careTasks.service.title
    : productType === 'evaporative'
      ? careTasks.filter.evaporative
      : careTasks.filter.title;

/** What starting a unit's reminders needs of it. */
export type CareStart = Pick<CareUnit, 'key' | 'name' | 'productType' | 'state' | 'installed'>;

/**
 * Starts the reminders of `units` for their owner `email`, as of `now`, for units that have none
 * yet (a unit's reminders are made once; the owner's changes are never overwritten). Called where
 * a unit becomes the owner's, in that transaction (a warranty registration: src/server/warranty/intake.ts;
 * an installation confirmed: src/server/installs/confirmation.ts), so an owner who never opens My
 * home still gets them; and by My home itself for any unit that came before this.
 */
export async function startCare(
  db: Kysely<Database>,
  email: string,
  units: readonly CareStart[],
  now: Date,
): Promise<void> {
  const stamp = now.toISOString();
  const fresh = units.flatMap((unit) =>
    careKinds.map((kind) => ({
      email: normalEmail(email),
      unit_key: unit.key,
      kind,
      unit_name: unit.name,
      product_type: unit.productType,
      state: unit.state,
      due_on: firstDue(kind, unit, localToday(unit.state, now)),
      enabled: 1,
      done_on: null,
      mailed_for: null,
      updated_at: stamp,
      created_at: stamp,
    })),
  );
  if (fresh.length > 0)
    await db
      .insertInto('care_reminders')
      .values(fresh)
      .onConflict((conflict) => conflict.columns(['email', 'unit_key', 'kind']).doNothing())
      .execute();
}

/**
 * The owner's reminders for `units`, made for units that have none yet; by unit key, filter first.
 */
export async function careOf(
  context: CareContext,
  email: string,
  units: readonly CareUnit[],
): Promise<Map<string, HomeCareReminder[]>> {
  const owner = normalEmail(email);
  const now = context.clock();
  await startCare(context.db, owner, units, now);
  const rows = await context.db.selectFrom('care_reminders').selectAll().where('email', '=', owner).execute();
  const byUnit = new Map<string, HomeCareReminder[]>();
  for (const kind of careKinds)
    for (const row of rows.filter((candidate) => candidate.kind === kind)) {
      const today = localToday(row.state, now);
      const list = byUnit.get(row.unit_key) ?? [];
      list.push({
        kind,
        title: taskOf(kind, row.product_type),
        every: kind === 'filter' ? 'every month' : 'every year',
        enabled: row.enabled === 1,
        dueDate: row.due_on,
        due: longDate(row.due_on),
        overdue: row.due_on < today,
        dueToday: row.due_on === today,
        doneOn: row.done_on ? longDate(row.done_on) : null,
        today,
        latest: addMonths(today, MAX_MOVE_MONTHS),
      });
      byUnit.set(row.unit_key, list);
    }
  return byUnit;
}

/** What the owner does to one reminder (a form on My home). */
export type CareAction =
  | { action: 'done' }
  | { action: 'move'; date: string }
  | { action: 'off' }
  | { action: 'on' };

/** Why a care action was refused: the form says it beside the reminder. */
export type CareRefusal = { status: 400 | 404; message: string };

/**
 * Applies `action` to the owner's reminder `kind` of unit `unitKey`: marking it done moves the next
 * one an interval from today; moving sets the date (today to two years out); off and on as said.
 * Only the owner's own rows are touched: another owner's unit key finds nothing (404).
 */
export async function changeCare(
  context: CareContext,
  email: string,
  unitKey: string,
  kind: CareKind,
  change: CareAction,
): Promise<CareRefusal | null> {
  const owner = normalEmail(email);
  const row = await context.db
    .selectFrom('care_reminders')
    .selectAll()
    .where('email', '=', owner)
    .where('unit_key', '=', unitKey)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row) return { status: 404, message: 'We could not find that reminder in your home.' };
  const now = context.clock();
  const today = localToday(row.state, now);
  let values: Partial<Pick<CareRemindersTable, 'due_on' | 'enabled' | 'done_on'>>;
  switch (change.action) {
    case 'done': {
      const months =
        kind === 'filter' ? (filterCleanMonths[row.product_type as ProductType] ?? 1) : serviceMonths;
      values = { done_on: today, due_on: addMonths(today, months) };
      break;
    }
    case 'move': {
      const latest = addMonths(today, MAX_MOVE_MONTHS);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(change.date) || Number.isNaN(Date.parse(change.date)))
        return { status: 400, message: 'Enter the date as day, month and year, like 15/03/2027.' };
      if (change.date < today) return { status: 400, message: 'Choose today or a later date.' };
      if (change.date > latest) return { status: 400, message: `Choose a date by ${longDate(latest)}.` };
      values = { due_on: change.date, enabled: 1 };
      break;
    }
    case 'off':
      values = { enabled: 0 };
      break;
    case 'on':
      values = { enabled: 1 };
      break;
  }
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('care_reminders')
      .set({ ...values, updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
    // Off means at once: this reminder's mail still waiting in the outbox does not go.
    if (change.action === 'off')
      await trx
        .updateTable('notification_outbox')
        .set({ status: 'failed', last_error: 'Withdrawn: the owner turned the reminder off' })
        .where('kind', '=', 'care-reminder')
        .where('status', '=', 'pending')
        .where('recipient', '=', owner)
        .where('subject', '=', careReminderSubject({ kind, unitName: row.unit_name }))
        .execute();
  });
  return null;
}

/** Whether `row`'s reminder is due to be mailed at `now`: 8 am on its due date on the owner's clock, or later. */
function isMailable(row: Pick<CareRemindersTable, 'due_on' | 'state'>, now: Date): boolean {
  const zone = zoneOf(row.state);
  const today = australianDateOf(now, zone);
  if (row.due_on !== today) return row.due_on < today;
  const hour = Number(
    new Intl.DateTimeFormat('en-AU', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(now),
  );
  return hour >= REMINDER_HOUR;
}

/**
 * Queues the reminder mails due at `now` (the clock's): one per enabled reminder whose due date has
 * reached 8 am on its owner's wall clock and was not mailed yet, unless the owner left its topic.
 * Resolves with how many it queued.
 */
export async function queueDueReminders(context: CareContext): Promise<number> {
  const now = context.clock();
  // No Australian wall clock is more than a day ahead of UTC: a due date past that is not due anywhere.
  const horizon = australianDateOf(new Date(now.getTime() + 86_400_000), 'UTC');
  const rows = await context.db
    .selectFrom('care_reminders')
    .selectAll()
    .where('enabled', '=', 1)
    .where('due_on', '<=', horizon)
    .where((eb) => eb.or([eb('mailed_for', 'is', null), eb('mailed_for', '!=', eb.ref('due_on'))]))
    .orderBy('id')
    .limit(500)
    .execute();
  let queued = 0;
  for (const row of rows) {
    if (!isMailable(row, now)) continue;
    const topic = careTopic[row.kind];
    if (await isOptedOut(context.db, row.email, topic)) continue;
    const mail = await reminderMail(context, row);
    const stamp = now.toISOString();
    await context.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('care_reminders')
        .set({ mailed_for: row.due_on })
        .where('id', '=', row.id)
        .where('enabled', '=', 1)
        .where('due_on', '=', row.due_on)
        .where((eb) => eb.or([eb('mailed_for', 'is', null), eb('mailed_for', '!=', row.due_on)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return;
      await queueNotification(trx, null, mail, stamp);
      queued += 1;
    });
  }
  return queued;
}

/** A reminder's mail, with its topic's one-click unsubscribe and the preferences link. */
async function reminderMail(context: CareContext, row: Selectable<CareRemindersTable>) {
  const url = (path: string) => new URL(path, context.siteUrl).href;
  const model = /\(([^)]+)\)$/.exec(row.unit_name)?.[1];
  const props = {
    kind: row.kind,
    unitName: row.unit_name,
    task: `${taskOf(row.kind, row.product_type)}: the owner’s guide in My home shows how.`,
    dueOn: longDate(row.due_on),
    homeUrl: url('/my-home'),
    serviceUrl: url(model ? `/service?${new URLSearchParams({ model })}` : '/service'),
    preferencesUrl: await preferencesLink(context, row.email),
  };
  const rendered = renderMail(createElement(CareReminder, props));
  return {
    kind: 'care-reminder' as const,
    recipient: row.email,
    subject: careReminderSubject(props),
    body: rendered.text,
    html: rendered.html,
    ...(await outboxFields(context, row.email, careTopic[row.kind])),
  };
}
