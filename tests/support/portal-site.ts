/**
 * A site process for the login and portal tests: a fresh SQLite file seeded with leads of every
 * kind through the leads repository (quotes and installer requests routed to their nearest dealer,
 * as the forms do), and a development identity provider whose signing key the tests know
 * (DEV_IDP_SIGNING_KEY), so they can also forge tokens the server would otherwise trust.
 */
import { generateKeyPairSync } from 'node:crypto';
import { importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import { openDatabase } from '../../src/server/db/database';
import { isRoutedLeadType } from '../../src/server/forms/index.ts';
import { createLeadRepository, type NewLead } from '../../src/server/leads/repository';
import type { LeadType } from '../../src/server/leads/schema';
import { createRoutingRepository } from '../../src/server/routing/repository';
import { loadTestDirectory } from './dealer-directory';
import { type AuthSettings, authSettings, type DevTokens, loginForTokens } from './dev-login';
import { machineToday, testPromotions } from './promotion-fixtures';
import { type SiteProcess, startSiteProcess, testDatabasePath } from './site-process';

export const demoUsers = {
  staff: { email: 'staff@cirrusclimate.com.au', password: 'cirrus-staff-demo', name: 'Sam Taylor' },
  installer: { email: 'installer@coolfit.com.au', password: 'cirrus-installer-demo', name: 'Ivy Nguyen' },
  outsider: { email: 'visitor@example.com', password: 'cirrus-visitor-demo', name: 'Noah Outsider' },
  /** Collins Climate Consultants, Melbourne VIC 3000. */
  melbourne: { email: 'jobs@collinsclimate.com.au', password: 'cirrus-dealer-demo', name: 'Grace O’Brien' },
  /** River City Climate Consultants, Brisbane City QLD 4000. */
  brisbane: { email: 'office@rivercityclimate.com.au', password: 'cirrus-dealer-demo', name: 'Liam Walker' },
  /** Westmead Air Service & Repairs, Westmead NSW 2145: a service agent only. */
  westmeadService: {
    email: 'service@westmeadairservice.com.au',
    password: 'cirrus-service-demo',
    name: 'Aisha Karim',
  },
  /** Yarra Air Service Centre, Richmond VIC 3121: a service agent only. */
  richmondService: {
    email: 'service@yarraairservice.com.au',
    password: 'cirrus-service-demo',
    name: 'Tom Papadakis',
  },
  /** Hills District Air Conditioning, Castle Hill NSW 2154. */
  castleHill: {
    email: 'bookings@hillsdistrictair.com.au',
    password: 'cirrus-dealer-demo',
    name: 'Marco Rossi',
  },
} as const;

/** Directory ids of the demo dealers. */
export const demoDealers = {
  parramatta: 'parramatta-air-and-climate',
  castleHill: 'hills-district-air-conditioning-castle-hill',
  melbourne: 'collins-climate-consultants-melbourne',
  brisbane: 'river-city-climate-consultants-brisbane-city',
  westmeadService: 'westmead-air-service-and-repairs',
  richmondService: 'yarra-air-service-centre-richmond',
} as const;

export interface SeededLead {
  reference: string;
  type: LeadType;
  name: string;
  postcode: string;
  /** The dealer routing gave it to; null for contact and warranty leads (and the staff queue). */
  dealerId: string | null;
}

export interface PortalSite {
  site: SiteProcess;
  url: string;
  /** The server's database, for a spec that stores what no page can yet (an installation's record). */
  databaseUrl: string;
  settings: AuthSettings;
  /** The provider's private signing key (JWK). */
  signingKey: JWK & { kid: string };
  leads: SeededLead[];
  stop(): Promise<void>;
}

const people = [
  ['Olivia Chen', '2000', 'NSW'],
  ['Jack Wilson', '3000', 'VIC'],
  ['Mia Patel', '4000', 'QLD'],
  ['Noah Brown', '6000', 'WA'],
  ['=HYPERLINK("http://evil.example","Click")', '5000', 'SA'],
] as const;

function payloadFor(type: LeadType, name: string, postcode: string, index: number): Record<string, unknown> {
  const email = `lead${index}@example.com`;
  switch (type) {
    case 'quote':
      return {
        product: 'wall-split',
        propertyType: 'house',
        rooms: 3,
        postcode,
        name,
        email,
        message: 'Quiet please.',
      };
    case 'installer':
      return {
        service: 'new-installation',
        postcode,
        name,
        phone: '+61412345678',
        email,
        details: 'Two rooms.',
      };
    case 'plan':
      return {
        product: 'aura-3-5kw-reverse-cycle-split-system',
        postcode,
        current: 'ducted-gas',
        tenure: 'owner-occupier',
        concession: 'none',
        allGasGoes: 'yes',
        planDate: machineToday(),
        plan: 'Rebate plan. Running costs: $820 a year now, $410 with the new system.',
        name,
        email,
      };
    case 'contact':
      return {
        enquiryType: 'product',
        name,
        email,
        message: '<script>alert(1)</script> Is the Breeze quiet?',
      };
    case 'warranty':
      return { name, email, postcode };
    case 'claim':
      return {
        promotion: testPromotions(machineToday()).splits.slug,
        name,
        email,
        postcode,
        accountNumber: '…678',
      };
    case 'service':
      return { model: 'CCA-W25R', postcode, name, email, faultCode: 'E6', availability: 'weekday-morning' };
    default:
      // A kind the portal's screens are not seeded with: a new form needs no line here.
      return { name, email, postcode };
  }
}

/** Seeds leads of every kind into a database (a new SQLite file unless given); returns its URL and the leads. */
export async function seedLeads(
  databaseUrl = testDatabasePath(),
): Promise<{ databaseUrl: string; leads: SeededLead[] }> {
  const handle = await openDatabase(databaseUrl);
  const directory = await loadTestDirectory();
  const routing = createRoutingRepository(handle, directory, {
    radiusKm: 150,
    waitingCap: 10,
    responseMinutes: 240,
    maxHandovers: 3,
    siteUrl: 'http://localhost',
    notifyTo: 'leads@example.com',
  });
  await routing.ensureDealers();
  const repository = createLeadRepository(handle, undefined, routing);
  const leads: SeededLead[] = [];
  const types: LeadType[] = ['quote', 'installer', 'contact', 'warranty'];
  let index = 0;
  for (const type of types) {
    for (const [name, postcode, state] of people) {
      index += 1;
      const lead = {
        type,
        idempotencyKey: `seed-${type}-${index}-0123456789`,
        payload: payloadFor(type, name, postcode, index),
        postcode,
        state,
        userAgentFamily: 'Chrome',
        routing: isRoutedLeadType(type) ? { productType: type === 'quote' ? 'wall-split' : null } : undefined,
      } as unknown as NewLead;
      const created = await repository.createLead(lead, () => []);
      const dealerId = created.placement?.kind === 'assigned' ? created.placement.dealer.id : null;
      leads.push({ reference: created.reference, type, name, postcode, dealerId });
    }
  }
  await handle.close();
  return { databaseUrl, leads };
}

export async function startPortalSite(env: Record<string, string> = {}): Promise<PortalSite> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey: JWK & { kid: string } = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'test-signing-key',
  };
  const { databaseUrl, leads } = await seedLeads(env.DATABASE_URL);
  const site = await startSiteProcess({
    DATABASE_URL: databaseUrl,
    DEV_IDP_SIGNING_KEY: JSON.stringify(signingKey),
    ...env,
  });
  return {
    site,
    url: site.url,
    databaseUrl,
    settings: await authSettings(site.url),
    signingKey,
    leads,
    stop: async () => {
      await site.stop();
    },
  };
}

/**
 * A token with the claims the provider would issue for staff, signed with the provider's own key
 * (unless another is given): what a forger holding the key could make.
 */
export async function forgeAccessToken(
  portal: PortalSite,
  overrides: JWTPayload = {},
  options: { key?: JWK; typ?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const ns = portal.settings.claimNamespace;
  const key = options.key ?? portal.signingKey;
  const claims: JWTPayload = {
    iss: `${portal.settings.domain}/`,
    aud: portal.settings.audience,
    sub: 'auth0|demo-staff',
    org_id: portal.settings.organization,
    [`${ns}roles`]: ['staff'],
    [`${ns}name`]: 'Forged Staff',
    iat: now,
    exp: now + 600,
    ...overrides,
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ: options.typ ?? 'at+jwt', kid: key.kid ?? portal.signingKey.kid })
    .sign(await importJWK(key, 'RS256'));
}

/** Real tokens of the staff and installer demo users, from the provider's login form. */
export async function loginStaffAndInstaller(portal: PortalSite): Promise<[DevTokens, DevTokens]> {
  return Promise.all([
    loginForTokens(portal.settings, demoUsers.staff, portal.url),
    loginForTokens(portal.settings, demoUsers.installer, portal.url),
  ]);
}
