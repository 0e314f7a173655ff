/**
 * Everything we hold for one address, for a person's access request: every lead of every kind
 * (with its answers, notes and status history), warranty registrations with their serials, cashback
 * claims (bank details only as the last digits the answers keep), service requests, installation
 * jobs, every mail sent to the address, every consent given or withdrawn, and every file (uploads and installation photos) listed
 * with its kind and date, not its content. Every query filters on the address (lower case), so
 * nothing of another address is read.
 */
import type { Kysely } from 'kysely';
import { leadTypeLabels } from '../../lib/value-lists.ts';
import type { Database } from '../db/types.ts';
import { type ConsentEntry, consentsOf } from './consent.ts';

export interface PrivacyExport {
  /** The address the export is for, and when and under which request it was made. */
  email: string;
  madeAt: string;
  request: string;
  leads: {
    reference: string;
    kind: string;
    status: string;
    receivedAt: string;
    name: string | null;
    phone: string | null;
    postcode: string | null;
    state: string | null;
    product: string | null;
    dealer: string | null;
    answers: Record<string, unknown>;
    notes: { at: string; author: string; text: string }[];
    statusHistory: { at: string; from: string | null; to: string; by: string }[];
  }[];
  registrations: {
    reference: string;
    model: string;
    status: string;
    serials: string[];
    approvedAt: string | null;
  }[];
  claims: {
    reference: string;
    promotion: string;
    status: string;
    amountAud: number;
    decidedNote: string | null;
  }[];
  serviceRequests: {
    reference: string;
    model: string;
    serial: string;
    warranty: string;
    outcome: string | null;
    bookedAt: string | null;
  }[];
  installs: {
    job: string;
    lead: string;
    bookedFor: string;
    status: string;
    commissionedAt: string | null;
    confirmedAt: string | null;
  }[];
  mails: { subject: string; kind: string; status: string; at: string }[];
  files: { kind: string; name: string; mediaType: string; bytes: number; at: string; lead: string }[];
  privacyRequests: { reference: string; kind: string; status: string; madeAt: string }[];
  /** Every consent given or withdrawn: the words shown, the policy's version, when and where. */
  consents: ConsentEntry[];
}

