/**
 * The technician's checklist page's controller (/installs/commission): the signed link from the
 * booking opens the job (an altered or expired one shows nothing of it: 403). Without JavaScript the
 * checklist posts step by step to the same link, every answer carried along in the form, each step
 * checked here with its messages beside the fields; the last step takes the photos and sends, as the
 * phone's island does through /api/installs/commission. Personal: never cached.
 */
import { randomUUID } from 'node:crypto';
import { longDate } from '#lib/australian-dates.ts';
import { stepOfField, unitField } from '#lib/installs/checklist-fields.ts';
import { checklistFlags } from '#lib/installs/checklist-flags.ts';
import {
  type ChecklistStep,
  type ChecklistUnit,
  type ChecklistView,
  checklistSteps,
} from '#lib/installs/checklist-view.ts';
import { serialMatches } from '#lib/installs/commissioning.ts';
import type { InstallProduct } from '#lib/installs/products.ts';
import { timeZoneByState } from '#lib/opening-hours.ts';
import type { FormRoute } from '../forms/form-page.ts';
import type { Services } from '../services.ts';
import { jobOfLink, parseRecord, readChecklistBody } from './checklist-post.ts';
import { commissionKeySchema, sendChecklist } from './checklist-send.ts';
import type { InstallJob } from './records.ts';
import type { InstallRepository } from './repository.ts';
import { installsOf } from './site.ts';

export interface ChecklistRoute {
  status: 200 | 201 | 400 | 403 | 408 | 409 | 413 | 415 | 429 | 503;
  view: ChecklistView;
}

const unitOf = (product: InstallProduct): ChecklistUnit => ({
  productSlug: product.slug,
  name: product.name,
  modelNumber: product.modelNumber,
  refrigerant: product.refrigerant,
  charge: product.charge,
  pipeLengthMaxM: product.pipeLengthMaxM ?? null,
  indoor: product.indoor,
  outdoor: product.outdoor ?? null,
});

/** The job as the technician reads it: the dealer, the day, the systems booked. */
function detailsOf(
  job: InstallJob,
  installs: InstallRepository,
  services: Services,
): ChecklistView['details'] {
  const dealer = services.routing.dealer(job.dealerId);
  return {
    dealer: dealer?.name ?? 'Your dealer',
    day: longDate(job.bookedFor, timeZoneByState[job.owner.state ?? 'NSW']),
    units: job.units.flatMap((unit) => {
      const product = installs.products.get(unit.productSlug);
      return product ? [unitOf(product)] : [];
    }),
    // The dealer's trading authorisation, from its record (the business holds it, not the technician).
    tradingAuthorisation: dealer?.tradingAuthorisation ?? '',
  };
}

/** The answers a job's checklist starts with: its products, and the dealer's authorisation. */
function startingValues(details: NonNullable<ChecklistView['details']>): Record<string, string> {
  return {
    ...Object.fromEntries(
      details.units.map((unit, index) => [unitField(index, 'productSlug'), unit.productSlug]),
    ),
    ...(details.tradingAuthorisation ? { tradingAuthorisation: details.tradingAuthorisation } : {}),
    // Most installs replace nothing: said, and changed when there was something.
    'oldSystem.kind': 'none',
  };
}

/** What is wrong with the answers of the steps up to `step`, by field: the record's rules and the serials' formats. */
export function stepErrors(
  step: ChecklistStep,
  values: Record<string, string>,
  units: readonly ChecklistUnit[],
) {
  const upTo = checklistSteps.indexOf(step);
  const errors: Record<string, string> = {};
  const parsed = parseRecord(values, units.length);
  for (const [field, message] of Object.entries(parsed.errors))
    if (checklistSteps.indexOf(stepOfField(field)) <= upTo) errors[field] = message;
  units.forEach((unit, index) => {
    for (const [field, format, which] of [
      ['indoorSerial', unit.indoor, unit.outdoor ? 'indoor unit' : unit.modelNumber],
      ['outdoorSerial', unit.outdoor, 'outdoor unit'],
    ] as const) {
      const name = unitField(index, field);
      const serial = values[name];
      if (field === 'outdoorSerial' && format && !serial)
        errors[name] ??= 'Enter the outdoor unit’s serial number';
      if (format && serial && !errors[name] && !serialMatches(serial, format))
        errors[name] = `This serial is not in the ${which}’s format, e.g. ${format.example}`;
    }
  });
  return errors;
}

