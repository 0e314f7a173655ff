/**
 * Safety notices reach the owners they concern, once. The editor publishes a notice by rebuilding the
 * site; the build writes every notice to `/safety-notices.json` (src/pages/safety-notices.json.ts),
 * and this job, run by the server every few minutes and after each publish, reads the served build's
 * copy and, for each notice in force, finds every unit it covers (registrations still standing and
 * commissioned installations, owned as My home owns them: ./ownership.ts) and mails each owner once.
 * "Once" is a row per notice and address in `safety_notice_mails`, unique on the pair and written in
 * the transaction that queues the mail: a second run, or a second process, inserts nothing and mails
 * nothing. An owner who buys a covered unit after the notice went out is mailed on the next run.
 */
import { readFile } from 'node:fs/promises';
import { type Kysely, sql } from 'kysely';
import { createElement } from 'react';
import { z } from 'zod';
import { australianDateOf } from '#lib/australian-dates.ts';
import { type NoticeUnit, noticeCovers, noticesInForce } from '#lib/my-home/safety.ts';
import { type SafetyNotice, safetyNoticeSchema } from '#schemas/safety-notice.ts';
import type { Database } from '../db/types.ts';
import { renderMail } from '../mail/render.ts';
import { SafetyNoticeMail, safetyNoticeSubject } from '../mail/templates/safety-notice.ts';

/** What the build publishes: the notices and the names of the products they cover. */
export const noticeDocumentSchema = z.object({
  notices: z.array(safetyNoticeSchema),
  productNames: z.record(z.string(), z.string()),
});
export type NoticeDocument = z.infer<typeof noticeDocumentSchema>;

export interface NoticeMailContext {
  db: Kysely<Database>;
  clock: () => Date;
  siteUrl: string;
}

/** A unit with its owner, as the job reads it. */
interface OwnedUnit extends NoticeUnit {
  email: string;
}

/** The owner of lead `l`: the buyer after a sale, else the address on the lead. */
const ownerColumn = sql<string>`coalesce((select ho.email from home_lead_owners ho where ho.lead_id = l.id), lower(l.email))`;

const recordUnits = z.object({
  units: z.array(
    z.object({ productSlug: z.string(), indoorSerial: z.string(), outdoorSerial: z.string().optional() }),
  ),
});

/** Every unit of these products, registered (still standing) or commissioned, with its owner. */
async function unitsOf(db: Kysely<Database>, products: readonly string[]): Promise<OwnedUnit[]> {
  const registrations = await db
    .selectFrom('warranty_registrations as w')
    .innerJoin('leads as l', 'l.id', 'w.lead_id')
    .select(['w.lead_id as leadId', 'w.product_slug as productSlug', ownerColumn.as('email')])
    .where('w.product_slug', 'in', products)
    .where('w.status', 'in', ['received', 'info-needed', 'approved'])
    .where('l.erased_at', 'is', null)
    .where('l.email', 'is not', null)
    .execute();
  const serials =
    registrations.length === 0
      ? []
      : await db
          .selectFrom('warranty_serials')
          .select(['lead_id', 'serial', 'unit'])
          .where(
            'lead_id',
            'in',
            registrations.map((row) => row.leadId),
          )
          .execute();
  const registered = registrations.map((row) => {
    const own = serials.filter((serial) => serial.lead_id === row.leadId);
    return {
      email: row.email,
      productSlug: row.productSlug,
      indoorSerial: own.find((serial) => serial.unit === 'indoor')?.serial ?? '',
      outdoorSerial: own.find((serial) => serial.unit === 'outdoor')?.serial ?? null,
    };
  });
  const jobs = await db
    .selectFrom('install_jobs as j')
    .innerJoin('leads as l', 'l.id', 'j.lead_id')
    .select(['j.record', ownerColumn.as('email')])
    .where('j.status', 'in', ['commissioned', 'confirmed'])
    .where('l.erased_at', 'is', null)
    .where('l.email', 'is not', null)
    .execute();
  const commissioned = jobs.flatMap((job) =>
    (recordUnits.safeParse(JSON.parse(job.record ?? 'null')).data?.units ?? []).map((unit) => ({
      email: job.email,
      productSlug: unit.productSlug,
      indoorSerial: unit.indoorSerial,
      outdoorSerial: unit.outdoorSerial ?? null,
    })),
  );
  return [...registered, ...commissioned];
}

/** The owners a notice covers, each with the units it covers ("name, indoor serial …"). */
export async function noticeOwners(
  db: Kysely<Database>,
  notice: SafetyNotice,
  productNames: Readonly<Record<string, string>>,
): Promise<Map<string, string[]>> {
  const owners = new Map<string, string[]>();
  for (const unit of await unitsOf(db, notice.products)) {
    if (!noticeCovers(notice, unit)) continue;
    const serial = notice.unit === 'indoor' ? unit.indoorSerial : unit.outdoorSerial;
    const line = `${productNames[unit.productSlug] ?? unit.productSlug}, ${notice.unit} serial ${serial}`;
    const lines = owners.get(unit.email) ?? [];
    if (!lines.includes(line)) lines.push(line);
    owners.set(unit.email, lines);
  }
  return owners;
}

/** Mails every owner a notice in force covers who has not had it; how many mails it queued. */
export async function mailSafetyNotices(
  context: NoticeMailContext,
  document: NoticeDocument,
): Promise<number> {
  const now = context.clock();
  const today = australianDateOf(now);
  let queued = 0;
  for (const notice of noticesInForce(document.notices, today)) {
    const owners = await noticeOwners(context.db, notice, document.productNames);
    for (const [email, units] of owners) {
      const mail = renderMail(
        createElement(SafetyNoticeMail, {
          title: notice.title,
          hazard: notice.hazard,
          whatToDo: notice.whatToDo,
          units,
          homeUrl: new URL('/my-home', context.siteUrl).href,
          serviceUrl: new URL('/service', context.siteUrl).href,
        }),
      );
      const sent = await context.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('safety_notice_mails')
          .values({ notice: notice.slug, email, created_at: now.toISOString() })
          .onConflict((conflict) => conflict.columns(['notice', 'email']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        await trx
          .insertInto('notification_outbox')
          .values({
            lead_id: null,
            kind: 'safety-notice',
            recipient: email,
            subject: safetyNoticeSubject(notice.title),
            body: mail.text,
            html: mail.html,
            calendar: null,
            status: 'pending',
            attempts: 0,
            next_attempt_at: now.toISOString(),
            created_at: now.toISOString(),
          })
          .execute();
        return true;
      });
      if (sent) queued += 1;
    }
  }
  return queued;
}

/** The served build's notices (`{dist}/client/safety-notices.json`); none when it has no such file. */
export async function readNoticeDocument(clientDir: string): Promise<NoticeDocument> {
  const text = await readFile(`${clientDir}/safety-notices.json`, 'utf8').catch(() => null);
  return text === null ? { notices: [], productNames: {} } : noticeDocumentSchema.parse(JSON.parse(text));
}
