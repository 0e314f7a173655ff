/**
 * What a lead form's post is run with besides the form: the server's services, the client, and the
 * catalogue's look-ups (products, models, promotions) and the form's intake. Read by every step
 * (form-steps.ts, form-store.ts); made by the form page's controller (src/server/forms/form-page.ts).
 */
import type { RegistrableModel } from '../../lib/warranty-registration/models.ts';
import type { ProductType } from '../../schemas/common.ts';
import type { ClientInfo } from '../http/request-guards.ts';
import type { Services } from '../services.ts';
import type { ClaimablePromotion } from './form-kit.ts';
import type { LeadIntake } from './intake.ts';

export interface LeadFormContext {
  services: Pick<
    Services,
    | 'leads'
    | 'rateLimiter'
    | 'dailyFormLimiter'
    | 'postcodes'
    | 'outbox'
    | 'logger'
    | 'settings'
    | 'routing'
    | 'confirmationLimits'
    | 'uploads'
    // The records whose owners' links the confirmation signs (a form's `statusLink`).
    | 'service'
    | 'warranty'
    | 'claims'
    // The owner's sign-in link to My home in that confirmation.
    | 'home'
  > &
    Partial<Pick<Services, 'metrics'>>;
  client: ClientInfo;
  requestId?: string;
  /** Slugs of the catalogue's products (the forms' product choice). */
  productSlugs: ReadonlySet<string>;
  /** A product's name by slug, for the notification email. */
  productName?: (slug: string) => string | undefined;
  /** A product's type by slug, so routing can skip dealers that do not handle it. */
  productType?: (slug: string) => ProductType | undefined;
  /** Model numbers warranty registration accepts, with their serial formats. */
  registrableModels?: ReadonlyMap<string, RegistrableModel>;
  /** Promotions by slug, for claims. */
  promotions?: ReadonlyMap<string, ClaimablePromotion>;
  /** The privacy policy's version in force, named by the consent each post gives (src/server/privacy/consent.ts). */
  policyVersion: string;
  /** The form's upload, duplicate check and extra rows (the form module's intake). */
  intake?: LeadIntake;
}