const parsed = (payload: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The export of `email` (lower case) as at `now`, for request `request`. */
export async function gatherExport(
  db: Kysely<Database>,
  email: string,
  request: string,
  now: Date,
  dealerName: (id: string) => string | undefined,
): Promise<PrivacyExport> {
  const leads = await db
    .selectFrom('leads')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .where('erased_at', 'is', null)
    .orderBy('created_at')
    .execute();
  const ids = leads.length ? leads.map((lead) => lead.id) : [-1];
  const referenceOf = new Map(leads.map((lead) => [lead.id, lead.reference]));
  const ref = (id: number) => referenceOf.get(id) ?? '';
  const [notes, history, registrations, serials, claims, service, jobs, files, mails, requests] =
    await Promise.all([
      db.selectFrom('lead_notes').selectAll().where('lead_id', 'in', ids).orderBy('id').execute(),
      db.selectFrom('lead_status_history').selectAll().where('lead_id', 'in', ids).orderBy('id').execute(),
      db.selectFrom('warranty_registrations').selectAll().where('lead_id', 'in', ids).execute(),
      db.selectFrom('warranty_serials').selectAll().where('lead_id', 'in', ids).execute(),
      db
        .selectFrom('promotion_claims')
        .select(['lead_id', 'promotion', 'status', 'amount_aud', 'status_note'])
        .where('lead_id', 'in', ids)
        .execute(),
      db.selectFrom('service_requests').selectAll().where('lead_id', 'in', ids).execute(),
      db
        .selectFrom('install_jobs')
        .select(['id', 'reference', 'lead_id', 'booked_for', 'status', 'commissioned_at', 'confirmed_at'])
        .where('lead_id', 'in', ids)
        .execute(),
      db
        .selectFrom('lead_files')
        .select(['lead_id', 'field', 'file_name', 'media_type', 'byte_size', 'created_at'])
        .where('lead_id', 'in', ids)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('notification_outbox')
        .select(['subject', 'kind', 'status', 'created_at', 'sent_at'])
        .where((eb) => eb(eb.fn('lower', ['recipient']), '=', email))
        .orderBy('id')
        .execute(),
      db
        .selectFrom('privacy_requests')
        .select(['reference', 'kind', 'status', 'created_at'])
        .where('email', '=', email)
        .orderBy('id')
        .execute(),
    ]);
  const consents = await consentsOf(
    db,
    email,
    leads.map((lead) => lead.id),
  );
  const jobIds = jobs.length ? jobs.map((job) => job.id) : [-1];
  const photos = await db
    .selectFrom('install_photos')
    .select(['job_id', 'kind', 'media_type', 'byte_size', 'taken_at'])
    .where('job_id', 'in', jobIds)
    .orderBy('id')
    .execute();
  const jobLead = new Map(jobs.map((job) => [job.id, ref(job.lead_id)]));
  return {
    email,
    madeAt: now.toISOString(),
    request,
    leads: leads.map((lead) => ({
      reference: lead.reference,
      kind: leadTypeLabels[lead.type],
      status: lead.status,
      receivedAt: lead.created_at,
      name: lead.name,
      phone: lead.phone,
      postcode: lead.postcode,
      state: lead.state,
      product: lead.product,
      dealer: lead.dealer_id ? (dealerName(lead.dealer_id) ?? lead.dealer_id) : null,
      answers: parsed(lead.payload),
      notes: notes
        .filter((note) => note.lead_id === lead.id)
        .map((note) => ({ at: note.created_at, author: note.author, text: note.body })),
      statusHistory: history
        .filter((step) => step.lead_id === lead.id)
        .map((step) => ({
          at: step.changed_at,
          from: step.from_status,
          to: step.to_status,
          by: step.changed_by,
        })),
    })),
    registrations: registrations.map((row) => ({
      reference: ref(row.lead_id),
      model: row.model,
      status: row.status,
      serials: serials
        .filter((serial) => serial.lead_id === row.lead_id)
        .map((serial) => `${serial.unit}: ${serial.serial}`),
      approvedAt: row.approved_at,
    })),
    claims: claims.map((row) => ({
      reference: ref(row.lead_id),
      promotion: row.promotion,
      status: row.status,
      amountAud: row.amount_aud,
      decidedNote: row.status_note,
    })),
    serviceRequests: service.map((row) => ({
      reference: ref(row.lead_id),
      model: row.model,
      serial: row.serial,
      warranty: row.warranty_state,
      outcome: row.outcome,
      bookedAt: row.booked_at,
    })),
    installs: jobs.map((job) => ({
      job: job.reference,
      lead: ref(job.lead_id),
      bookedFor: job.booked_for,
      status: job.status,
      commissionedAt: job.commissioned_at,
      confirmedAt: job.confirmed_at,
    })),
    mails: mails.map((mail) => ({
      subject: mail.subject,
      kind: mail.kind,
      status: mail.status,
      at: mail.sent_at ?? mail.created_at,
    })),
    files: [
      ...files.map((file) => ({
        kind: `Upload (${file.field})`,
        name: file.file_name,
        mediaType: file.media_type,
        bytes: file.byte_size,
        at: file.created_at,
        lead: ref(file.lead_id),
      })),
      ...photos.map((photo) => ({
        kind: `Installation photo (${photo.kind})`,
        name: `${photo.kind}.${photo.media_type.split('/')[1] ?? 'jpg'}`,
        mediaType: photo.media_type,
        bytes: photo.byte_size,
        at: photo.taken_at,
        lead: jobLead.get(photo.job_id) ?? '',
      })),
    ],
    privacyRequests: requests.map((row) => ({
      reference: row.reference,
      kind: row.kind,
      status: row.status,
      madeAt: row.created_at,
    })),
    consents,
  };
}
