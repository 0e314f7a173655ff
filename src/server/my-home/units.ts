/**
 * The units an owner has, by the only key a session holds: their address. From their warranty
 * registrations still standing (received, waiting for information, approved) and their commissioned
 * installation jobs not yet confirmed (a confirmed job's systems are registrations already, and a
 * serial shows once), grouped by the postcode and state the owner gave, each with its cover by part
 * from the product's warranty terms. Plain functions over an explicit context.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { australianDateOf, longDate } from '#lib/australian-dates.ts';
import {
  controllerFamilyOf,
  FAULT_CODES_PATH,
  faultFamilyPath,
  serviceRequestHref,
} from '#lib/fault-codes.ts';
import type { HomeAddress, HomeUnit, HomeUnitStanding } from '#lib/my-home/view.ts';
import { timeZoneByState } from '#lib/opening-hours.ts';
import type { PictureData } from '#lib/picture-data.ts';
import type { AustralianState } from '#schemas/common.ts';
import type { WarrantyTerms } from '#schemas/warranty.ts';
import type { Database } from '../db/types.ts';
import { certificatePath } from '../warranty/certificate-path.ts';
import { type CoverProduct, coverLinesFrom } from '../warranty/cover.ts';
import { ownedBy } from './ownership.ts';
import { normalEmail } from './sessions.ts';

/** What a unit shows of its catalogue product (`modelNumber`: the one it is serviced by). */
export type HomeProduct = CoverProduct & { slug: string; name: string; modelNumber: string };

export interface UnitsContext {
  db: Kysely<Database>;
  clock: () => Date;
  /** The catalogue's products by slug (the page reads them from the build). */
  products: ReadonlyMap<string, HomeProduct>;
  terms: WarrantyTerms;
  /** A directory dealer's name. */
  dealerName(id: string): string | undefined;
  /** Each product's card picture by slug (made by the build: src/lib/server-only/images/on-demand-pictures.ts). */
  pictures: Readonly<Record<string, PictureData>>;
}

/** What My home reads of a commissioning record (src/server/installs/records.ts). */
const recordSchema = z.object({
  technicianName: z.string().optional(),
  units: z.array(
    z.object({ productSlug: z.string(), indoorSerial: z.string(), outdoorSerial: z.string().optional() }),
  ),
});

const standings = {
  approved: 'registered',
  received: 'received',
  'info-needed': 'info-needed',
} as const satisfies Record<string, HomeUnitStanding>;

interface Placed {
  postcode: string | null;
  state: AustralianState | null;
  unit: HomeUnit;
}

/**
 * The unit's name, model, links and cover, from its product: the model as registered when there is
 * one (what the owner reads on the unit), else the one the product is serviced by.
 */
function productParts(
  context: UnitsContext,
  slug: string,
  registered: string | null,
  installed: string | null,
  place: { indoorSerial: string; postcode: string | null },
) {
  const product = context.products.get(slug);
  const today = australianDateOf(context.clock());
  const cover = product && installed ? coverLinesFrom(installed, product, context.terms) : [];
  const model = registered ?? product?.modelNumber ?? slug;
  return {
    productSlug: slug,
    name: product?.name ?? model,
    model,
    cover: cover.map((line) => ({
      label: line.label,
      years: line.years,
      until: longDate(line.until),
      ended: line.until < today,
    })),
    picture: context.pictures[slug] ?? null,
    faultCodesUrl: product ? faultFamilyPath(controllerFamilyOf(product)) : FAULT_CODES_PATH,
    guideUrl: `/owners-guides/${encodeURIComponent(slug)}.pdf`,
    serviceUrl: serviceRequestHref({ model, serialNumber: place.indoorSerial, postcode: place.postcode }),
    productType: product?.productType ?? null,
    installedDate: installed,
    care: [],
  };
}

const byName = (...names: (string | null | undefined)[]) =>
  names.filter((name): name is string => Boolean(name)).join(', ') || null;

/** The directory dealer's public page, when the id is one of the directory's. */
const dealerPath = (context: UnitsContext, dealerId: string | null) =>
  dealerId && context.dealerName(dealerId) ? `/dealers/${dealerId}` : null;

