/**
 * The development identity provider's people: one organisation and three demo accounts. Passwords
 * are public (README) because this provider never runs in production unless someone insists.
 */
import { timingSafeEqual } from 'node:crypto';
import type { PortalRole } from '../../lib/auth/roles.ts';

export interface Organisation {
  /** Auth0-style id, `org_…`. */
  id: string;
  /** Machine name (Auth0's `org_name`). */
  name: string;
  displayName: string;
}

export interface DemoAccount {
  /** Subject (`sub`), Auth0-style `connection|id`. */
  id: string;
  email: string;
  password: string;
  name: string;
  givenName: string;
  familyName: string;
  /** Roles per organisation id; no entry means not a member. */
  memberships: Readonly<Record<string, readonly PortalRole[]>>;
  /** The directory id of the dealer a partner user works for (the `dealer_id` claim). */
  dealerId?: string;
  /**
   * What the login page's list says the account is, in words ("service agent user of Westmead Air
   * Service & Repairs"): the `installer` role is every partner user's, dealer or service agent.
   */
  worksAs: string;
  /** Profile's last change (epoch seconds): the spec's login user carries `updated_at`. */
  updatedAt: number;
}

export interface Directory {
  organisation: Organisation;
  accounts: readonly DemoAccount[];
  findById(id: string): DemoAccount | undefined;
  /** The account whose email and password match, or undefined. */
  authenticate(email: string, password: string): DemoAccount | undefined;
  /** The organisation an `organization` parameter (id or name) names, if it is ours. */
  resolveOrganisation(value: string | undefined): Organisation | undefined;
  rolesIn(account: DemoAccount, organisation: Organisation): readonly PortalRole[] | undefined;
}

/**
 * Demo accounts: a staff member, a content editor, users of four dealers in three states (two in Sydney's north-west,
 * so a lead one declines goes to the other), users of two service agents (Westmead near Parramatta, and
 * Richmond in Melbourne: service requests reach them) and someone outside the organisation.
 */
export function demoAccounts(organisationId: string): DemoAccount[] {
  const updatedAt = Math.floor(Date.UTC(2025, 0, 15) / 1000);
  return [
    {
      id: 'auth0|demo-staff',
      email: 'staff@cirrusclimate.com.au',
      password: 'cirrus-staff-demo',
      name: 'Sam Taylor',
      givenName: 'Sam',
      familyName: 'Taylor',
      memberships: { [organisationId]: ['staff'] },
      worksAs: 'staff: every lead',
      updatedAt,
    },
    {
      id: 'auth0|demo-installer',
      email: 'installer@coolfit.com.au',
      password: 'cirrus-installer-demo',
      name: 'Ivy Nguyen',
      givenName: 'Ivy',
      familyName: 'Nguyen',
      memberships: { [organisationId]: ['installer'] },
      dealerId: 'parramatta-air-and-climate',
      worksAs: 'dealer user of Parramatta Air & Climate',
      updatedAt,
    },
    {
      id: 'auth0|demo-dealer-castle-hill',
      email: 'bookings@hillsdistrictair.com.au',
      password: 'cirrus-dealer-demo',
      name: 'Marco Rossi',
      givenName: 'Marco',
      familyName: 'Rossi',
      memberships: { [organisationId]: ['installer'] },
      dealerId: 'hills-district-air-conditioning-castle-hill',
      worksAs: 'dealer user of Hills District Air Conditioning',
      updatedAt,
    },
    {
      id: 'auth0|demo-dealer-melbourne',
      email: 'jobs@collinsclimate.com.au',
      password: 'cirrus-dealer-demo',
      name: 'Grace O’Brien',
      givenName: 'Grace',
      familyName: 'O’Brien',
      memberships: { [organisationId]: ['installer'] },
      dealerId: 'collins-climate-consultants-melbourne',
      worksAs: 'dealer user of Collins Climate Consultants',
      updatedAt,
    },
    {
      id: 'auth0|demo-dealer-brisbane',
      email: 'office@rivercityclimate.com.au',
      password: 'cirrus-dealer-demo',
      name: 'Liam Walker',
      givenName: 'Liam',
      familyName: 'Walker',
      memberships: { [organisationId]: ['installer'] },
      dealerId: 'river-city-climate-consultants-brisbane-city',
      worksAs: 'dealer user of River City Climate Consultants',
      updatedAt,
    },
    {
      id: 'auth0|demo-service-westmead',
      email: 'service@westmeadairservice.com.au',
      password: 'cirrus-service-demo',
      name: 'Aisha Karim',
      givenName: 'Aisha',
      familyName: 'Karim',
      memberships: { [organisationId]: ['installer'] },
      dealerId: 'westmead-air-service-and-repairs',
      worksAs: 'service agent user of Westmead Air Service & Repairs',
      updatedAt,
    },
    {
      id: 'auth0|demo-service-richmond',
      email: 'service@yarraairservice.com.au',
      password: 'cirrus-service-demo',
      name: 'Tom Papadakis',
      givenName: 'Tom',
      familyName: 'Papadakis',
      memberships: { [organisationId]: ['installer'] },
      dealerId: 'yarra-air-service-centre-richmond',
      worksAs: 'service agent user of Yarra Air Service Centre',
      updatedAt,
    },
    {
      id: 'auth0|demo-editor',
      email: 'editor@cirrusclimate.com.au',
      password: 'cirrus-editor-demo',
      name: 'Priya Sharma',
      givenName: 'Priya',
      familyName: 'Sharma',
      memberships: { [organisationId]: ['editor'] },
      worksAs: 'content editor',
      updatedAt,
    },
    {
      id: 'auth0|demo-outsider',
      email: 'visitor@example.com',
      password: 'cirrus-visitor-demo',
      name: 'Noah Outsider',
      givenName: 'Noah',
      familyName: 'Outsider',
      memberships: {},
      worksAs: 'not a member of the organisation',
      updatedAt,
    },
  ];
}

function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `organization` is the configured value: an `org_…` id or an organisation name. */
export function createDirectory(organization: string): Directory {
  const organisation: Organisation = organization.startsWith('org_')
    ? { id: organization, name: 'cirrus-climate', displayName: 'Cirrus Climate' }
    : { id: 'org_cirrus', name: organization, displayName: 'Cirrus Climate' };
  const accounts = demoAccounts(organisation.id);
  return {
    organisation,
    accounts,
    findById: (id) => accounts.find((account) => account.id === id),
    authenticate(email, password) {
      const account = accounts.find((candidate) => candidate.email === email.trim().toLowerCase());
      // Compare anyway when the email is unknown, so timing does not tell which emails exist.
      const matches = sameText(account?.password ?? 'not-a-password', password);
      return account && matches ? account : undefined;
    },
    resolveOrganisation: (value) =>
      value === organisation.id || value === organisation.name ? organisation : undefined,
    rolesIn: (account, org) => account.memberships[org.id],
  };
}
