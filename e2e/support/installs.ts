/**
 * Installation jobs for the browser specs, as they come about before the page under test: a won
 * quote from 2150 (accepted and won by Parramatta Air & Climate over the portal API), booked over
 * the API, and commissioned through the repository as the technician's phone would send it (the
 * checklist page is tested on its own). Shared by the owner's confirmation spec and the portal's
 * installation screens.
 */
import sharp from 'sharp';
import { installProducts } from '../../src/lib/installs/products';
import { openDatabase } from '../../src/server/db/database';
import { issueJobLink, jobLinkUrl } from '../../src/server/installs/job-links';
import { commissionMails } from '../../src/server/installs/mail';
import { commissioningRecordSchema, installPhotoKinds } from '../../src/server/installs/records';
import { createInstallRepository } from '../../src/server/installs/repository';
import { products } from '../../tests/catalogue/load-catalogue';
import { loadWarrantyTerms } from '../../tests/content/load-content';
import { loadTestDirectory } from '../../tests/support/dealer-directory';
import { authSettings, loginForTokens } from '../../tests/support/dev-login';
import { formPaths, postForm, referenceOf, validAnswers } from '../../tests/support/lead-posts';
import { demoUsers, type PortalSite } from '../../tests/support/portal-site';
import { expect } from './fixtures';

export const AURA_71 = 'aura-7-1kw-reverse-cycle-split-system';
let serials = 0;

/** Parramatta's portal API, with its access token. */
async function dealerApi(portal: PortalSite) {
  const dealer = await loginForTokens(await authSettings(portal.url), demoUsers.installer, portal.url);
  return (path: string, body: unknown) =>
    fetch(new URL(path, portal.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${dealer.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
}

/** A quote from `email` in 2150 for the Aura 7.1 kW, accepted and won by Parramatta: its reference. */
export async function wonQuote(portal: PortalSite, email: string): Promise<string> {
  const call = await dealerApi(portal);
  const posted = await postForm(portal.url, formPaths.quote, {
    body: { ...validAnswers('quote', portal.site.today), product: AURA_71, postcode: '2150', email },
  });
  const lead = referenceOf(posted) ?? '';
  expect((await call(`/api/portal/leads/${lead}/accept`, {})).status).toBe(200);
  expect((await call(`/api/portal/leads/${lead}/status`, { status: 'won' })).status).toBe(200);
  return lead;
}

export interface CommissionOptions {
  /** Grams added (70 is the worked-out figure for 12 m; far from it is flagged). */
  chargeAddedGrams?: number;
  /** When it was commissioned (the record's and the photos' time): by default the server's today, 1 am UTC. */
  at?: Date;
  /** Real JPEG photos (the evidence pack draws them) instead of a few bytes. */
  realPhotos?: boolean;
}

/**
 * A won quote from `email` in 2150, booked by Parramatta and commissioned: the owner's
 * confirmation mail is on its way. Returns the job, its lead and the indoor serial.
 */
export async function commissionedJob(portal: PortalSite, email: string, options: CommissionOptions = {}) {
  const call = await dealerApi(portal);
  const lead = await wonQuote(portal, email);
  const booked = await call('/api/portal/installs', {
    lead,
    bookedFor: portal.site.today,
    units: [{ productSlug: AURA_71 }],
  });
  expect(booked.status).toBe(201);
  const job = ((await booked.json()) as { reference: string }).reference;

  serials += 1;
  const digits = `${process.pid % 100}${String(serials).padStart(3, '0')}`.padStart(5, '0');
  const at = options.at ?? new Date(`${portal.site.today}T01:00:00.000Z`);
  const handle = await openDatabase(portal.databaseUrl);
  try {
    const installs = createInstallRepository(
      handle,
      installProducts(products, loadWarrantyTerms()),
      options.at ? () => at : undefined,
    );
    const directory = await loadTestDirectory();
    const record = commissioningRecordSchema.parse({
      units: [
        {
          productSlug: AURA_71,
          indoorSerial: `CAI-7101-${digits}`,
          outdoorSerial: `CAO-7101-${digits}`,
          pipeRunM: 12,
          chargeAddedGrams: options.chargeAddedGrams ?? 70,
          vacuumMicrons: 380,
          vacuumHeldMinutes: 15,
          nitrogenKpa: 4150,
          nitrogenHeldMinutes: 30,
        },
      ],
      technicianName: 'Dan Murphy',
      technicianLicence: 'L123456',
      tradingAuthorisation: 'AU12345',
      isolatorFitted: true,
      condensateTested: true,
      controllerPaired: true,
      ownerShown: true,
      oldSystem: { kind: 'none' },
    });
    const jpeg = options.realPhotos
      ? await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6f97' } })
          .jpeg()
          .toBuffer()
      : undefined;
    const photos = installPhotoKinds.slice(2).map((kind) => ({
      kind,
      mediaType: 'image/jpeg',
      content: jpeg ? new Uint8Array(jpeg) : new TextEncoder().encode(kind),
      takenAt: at.toISOString(),
      latitude: null,
      longitude: null,
    }));
    const token = await issueJobLink(installs, 'owner', job);
    const mails = commissionMails(installs.products, {
      siteUrl: portal.url,
      notifyTo: 'leads@example.com',
      dealer: (id) => directory.dealer(id),
      now: at,
      confirmUrl: (done) => jobLinkUrl(portal.url, 'owner', done.reference, token),
    });
    const done = await installs.commission(job, { key: `e2e-${job}`, record, photos }, mails);
    expect(done.ok).toBe(true);
    return { job, lead, indoor: `CAI-7101-${digits}` };
  } finally {
    await handle.close();
  }
}
