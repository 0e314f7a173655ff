/**
 * Every kind of PDF the site makes is tagged, as poppler reads it: a spec sheet, an owner's guide, a
 * warranty certificate, an installation evidence pack and a privacy export, each drawn from
 * believable data. For each:
 * `pdfinfo` says `Tagged: yes`, its language and title; its XMP metadata identifies PDF/UA-1; its
 * structure tree (`pdfinfo -struct-text`) holds the title as `H1`, every section heading as `H2`, a
 * table's header cells as `TH` and its pictures as `Figure` with their alternative text; and the
 * running footers are artifacts, outside the tree.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { controllerFamilyOf } from '../../src/lib/fault-codes.ts';
import { installProducts } from '../../src/lib/installs/products.ts';
import { ownersGuideContent } from '../../src/lib/owners-guide/content.ts';
import { renderOwnersGuide } from '../../src/lib/server-only/owners-guide/render.ts';
import { renderSpecSheet } from '../../src/lib/server-only/spec-sheet/render.ts';
import { specSheetContent } from '../../src/lib/spec-sheet/content.ts';
import { warrantyCoverFor } from '../../src/lib/warranty.ts';
import { type FaultCodeFamily, faultCodeFamilySchema } from '../../src/schemas/fault-code.ts';
import { renderEvidencePack } from '../../src/server/installs/evidence-pdf.ts';
import type { InstallJob } from '../../src/server/installs/records.ts';
import type { PrivacyExport } from '../../src/server/privacy/export.ts';
import { renderPrivacyExport } from '../../src/server/privacy/export-pdf.ts';
import { renderCertificate } from '../../src/server/warranty/certificate.ts';
import type { RegistrationRecord } from '../../src/server/warranty/records.ts';
import { productBySlug, products } from '../catalogue/load-catalogue.ts';
import { loadFolder, loadWarrantyTerms } from '../content/load-content.ts';
import { AURA_71, sampleCommissioningRecord } from '../support/install-record.ts';
import { pdfInfo } from '../support/pdf-text.ts';

const SITE = 'https://www.cirrusclimate.com.au';
const terms = loadWarrantyTerms();
const product = productBySlug('edge-3-5kw-reverse-cycle-split-system');
const families = loadFolder('fault-codes').map(({ data }) => faultCodeFamilySchema.parse(data));

/** A small photo, as the pictures are drawn: a JPEG. */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#8aa7b0' } })
    .jpeg()
    .toBuffer();

/** The structure tree as poppler prints it: an element a line, its attributes and text indented under it. */
const structure = (bytes: Uint8Array) => pdfInfo(bytes, '-struct-text');

const indent = (line: string) => line.length - line.trimStart().length;

/** The text of each element of a kind (`H2`, `TH`), in reading order. */
function elements(tree: string, kind: string): string[] {
  const lines = tree.split('\n');
  const found: string[] = [];
  lines.forEach((line, index) => {
    if (!new RegExp(`^\\s*${kind}(?=[ :]|$)`).test(line)) return;
    for (const next of lines.slice(index + 1)) {
      if (indent(next) <= indent(line)) break;
      const text = next.match(/^\s*"(.*)"$/)?.[1];
      if (text !== undefined) {
        found.push(text.trim());
        break;
      }
    }
  });
  return found;
}

