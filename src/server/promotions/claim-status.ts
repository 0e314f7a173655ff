/**
 * The claim status check (/promotions/claim-status): a claim ID and the postcode it was made with
 * give the claim's status: the shared status page (src/server/review/status-lookup.ts). A wrong
 * postcode answers exactly like an unknown claim ID. The link in the claimant's own mail (signed for
 * that claim: src/server/review/owner-link.ts) opens it with nothing to type.
 */
import { z } from 'zod';
import { australianDateOf } from '../../lib/australian-dates.ts';
import type { ClaimStatusResult, ClaimStatusView } from '../../lib/promotions-claim-view.ts';
import { clock } from '../clock.ts';
import type { FormRoute } from '../forms/form-page.ts';
import { postcode, text } from '../leads/fields.ts';
import { type StatusPageRoute, statusPageRoute } from '../review/status-lookup.ts';
import type { ClaimRecord } from './records.ts';
import { serverPromotions } from './source.ts';

/** The check's input: the claim ID (any case) and the postcode. */
export const claimStatusSchema = z.strictObject({
  /** The claim ID, CC- and six letters or digits. */
  claimId: text('Enter your claim ID')
    .regex(/^[Cc][Cc]-[A-Za-z0-9]{6}$/, 'Enter the claim ID as in your email, e.g. CC-7K2M9Q')
    .transform((value) => value.toUpperCase()),
  /** Postcode given with the claim. */
  postcode: postcode(),
});

export type ClaimStatusRoute = StatusPageRoute<ClaimStatusView>;

/** A claim as its claimant sees it; `titles` names the promotions by slug. */
function resultOf(found: ClaimRecord, titles: ReadonlyMap<string, string>): ClaimStatusResult {
  return {
    status: found.status,
    reference: found.reference,
    promotion: titles.get(found.promotion) ?? found.promotion,
    amountAud: found.amountAud,
    accountEnding: found.accountEnding,
    note: found.statusNote,
    updatedOn: australianDateOf(found.updatedAt),
  };
}

let promotionTitles: Promise<ReadonlyMap<string, string>> | undefined;

export async function claimStatusRoute(astro: FormRoute, siteUrl: string): Promise<ClaimStatusRoute> {
  const { services } = astro.locals;
  if (!services) throw new Error('The claim status check needs the site server (npm start)');
  promotionTitles ??= serverPromotions().then((list) => new Map(list.map((item) => [item.slug, item.title])));
  const titles = await promotionTitles;
  return statusPageRoute(
    astro,
    siteUrl,
    {
      key: 'claim-status',
      path: '/promotions/claim-status',
      parent: { label: 'Promotions', href: '/promotions' },
      constraintsOf: claimStatusSchema,
    },
    {
      name: 'claim-status',
      recordName: 'claim',
      fields: ['claimId', 'postcode'],
      schemaFor: () => claimStatusSchema,
      // A link from the claimant's email fills the claim ID in (never the postcode: the owner types it).
      initial(url) {
        const linked = claimStatusSchema.shape.claimId.safeParse(url.searchParams.get('claimId'));
        return { values: linked.success ? { claimId: linked.data } : {}, errors: {} };
      },
      // The claimant's own mail signs its link: it opens their claim with no postcode to type.
      async opened(url) {
        const claimId = claimStatusSchema.shape.claimId.safeParse(url.searchParams.get('claimId'));
        const token = url.searchParams.get('token') ?? undefined;
        if (!claimId.success || !token) return undefined;
        const found = await services.claims.findForOwner(claimId.data);
        const links = await services.claims.ownerLinks();
        if (!found || !links.verify(found.reference, 0, token, clock.now())) return undefined;
        return {
          values: { claimId: found.reference, ...(found.postcode ? { postcode: found.postcode } : {}) },
          errors: {},
          result: resultOf(found, titles),
        };
      },
      async find(data) {
        const { claimId, postcode } = claimStatusSchema.parse(data);
        const found = await services.claims.findByReferenceAndPostcode(claimId, postcode);
        return { result: found ? resultOf(found, titles) : null };
      },
    },
  );
}
