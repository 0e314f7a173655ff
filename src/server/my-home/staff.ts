/**
 * Staff see what an owner sees, to help them on the phone: `GET /api/portal/owners/home?email=`
 * answers the owner's My home (units by address and history) as data, read-only: the history's
 * links carry none of the owner's tokens (a token books and cancels visits). Every look is written
 * as a note on each of the owner's leads, naming who looked, so the owner's record shows it.
 */
import { z } from 'zod';
import { type StaffHomeView, staffLookNote } from '#lib/my-home/view.ts';
import type { OnDemandPictures } from '#lib/server-only/images/on-demand-pictures.ts';
import { json, problem } from '../http/problem.ts';
import { actorOf, badRequest, denied, type PortalRequest } from '../portal/handlers.ts';
import type { Services } from '../services.ts';
import { homeView } from './page.ts';
import { normalEmail } from './sessions.ts';

const emailSchema = z
  .string({ error: 'Give the owner’s email address (?email=)' })
  .trim()
  .min(1, 'Give the owner’s email address (?email=)')
  .max(254, 'That email address is too long')
  .pipe(z.email('Give an email address like name@example.com'));

/** Writes the look on every lead of the owner's (not erased); how many leads it reached. */
async function logLook(services: Services, email: string, actor: string): Promise<number> {
  const timestamp = services.clock.now().toISOString();
  return services.db.db.transaction().execute(async (trx) => {
    const leads = await trx
      .selectFrom('leads')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .where('erased_at', 'is', null)
      .execute();
    if (leads.length === 0) return 0;
    await trx
      .insertInto('lead_notes')
      .values(
        leads.map((lead) => ({
          lead_id: lead.id,
          author: actor,
          body: staffLookNote,
          created_at: timestamp,
        })),
      )
      .execute();
    return leads.length;
  });
}

/** GET: the owner's home as they see it, for staff; 404 when we have nothing for the address. */
export async function staffHomeLook(
  input: PortalRequest,
  services: Services,
  pictures: OnDemandPictures['products'],
): Promise<Response> {
  const refused = denied(input.principal, 'homes:read');
  if (refused) return refused;
  const parsed = emailSchema.safeParse(input.url.searchParams.get('email') ?? '');
  if (!parsed.success)
    return badRequest(parsed.error.issues[0]?.message ?? 'Give the owner’s email address', [
      { path: 'email', message: parsed.error.issues[0]?.message ?? 'Invalid' },
    ]);
  const email = normalEmail(parsed.data);
  const looked = await logLook(services, email, actorOf(input.principal));
  if (looked === 0) return problem(404, 'Not found', 'We have nothing for that email address.');
  const { addresses, history } = await homeView(services, email, pictures, 'staff');
  const view: StaffHomeView = { email, addresses, history };
  return json(view, 200, { 'Cache-Control': 'private, no-store' });
}