function expectTaggedDocument(bytes: Uint8Array, title: string) {
  const info = pdfInfo(bytes);
  expect(info).toMatch(/^Tagged:\s+yes$/m);
  expect(info).toMatch(new RegExp(`^Title:\\s+${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
  expect(info).toMatch(/^PDF version:\s+1\.7$/m);
  expect(pdfInfo(bytes, '-meta')).toMatch(/<pdfuaid:part>1<\/pdfuaid:part>/);
  const tree = structure(bytes);
  expect(tree).toMatch(/^Document/m);
  expect(elements(tree, 'H1')).toHaveLength(1);
  // The footer's contact line and page numbers are artifacts: never read as content.
  expect(tree).not.toContain('Page 1 of');
  return tree;
}

describe('every PDF the site makes is tagged', () => {
  it('a spec sheet: title, sections, tables with their headers, the product and its drawing as figures', async () => {
    const content = specSheetContent(
      product,
      { cover: warrantyCoverFor(terms, product), startsFrom: terms.startsFrom },
      SITE,
    );
    const bytes = await renderSpecSheet(content, {
      product: { bytes: await photo(), alt: 'The Edge 3.5 kW indoor unit, front on' },
      drawing: { bytes: await photo(), alt: 'Dimension drawing of the indoor and outdoor units' },
    });
    const tree = expectTaggedDocument(bytes, `${content.title}: spec sheet`);
    expect(elements(tree, 'H1')).toEqual([content.title]);
    expect(elements(tree, 'H2')).toEqual([
      'Zoned Energy Rating Label',
      'Noise by fan speed',
      ...content.groups.map((group) => group.heading),
      'Warranty cover',
      'Dimensions and installation clearances',
    ]);
    const headers = elements(tree, 'TH');
    // The label table's column headers, and each spec's name heading its row.
    for (const header of content.energyLabel?.header ?? []) expect(headers).toContain(header);
    for (const spec of content.groups.flatMap((group) => group.specs)) expect(headers).toContain(spec.label);
    expect(elements(tree, 'Figure')).toHaveLength(2);
    // Each figure's alternative text (poppler does not print it; the element's dictionary has it).
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('/Alt (The Edge 3.5 kW indoor unit, front on)');
    expect(raw).toContain('/Alt (Dimension drawing of the indoor and outdoor units)');
  });

  it('an owner’s guide: its steps as numbered lists, the fault codes as a table with its headers', async () => {
    const family = families.find((entry) => entry.family === controllerFamilyOf(product)) as FaultCodeFamily;
    const content = ownersGuideContent(
      product,
      family,
      { terms, cover: warrantyCoverFor(terms, product) },
      SITE,
    );
    const bytes = await renderOwnersGuide(content);
    const tree = expectTaggedDocument(bytes, `${content.title}: owner's guide`);
    expect(elements(tree, 'H2')).toEqual([
      'How to operate it',
      'Cleaning and maintenance',
      'Fault codes',
      'Warranty cover',
      'How to get service',
    ]);
    expect(elements(tree, 'TH')).toEqual(expect.arrayContaining([...(content.faultCodes.header ?? [])]));
    // Each step a list item: its number as the label, its text as the body.
    expect(elements(tree, 'Lbl')).toEqual(
      expect.arrayContaining(content.operating.map((_, index) => `${index + 1}.`)),
    );
    expect(elements(tree, 'LBody')).toContain(content.operating[0]);
  });

  it('a warranty certificate: the owner and system, the cover table with its column headers', async () => {
    const registration: RegistrationRecord = {
      leadId: 2,
      reference: 'CC-9WD3LM',
      status: 'approved',
      statusNote: null,
      model: 'CAI-35R',
      productSlug: product.slug,
      dealerId: null,
      certificateToken: 'q3VbM2x8Rk1LpZ7tYw4Nc6Hd0Fs9Ja5E',
      approvedAt: '2026-11-20T00:00:00.000Z',
      createdAt: '2026-11-02T00:00:00.000Z',
      updatedAt: '2026-11-20T00:00:00.000Z',
      postcode: '2150',
      payload: {
        name: 'Ann O’Brien',
        email: 'ann@example.com',
        state: 'NSW',
        dealer: 'Parramatta Air & Climate',
        purchaseDate: '2026-10-20',
        installationDate: '2026-10-28',
      } as unknown as RegistrationRecord['payload'],
    };
    const bytes = await renderCertificate({
      registration,
      serials: { indoor: 'CAI-3501-20817', outdoor: 'CAO-3501-20817' },
      product,
      terms,
      siteUrl: SITE,
    });
    const tree = expectTaggedDocument(bytes, 'Warranty certificate CC-9WD3LM');
    expect(elements(tree, 'H1')).toEqual([product.name]);
    expect(elements(tree, 'H2')).toEqual(['Owner and system', 'Your cover']);
    expect(elements(tree, 'TH')).toEqual(
      expect.arrayContaining(['What is covered', 'Years', 'Covered until', 'Owner', 'Model number']),
    );
    // The key dates, read as a list of label and value.
    expect(elements(tree, 'Lbl')).toEqual(['Purchased', 'Installed', 'Registered', 'Approved']);
  });

  it('an installation evidence pack: systems, the old system, photos as figures with what they show', async () => {
    const record = sampleCommissioningRecord({ serial: '30114', oldSystem: 'refrigerant' });
    const job = {
      id: 1,
      reference: 'CJ-7Q4M2P',
      leadId: 3,
      leadReference: 'CC-4HX8TN',
      dealerId: 'parramatta-air-climate',
      bookedFor: '2027-01-14',
      units: [],
      status: 'commissioned',
      record,
      flags: [{ unit: 0, says: 'The refrigerant charge added is 40 g above the worked-out figure.' }],
      commissionedAt: '2027-01-14T03:32:00.000Z',
      confirmedAt: null,
      ownerIssue: null,
      owner: { name: '', email: '', phone: '', postcode: '2150', state: 'NSW' },
      createdAt: '2027-01-02T00:00:00.000Z',
    } as unknown as InstallJob & { record: typeof record };
    const bytes = await renderEvidencePack({
      job,
      dealer: { name: 'Parramatta Air & Climate' },
      products: installProducts(products, terms),
      photos: [
        {
          kind: 'outdoor-installed',
          takenAt: '2027-01-14T02:10:00.000Z',
          latitude: -33.81492,
          longitude: 151.00127,
          sha256: 'a'.repeat(64),
          jpeg: await photo(),
        },
        {
          kind: 'old-plate',
          takenAt: '2027-01-14T01:05:00.000Z',
          latitude: null,
          longitude: null,
          sha256: 'b'.repeat(64),
          jpeg: null,
        },
      ],
      plan: undefined,
      siteUrl: SITE,
    });
    const tree = expectTaggedDocument(bytes, 'Installation evidence pack CJ-7Q4M2P');
    expect(elements(tree, 'H2')).toEqual([
      'The installation',
      `System 1: ${installProducts(products, terms).get(AURA_71)?.name}`,
      'Results against the installation manual',
      'The old system',
      'Rebate plan',
      'Photos',
    ]);
    expect(elements(tree, 'TH')).toEqual(
      expect.arrayContaining(['Technician', 'Indoor unit serial', 'Refrigerant recovered']),
    );
    expect(elements(tree, 'LBody')).toContain(`System 1: ${job.flags[0]?.says}`);
    expect(elements(tree, 'Figure')).toHaveLength(1);
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Alt (Photo: Outdoor unit installed)');
    expect(tree).toContain('This photo cannot be drawn here: see the evidence archive.');
  });

  it('a privacy export: the address as its title, each record kind a section, each table with its column headers', async () => {
    const data: PrivacyExport = {
      email: 'kim.nguyen@example.com',
      madeAt: '2027-01-12T00:00:00.000Z',
      request: 'PR-7K3M9Q',
      leads: [
        {
          reference: 'CC-4HX8TN',
          kind: 'Quote request',
          status: 'contacted',
          receivedAt: '2027-01-04T01:00:00.000Z',
          name: 'Kim Nguyen',
          phone: '+61412345678',
          postcode: '2150',
          state: 'NSW',
          product: 'ducted',
          dealer: 'Parramatta Air & Climate',
          answers: { rooms: '4', message: 'West facing, tight roof space.' },
          notes: [],
          statusHistory: [],
        },
      ],
      registrations: [
        {
          reference: 'CC-9WD3LM',
          model: 'CAI-35R',
          status: 'approved',
          serials: ['indoor: CAI-3501-20817'],
          approvedAt: null,
        },
      ],
      claims: [],
      serviceRequests: [],
      installs: [],
      mails: [
        {
          subject: 'We have your quote request',
          kind: 'visitor-confirmation',
          status: 'sent',
          at: '2027-01-04T01:00:05.000Z',
        },
      ],
      files: [],
      privacyRequests: [
        { reference: 'PR-7K3M9Q', kind: 'access', status: 'open', madeAt: '2027-01-11T23:00:00.000Z' },
      ],
      consents: [
        {
          at: '2027-01-04T01:00:00.000Z',
          kind: 'lead-form',
          subject: 'quote',
          given: true,
          text: 'We use your details only to respond to this request, as our privacy policy explains.',
          policyVersion: '3',
          page: '/get-a-quote',
        },
      ],
    };
    const bytes = await renderPrivacyExport({ data, siteUrl: SITE });
    const tree = expectTaggedDocument(bytes, 'Your information held by Cirrus Climate (PR-7K3M9Q)');
    expect(elements(tree, 'H1')).toEqual([data.email]);
    expect(elements(tree, 'H2')).toEqual([
      'Quote request CC-4HX8TN',
      'Warranty registrations',
      'Cashback claims',
      'Service requests',
      'Installations',
      'Emails we sent you',
      'Files we hold',
      'Privacy requests',
      'Consents',
    ]);
    const headers = elements(tree, 'TH');
    // A lead's facts, each label heading its row; each list's column headers.
    expect(headers).toEqual(expect.arrayContaining(['Received', 'Name', 'Phone', 'rooms']));
    expect(headers).toEqual(
      expect.arrayContaining(['Model', 'Serials', 'Subject', 'What the page said', 'Policy version']),
    );
    expect(tree).toContain('Parramatta Air & Climate');
  });
});