export async function checklistRoute(astro: FormRoute & { clientAddress?: string }): Promise<ChecklistRoute> {
  const { services } = astro.locals;
  if (!services) throw new Error('The checklist needs the site server (npm start)');
  astro.response.headers.set('Cache-Control', 'no-store, private');
  const installs = await installsOf(services);
  const opened = await jobOfLink(installs, astro.url.searchParams);
  const base = { values: {}, errors: {}, flags: [], step: 'systems' as const, key: '' };
  if (!opened) return { status: 403, view: { ...base, state: 'invalid', job: '', token: '' } };
  const { job, token } = opened;
  const details = detailsOf(job, installs, services);
  const view: ChecklistView = {
    ...base,
    state: 'open',
    job: job.reference,
    token,
    details,
    key: randomUUID(),
  };
  if (job.status !== 'booked') return { status: 200, view: { ...view, state: 'commissioned' } };
  if (astro.request.method !== 'POST' || !details)
    return {
      status: 200,
      view: {
        ...view,
        values: startingValues(details ?? { units: [], dealer: '', day: '', tradingAuthorisation: '' }),
      },
    };

  const body = await readChecklistBody(
    astro.request,
    services,
    astro.locals.client?.address ?? astro.clientAddress ?? '',
  );
  if (!body.ok)
    return { status: body.status, view: { ...view, values: body.values, formError: body.message } };
  try {
    // The job's products are the booking's, whatever was posted.
    const values: Record<string, string> = { ...body.values };
    details.units.forEach((unit, index) => {
      values[unitField(index, 'productSlug')] = unit.productSlug;
    });
    const key = commissionKeySchema.safeParse(values.key);
    const step = checklistSteps.find((name) => name === values.step) ?? 'systems';
    const at = checklistSteps.indexOf(step);
    const kept: ChecklistView = { ...view, values, step, key: key.success ? key.data : view.key };
    const withFlags = (shown: ChecklistView) => ({
      ...shown,
      flags: checklistFlags(details.units, shown.values),
    });
    if (values.go === 'back')
      return {
        status: 200,
        view: withFlags({ ...kept, step: checklistSteps[Math.max(0, at - 1)] ?? 'systems' }),
      };
    const errors = stepErrors(step, values, details.units);
    if (Object.keys(errors).length > 0) {
      const first = checklistSteps.find((name) =>
        Object.keys(errors).some((field) => stepOfField(field) === name),
      );
      return { status: 400, view: withFlags({ ...kept, step: first ?? step, errors }) };
    }
    const next = checklistSteps[at + 1];
    if (values.go !== 'send' || next) {
      const prefilled = next === 'tests' ? withWorkedCharge(values, details.units) : values;
      return { status: 200, view: withFlags({ ...kept, values: prefilled, step: next ?? step }) };
    }
    const sent = await sendChecklist(services, installs, job, values, body.files);
    if (sent.ok) return { status: sent.status, view: { ...kept, state: 'sent', flags: sent.flags } };
    const firstStep = checklistSteps.find((name) =>
      Object.keys(sent.errors).some((field) => stepOfField(field) === name),
    );
    return {
      status: sent.status,
      view: withFlags({ ...kept, step: firstStep ?? 'photos', errors: sent.errors, formError: sent.message }),
    };
  } finally {
    await body.done();
  }
}

/** The charge worked out for each pipe run, offered where the technician has not entered one. */
function withWorkedCharge(values: Record<string, string>, units: readonly ChecklistUnit[]) {
  const filled = { ...values };
  units.forEach((unit, index) => {
    const name = unitField(index, 'chargeAddedGrams');
    const metres = Number(values[unitField(index, 'pipeRunM')]);
    if (filled[name] === undefined && Number.isFinite(metres))
      filled[name] = String(
        Math.round(Math.max(0, metres - unit.charge.prechargedM) * unit.charge.extraGramsPerM),
      );
  });
  return filled;
}