/** The owner's registrations still standing, as units. */
async function registeredUnits(context: UnitsContext, email: string): Promise<Placed[]> {
  const rows = await context.db
    .selectFrom('warranty_registrations as w')
    .innerJoin('leads as l', 'l.id', 'w.lead_id')
    .leftJoin('install_jobs as j', 'j.id', 'w.install_job_id')
    .select([
      'w.lead_id as leadId',
      'l.reference',
      'w.status',
      'w.model',
      'w.product_slug as productSlug',
      'w.dealer_id as dealerId',
      'w.certificate_token as certificateToken',
      'l.postcode',
      'l.state',
      'l.payload',
      'j.record',
    ])
    .where(ownedBy(email))
    .where('l.erased_at', 'is', null)
    .where('w.status', 'in', ['received', 'info-needed', 'approved'])
    .orderBy('l.created_at', 'asc')
    .execute();
  if (rows.length === 0) return [];
  const serials = await context.db
    .selectFrom('warranty_serials')
    .select(['lead_id', 'serial', 'unit'])
    .where(
      'lead_id',
      'in',
      rows.map((row) => row.leadId),
    )
    .execute();
  return rows.map((row) => {
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    const installed = typeof payload.installationDate === 'string' ? payload.installationDate : null;
    const technician = row.record
      ? recordSchema.safeParse(JSON.parse(row.record)).data?.technicianName
      : null;
    const own = serials.filter((serial) => serial.lead_id === row.leadId);
    const standing = standings[row.status as keyof typeof standings];
    const indoorSerial = own.find((serial) => serial.unit === 'indoor')?.serial ?? '';
    return {
      postcode: row.postcode,
      state: row.state,
      unit: {
        key: row.reference,
        state: row.state,
        indoorSerial,
        outdoorSerial: own.find((serial) => serial.unit === 'outdoor')?.serial ?? null,
        installedBy: byName(technician, row.dealerId ? context.dealerName(row.dealerId) : null),
        installerPath: dealerPath(context, row.dealerId),
        installedOn: installed ? longDate(installed) : null,
        standing,
        reference: row.reference,
        certificateUrl:
          standing === 'registered' && row.certificateToken ? certificatePath(row.certificateToken) : null,
        ...productParts(context, row.productSlug, row.model, installed, {
          indoorSerial,
          postcode: row.postcode,
        }),
      },
    };
  });
}

/** The owner's commissioned jobs waiting for their confirmation, as units not yet registered. */
async function commissionedUnits(
  context: UnitsContext,
  email: string,
  registered: ReadonlySet<string>,
): Promise<Placed[]> {
  const jobs = await context.db
    .selectFrom('install_jobs as j')
    .innerJoin('leads as l', 'l.id', 'j.lead_id')
    .select(['j.reference', 'j.dealer_id as dealerId', 'j.record', 'j.commissioned_at as commissionedAt'])
    .select(['l.postcode', 'l.state'])
    .where(ownedBy(email))
    .where('l.erased_at', 'is', null)
    .where('j.status', 'in', ['commissioned', 'confirmed'])
    .orderBy('j.commissioned_at', 'asc')
    .execute();
  return jobs.flatMap((job) => {
    const record = recordSchema.safeParse(JSON.parse(job.record ?? 'null')).data;
    if (!record) return [];
    const zone = timeZoneByState[job.state ?? 'NSW'];
    const installed = job.commissionedAt ? australianDateOf(job.commissionedAt, zone) : null;
    return record.units
      .filter((unit) => !registered.has(unit.indoorSerial))
      .map((unit, index) => ({
        postcode: job.postcode,
        state: job.state,
        unit: {
          key: `${job.reference}-${index + 1}`,
          state: job.state,
          indoorSerial: unit.indoorSerial,
          outdoorSerial: unit.outdoorSerial ?? null,
          installedBy: byName(record.technicianName, context.dealerName(job.dealerId) ?? null),
          installerPath: dealerPath(context, job.dealerId),
          installedOn: installed ? longDate(installed) : null,
          standing: 'to-confirm' as const,
          reference: null,
          certificateUrl: null,
          ...productParts(context, unit.productSlug, null, installed, {
            indoorSerial: unit.indoorSerial,
            postcode: job.postcode,
          }),
        },
      }));
  });
}

/** Every unit of the owner of `email`, grouped by address in the order first seen. */
export async function homeOf(context: UnitsContext, email: string): Promise<HomeAddress[]> {
  const owner = normalEmail(email);
  const registered = await registeredUnits(context, owner);
  const serials = new Set(registered.map((placed) => placed.unit.indoorSerial));
  const placed = [...registered, ...(await commissionedUnits(context, owner, serials))];
  const addresses = new Map<string, HomeAddress>();
  for (const { postcode, state, unit } of placed) {
    const label = postcode ? `Postcode ${postcode}${state ? `, ${state}` : ''}` : 'Address not given';
    const address = addresses.get(label) ?? { label, postcode, state, units: [] };
    address.units.push(unit);
    addresses.set(label, address);
  }
  return [...addresses.values()];
}
