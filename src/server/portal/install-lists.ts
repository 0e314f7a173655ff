/**
 * The portal's installs page: GET /api/portal/installs/overview (a dealer's own jobs; for staff,
 * the jobs per dealer by status, flagged results, serial conflicts and jobs unconfirmed after 14
 * days) and GET /api/portal/installs/register?quarter=2027-Q1 (the refrigerant register on screen,
 * the same figures as register.csv). Roles as in ./install-handlers.ts: a dealer sees only its own,
 * staff all; a role without leads:read is refused (403).
 */
import { shiftDate } from '../../lib/lead-forms/dates.ts';
import { leadScope } from '../auth/permissions.ts';
import { forbidden } from '../auth/verify-token.ts';
import { clock } from '../clock.ts';
import { json, problem } from '../http/problem.ts';
import { quarterOf } from '../installs/register.ts';
import { denied } from './handlers.ts';
import type { InstallContextForPortal } from './install-handlers.ts';

const dealerName = ({ services }: InstallContextForPortal, id: string) =>
  services.routing.dealer(id)?.name ?? id;

/** GET /api/portal/installs/overview. */
export async function installsOverview(context: InstallContextForPortal): Promise<Response> {
  const { input, installs } = context;
  const refused = denied(input.principal, 'leads:read');
  if (refused) return refused;
  const scope = leadScope(input.principal);
  if (scope.kind === 'dealer')
    return json({ view: 'dealer', jobs: await installs.dealerJobRows(scope.dealerId) });
  if (scope.kind !== 'all') return forbidden('Your role does not allow this.');
  const view = await installs.staffInstallView();
  const named = <T extends { dealerId: string }>(rows: T[]) =>
    rows.map((row) => ({ ...row, dealer: dealerName(context, row.dealerId) }));
  return json({
    view: 'staff',
    dealers: named(view.dealers).sort((a, b) => a.dealer.localeCompare(b.dealer)),
    flagged: named(view.flagged),
    queried: named(view.queried),
    conflicts: named(view.conflicts),
    unconfirmed: named(view.unconfirmed),
  });
}

/** GET /api/portal/installs/register?quarter=2027-Q1[&dealer=…]: the register on screen. */
export async function refrigerantRegisterJson(context: InstallContextForPortal): Promise<Response> {
  const { input, installs } = context;
  const refused = denied(input.principal, 'leads:read');
  if (refused) return refused;
  const scope = leadScope(input.principal);
  const quarter = input.url.searchParams.get('quarter') ?? quarterOf(clock.today());
  if (!/^\d{4}-Q[1-4]$/.test(quarter))
    return problem(400, 'Bad request', 'Name the quarter as 2027-Q1.', {
      issues: [{ path: 'quarter', message: 'Name the quarter as 2027-Q1' }],
    });
  const dealer =
    scope.kind === 'dealer'
      ? scope.dealerId
      : scope.kind === 'all'
        ? input.url.searchParams.get('dealer')
        : null;
  if (scope.kind === 'none') return forbidden('Your role does not allow this.');
  if (!dealer) return problem(400, 'Bad request', 'Name the dealer whose register to show.');
  const register = await installs.refrigerantRegister(dealer, quarter);
  return json({ ...register, dealer: dealerName(context, dealer), current: quarterOf(clock.today()) });
}

/** GET /api/portal/installs/products: the catalogue's systems a job may install and the days it may be booked. */
export function installableProducts(context: InstallContextForPortal): Response {
  const refused = denied(context.input.principal, 'leads:read');
  if (refused) return refused;
  const products = [...context.installs.products.values()]
    .map((product) => ({ slug: product.slug, name: product.name, model: product.modelNumber }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU', { numeric: true }));
  // The booking window by the server's clock (the browser's may be wrong): today to six months ahead.
  const today = clock.today();
  return json({ products, today, latest: shiftDate(today, { days: 183 }) });
}
