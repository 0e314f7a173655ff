/**
 * A person's privacy export as a PDF they can read (drawn in the PDF worker pool, src/server/pdf):
 * the same information as the JSON, section by section, with the site's branded-document helpers.
 * Those tag what they draw (src/lib/server-only/pdf/tagged.ts): the address as `H1`, each section's
 * heading as `H2`, each table's header cells as `TH`, so a screen reader reads it in order
 * (tests/pdf/tagged-pdfs.test.ts). Draw only through them. Files are listed by kind, name and date;
 * their content is not in the export.
 */
import { site } from '../../config/site.ts';
import { longDate } from '../../lib/australian-dates.ts';
import {
  createBrandDocument,
  drawFooters,
  drawHeaderBand,
  drawHeading,
  drawParagraph,
  drawTable,
  pdfBytes,
  pdfText,
} from '../../lib/server-only/pdf/brand-document.ts';
import type { PrivacyExport } from './export.ts';

export interface PrivacyExportPdfInput {
  data: PrivacyExport;
  siteUrl: string;
}

const day = (value: string | null) => (value ? longDate(value) : '');

/** A lead's answers as "label: value" lines (objects and lists written out as JSON). */
const answerLines = (answers: Record<string, unknown>) =>
  Object.entries(answers)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([key, value]) => [key, pdfText(typeof value === 'string' ? value : JSON.stringify(value))]);

/** Draws a titled table, or a sentence saying there is nothing of that kind. */
function section(
  doc: ReturnType<typeof createBrandDocument>,
  heading: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  none: string,
) {
  drawHeading(doc, heading);
  if (rows.length === 0) drawParagraph(doc, none, { muted: true });
  else drawTable(doc, { header, rows });
}

export async function renderPrivacyExport({ data, siteUrl }: PrivacyExportPdfInput): Promise<Uint8Array> {
  const doc = createBrandDocument({
    title: `Your information held by ${site.name} (${data.request})`,
    subject: `Everything ${site.name} holds for ${data.email}`,
    keywords: [data.request, 'privacy', 'export'],
    created: new Date(data.madeAt),
  });
  drawHeaderBand(doc, {
    kind: 'Your information',
    eyebrow: `Privacy request ${data.request} · made ${longDate(data.madeAt)}`,
    title: data.email,
  });
  drawParagraph(
    doc,
    `This is everything ${site.legalName} holds for the email address above, as at ${longDate(data.madeAt)}. The same information comes as a JSON file for a computer to read. Files are listed, not included: ask us for a copy of any of them.`,
  );
  for (const lead of data.leads) {
    drawHeading(doc, `${lead.kind} ${lead.reference}`);
    drawTable(doc, {
      rows: [
        ['Received', day(lead.receivedAt)],
        ['Status', lead.status],
        ['Name', lead.name ?? ''],
        ['Phone', lead.phone ?? ''],
        ['Postcode', `${lead.postcode ?? ''} ${lead.state ?? ''}`.trim()],
        ...(lead.product ? [['Product', lead.product]] : []),
        ...(lead.dealer ? [['Dealer', lead.dealer]] : []),
        ...answerLines(lead.answers),
        ...lead.notes.map((note) => [`Note, ${day(note.at)}`, `${note.author}: ${pdfText(note.text)}`]),
      ],
      firstColumnWidth: 160,
    });
  }
  if (data.leads.length === 0)
    drawParagraph(doc, 'We hold no request, registration or claim for this address.');
  section(
    doc,
    'Warranty registrations',
    ['Reference', 'Model', 'Status', 'Serials'],
    data.registrations.map((row) => [row.reference, row.model, row.status, row.serials.join(', ')]),
    'None.',
  );
  section(
    doc,
    'Cashback claims',
    ['Reference', 'Promotion', 'Status', 'Amount'],
    data.claims.map((row) => [row.reference, row.promotion, row.status, `$${row.amountAud}`]),
    'None.',
  );
  section(
    doc,
    'Service requests',
    ['Reference', 'Model', 'Serial', 'Warranty', 'Outcome'],
    data.serviceRequests.map((row) => [
      row.reference,
      row.model,
      row.serial,
      row.warranty,
      row.outcome ?? '',
    ]),
    'None.',
  );
  section(
    doc,
    'Installations',
    ['Job', 'Request', 'Booked for', 'Status'],
    data.installs.map((row) => [row.job, row.lead, day(row.bookedFor), row.status]),
    'None.',
  );
  section(
    doc,
    'Emails we sent you',
    ['Date', 'Subject', 'Status'],
    data.mails.map((mail) => [day(mail.at), pdfText(mail.subject), mail.status]),
    'None.',
  );
  section(
    doc,
    'Files we hold',
    ['Kind', 'Name', 'Date', 'Request'],
    data.files.map((file) => [file.kind, file.name, day(file.at), file.lead]),
    'None.',
  );
  section(
    doc,
    'Privacy requests',
    ['Reference', 'Kind', 'Status', 'Made'],
    data.privacyRequests.map((row) => [row.reference, row.kind, row.status, day(row.madeAt)]),
    'None.',
  );
  section(
    doc,
    'Consents',
    ['Date', 'Choice', 'What the page said', 'Page', 'Policy version'],
    data.consents.map((row) => [
      day(row.at),
      row.given ? 'Given' : 'Withdrawn',
      pdfText(row.text),
      row.page,
      row.policyVersion,
    ]),
    'None.',
  );
  drawFooters(doc, {
    url: new URL('/privacy-policy', siteUrl).href,
    note: `${site.legalName} · ${site.phone.display} · ${site.email}`,
  });
  return pdfBytes(doc);
}
