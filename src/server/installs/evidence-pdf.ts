/**
 * The rebate evidence pack as a PDF, for the accredited certificate provider and the schemes'
 * auditors: the installation, each system with its model, register number and serials, the
 * technician's licence and the dealer's trading authorisation, the tests and any result outside the
 * manual, the old system's decommissioning, every photo (scaled down, with its kind, time in the
 * home's time zone and place) and the owner's rebate plan when one is linked. Drawn with pdfkit
 * through the site's branded-document helpers, on request, never stored.
 *
 * Personal data kept to what the provider needs: the site's postcode and state, never the owner's
 * name, email or phone (the provider takes the owner's details on its own assignment form, and the
 * job reference ties the two). The technician is named because the licence is theirs.
 */
import { site } from '../../config/site.ts';
import { australianTimeZone, longDate } from '../../lib/australian-dates.ts';
import type { InstallProduct } from '../../lib/installs/products.ts';
import { timeZoneByState } from '../../lib/opening-hours.ts';
import {
  contentWidth,
  createBrandDocument,
  drawFactsBox,
  drawFooters,
  drawHeaderBand,
  drawHeading,
  drawList,
  drawParagraph,
  drawPicture,
  drawTable,
  keepTogether,
  pdfBytes,
  pdfColours,
  pdfText,
} from '../../lib/server-only/pdf/brand-document.ts';
import { artifact, tagged } from '../../lib/server-only/pdf/tagged.ts';
import type { PackPhoto, PackPlan } from './evidence-pack.ts';
import { type CommissioningRecord, type InstallJob, installPhotoLabels } from './records.ts';

export interface EvidencePackInput {
  job: InstallJob & { record: CommissioningRecord };
  dealer: { name: string };
  products: ReadonlyMap<string, InstallProduct>;
  photos: readonly PackPhoto[];
  plan: PackPlan | undefined;
  siteUrl: string;
}

/** "14 Jan 2027, 10:32 am AEDT": a moment as the home's clock showed it. */
export const homeTime = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** "-33.81492, 151.00127", or that the technician did not share it. */
export const photoPlace = (photo: Pick<PackPhoto, 'latitude' | 'longitude'>) =>
  photo.latitude === null || photo.longitude === null
    ? 'location not shared'
    : `${photo.latitude.toFixed(5)}, ${photo.longitude.toFixed(5)}`;

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-AU', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function drawSystems(doc: PDFKit.PDFDocument, input: EvidencePackInput) {
  const { job, products } = input;
  // One table a system, a row per fact: serials and readings stay whole on one line.
  job.record.units.forEach((unit, index) => {
    const product = products.get(unit.productSlug);
    drawHeading(doc, `System ${index + 1}: ${product?.name ?? unit.productSlug}`, 120);
    drawTable(doc, {
      rows: [
        ['Model', product?.modelNumber ?? ''],
        ['Energy register (GEMS) number', product?.registrationNumber ?? 'not on the register'],
        ['Refrigerant', product?.refrigerant ?? ''],
        ['Indoor unit serial', unit.indoorSerial],
        ['Outdoor unit serial', unit.outdoorSerial ?? 'none (a one-unit system)'],
        [
          'Pipe run',
          `${number(unit.pipeRunM, 1)} m${product?.pipeLengthMaxM ? ` (the model’s maximum: ${number(product.pipeLengthMaxM)} m)` : ''}`,
        ],
        ['Refrigerant charge added', `${number(unit.chargeAddedGrams)} g`],
        ['Vacuum', `${number(unit.vacuumMicrons)} microns, held ${number(unit.vacuumHeldMinutes)} min`],
        [
          'Nitrogen pressure test',
          `${number(unit.nitrogenKpa)} kPa, held ${number(unit.nitrogenHeldMinutes)} min`,
        ],
      ],
      firstColumnWidth: 200,
    });
  });
  drawHeading(doc, 'Results against the installation manual');
  if (job.flags.length === 0) drawParagraph(doc, 'Every result is within the installation manual’s limits.');
  else {
    drawParagraph(
      doc,
      'Results outside the installation manual (flagged for Cirrus staff; they do not stop the job):',
    );
    drawList(
      doc,
      job.flags.map((flag) => `System ${flag.unit + 1}: ${flag.says}`),
    );
  }
}

function drawOldSystem(doc: PDFKit.PDFDocument, record: CommissioningRecord) {
  drawHeading(doc, 'The old system', 4 * 22);
  const old = record.oldSystem;
  if (old.kind === 'none') {
    drawParagraph(doc, 'No system was replaced: nothing was decommissioned.');
    return;
  }
  if (old.kind === 'refrigerant') {
    drawTable(doc, {
      rows: [
        ['What it was', old.description],
        ['Outcome', old.outcome === 'removed' ? 'Removed' : 'Decommissioned in place'],
        ['Refrigerant recovered', `${number(old.recoveredKg, 3)} kg`],
        ['Recovery cylinder', old.cylinderSerial],
      ],
      firstColumnWidth: 170,
    });
    return;
  }
  drawTable(doc, {
    rows: [
      ['What it was', `${old.description} (gas heater)`],
      ['Gasfitter’s licence', old.gasfitterLicence],
      ['Gas compliance certificate', old.complianceCertificate],
    ],
    firstColumnWidth: 170,
  });
}

