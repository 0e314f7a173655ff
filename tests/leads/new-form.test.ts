/**
 * What adding a lead form takes, measured with a real one: "request a callback", routed to the
 * nearest installer (tests/support/callback-form.ts, written as its module would be). Registered at
 * run time beside the product's forms, it goes through the shared pipeline with the real services:
 * stored with its postcode's state, routed to the nearest installer, sent to its thank-you page.
 * Nothing in src/server/leads, routing or the thank-you page learnt its name: the module is all
 * they read. Added to the product, it touches its module, a line in the registry
 * (src/server/forms/index.ts), its kind and portal name (src/lib/value-lists.ts), its one-line page
 * (src/pages/request-a-callback.astro) and its copy (src/content/pages/request-a-callback.yaml),
 * plus its test (README, "Adding a lead form").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { leadFormOf, leadForms } from '../../src/server/forms/index.ts';
import { handleLeadForm, type LeadFormContext } from '../../src/server/leads/form-handler.ts';
import type { Logger } from '../../src/server/log.ts';
import { createServices, type Services } from '../../src/server/services.ts';
import { root } from '../content/load-content.ts';
import { CALLBACK, callbackForm } from '../support/callback-form.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { fixtureDealersDir } from '../support/fixture-content.ts';

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent };
const url = new URL('http://localhost/request-a-callback');

describe.each(databaseKinds)('a new form, request a callback, on $name', (kind) => {
  let database: TestDatabase;
  let services: Services;
  let context: LeadFormContext;

  beforeAll(async () => {
    database = await kind.create();
    const env = { NODE_ENV: 'test', DATABASE_URL: database.url, TEST_DEALERS_DIR: fixtureDealersDir };
    services = await createServices(loadEnv(env), silent, {
      root,
      startWorkers: false,
      mailSender: null,
    });
    context = {
      services,
      client: { address: '203.0.113.7', userAgent: undefined },
      productSlugs: new Set(),
      policyVersion: '3',
    };
    // Its line in the registry.
    Object.assign(leadForms, { [CALLBACK]: callbackForm });
  });

  afterAll(async () => {
    Reflect.deleteProperty(leadForms, CALLBACK);
    await services?.close();
    await database?.drop();
  });

  const post = async (values: Record<string, string>) => {
    const fresh = await handleLeadForm(leadFormOf(CALLBACK), new Request(url), url, context);
    if (fresh.kind !== 'page') throw new Error('a GET renders the form');
    const body = new URLSearchParams({ submissionKey: fresh.view.idempotencyKey, website: '', ...values });
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    return handleLeadForm(leadFormOf(CALLBACK), request, url, context);
  };

  it('stores the request and hands it to the nearest installer, then thanks the visitor', async () => {
    const outcome = await post({
      name: 'Ana Lima',
      phone: '0412 345 678',
      postcode: '2150',
      time: 'morning',
    });

    expect(outcome.kind).toBe('redirect');
    const location = outcome.kind === 'redirect' ? outcome.location : '';
    const reference = new URL(location, url).searchParams.get('ref') ?? '';
    expect(location).toBe(`/thank-you?ref=${reference}`);
    const lead = await services.leads.getLeadByReference(reference);
    expect(lead).toMatchObject({ type: CALLBACK, postcode: '2150', state: 'NSW' });
    expect(lead?.payload).toMatchObject({ name: 'Ana Lima', phone: '+61412345678', time: 'morning' });
    const placed = await services.routing.placementOf(reference);
    expect(placed?.state).toBe('waiting');
    expect(placed?.dealer?.name).toBe('Parramatta Air & Climate');
  });

  it('answers a post with a problem with the form again, each field’s own message, storing nothing', async () => {
    const outcome = await post({ name: 'Ana Lima', phone: '12', postcode: '2150' });

    expect(outcome.kind === 'page' && outcome.status).toBe(400);
    const errors = outcome.kind === 'page' ? outcome.view.errors : {};
    expect(Object.keys(errors).sort()).toEqual(['phone', 'time']);
    expect(errors.time).toBe('Choose a time for the call');
  });
});