/** What a photo shows, for a screen reader: its kind (the caption under it has its time and place). */
const photoAlt = (photo: PackPhoto) => `Photo: ${installPhotoLabels[photo.kind] ?? photo.kind}`;

/** Two photos a row, each with its kind, time and place under it. */
function drawPhotos(doc: PDFKit.PDFDocument, photos: readonly PackPhoto[], zone: string) {
  drawHeading(doc, 'Photos', 200);
  if (photos.length === 0) {
    drawParagraph(doc, 'No photos were sent with this job.');
    return;
  }
  drawParagraph(
    doc,
    'Scaled down for this page. The originals, as the technician’s phone sent them, are in the job’s evidence archive (ZIP) with the SHA-256 shown here.',
    { muted: true },
  );
  const gap = 16;
  const width = (contentWidth(doc) - gap) / 2;
  const height = width * 0.75;
  for (let index = 0; index < photos.length; index += 2) {
    keepTogether(doc, height + 60);
    const top = doc.y;
    let bottom = top;
    photos.slice(index, index + 2).forEach((photo, column) => {
      const x = doc.page.margins.left + column * (width + gap);
      const caption = [
        installPhotoLabels[photo.kind] ?? photo.kind,
        `Taken ${homeTime(photo.takenAt, zone)}`,
        `Place: ${photoPlace(photo)}`,
        `SHA-256 ${photo.sha256}`,
      ].join('\n');
      if (photo.jpeg)
        bottom = Math.max(
          bottom,
          drawPicture(
            doc,
            { bytes: photo.jpeg, alt: photoAlt(photo) },
            { x, y: top, width, height },
            caption,
          ),
        );
      else {
        // A format pdfkit cannot draw (and sharp could not read): the box says so; the archive has the file.
        artifact(doc, () => doc.rect(x, top, width, height).lineWidth(0.5).stroke(pdfColours.rule));
        tagged(doc, 'P', () =>
          doc
            .fontSize(9)
            .fillColor(pdfColours.muted)
            .text(
              pdfText('This photo cannot be drawn here: see the evidence archive.'),
              x + 8,
              top + height / 2 - 6,
              {
                width: width - 16,
                align: 'center',
              },
            ),
        );
        tagged(doc, 'P', () =>
          doc.fontSize(7.5).text(pdfText(caption), x, top + height + 3, { width, align: 'center' }),
        );
        doc.fillColor(pdfColours.text);
        bottom = Math.max(bottom, doc.y);
      }
    });
    doc.x = doc.page.margins.left;
    doc.y = bottom + 12;
  }
}

export async function renderEvidencePack(input: EvidencePackInput): Promise<Uint8Array> {
  const { job, dealer, plan } = input;
  const record = job.record;
  const zone = (job.owner.state && timeZoneByState[job.owner.state]) || australianTimeZone;
  const commissioned = job.commissionedAt ?? job.createdAt;
  const doc = createBrandDocument({
    title: `Installation evidence pack ${job.reference}`,
    subject: `${site.name} installation evidence for job ${job.reference}`,
    keywords: [
      job.reference,
      ...record.units.flatMap((unit) => [unit.indoorSerial, unit.outdoorSerial ?? '']),
    ].filter(Boolean),
    created: new Date(commissioned),
  });
  const siteLabel = `${job.owner.postcode ?? ''} ${job.owner.state ?? ''}`.trim() || 'not recorded';
  drawHeaderBand(doc, {
    kind: 'Installation evidence pack',
    eyebrow: `Job ${job.reference} · commissioned ${longDate(commissioned, zone)}`,
    title: `Installation at postcode ${siteLabel}`,
  });
  drawParagraph(
    doc,
    `The record of this installation as the technician sent it from site, for the accredited certificate provider. The owner’s contact details are not in this pack: the provider takes them on its own assignment form, with this job’s reference.`,
  );
  drawFactsBox(doc, [
    { label: 'Job', value: job.reference },
    { label: 'Installation day', value: longDate(job.bookedFor) },
    { label: 'Commissioned', value: longDate(commissioned, zone) },
    { label: 'Owner confirmed', value: job.confirmedAt ? longDate(job.confirmedAt, zone) : 'Not yet' },
  ]);
  drawHeading(doc, 'The installation');
  drawTable(doc, {
    rows: [
      ['Installer (dealer)', dealer.name],
      ['ARC refrigerant trading authorisation', record.tradingAuthorisation],
      ['Technician', record.technicianName],
      ['Technician’s ARC refrigerant handling licence', record.technicianLicence],
      ['Site', `Postcode ${siteLabel}`],
      ['Quote', job.leadReference],
      ['Handover', 'Isolator fitted, condensate drain tested, controller paired, owner shown how to use it'],
    ],
    firstColumnWidth: 200,
  });
  drawSystems(doc, input);
  drawOldSystem(doc, record);
  drawHeading(doc, 'Rebate plan');
  if (plan) {
    drawParagraph(
      doc,
      `The owner sent this plan to ${dealer.name} on ${longDate(plan.sentAt, zone)} (${plan.reference}):`,
    );
    for (const line of plan.lines) drawParagraph(doc, line, { muted: true });
  } else drawParagraph(doc, 'The owner did not send a rebate plan to this dealer through the site.');
  drawPhotos(doc, input.photos, zone);
  drawFooters(doc, {
    url: new URL('/rebates', input.siteUrl).href,
    note: `${site.legalName} · ${site.phone.display} · ${site.email}`,
  });
  return pdfBytes(doc);
}
