/**
 * The look-ups a form's schema checks answers against (the postcode table, the catalogue's products,
 * the registrable models, the promotions), one object per table and list so each form's schema is
 * built once per process (forms.ts caches schemas by look-ups object).
 */
import { isKnownPostcode, type PostcodeTable } from '../../lib/postcodes/index.ts';
import type { RegistrableModel } from '../../lib/warranty-registration/models.ts';
import { productTypeSchema } from '../../schemas/common.ts';
import type { ClaimablePromotion, LeadLookups } from './form-kit.ts';

const productTypeValues: ReadonlySet<string> = new Set(productTypeSchema.options);

const lookupsCache = new WeakMap<PostcodeTable, WeakMap<ReadonlySet<string>, LeadLookups>>();
/** With the registrable models (one table per process, so one entry). */
const modelLookupsCache = new WeakMap<ReadonlyMap<string, RegistrableModel>, LeadLookups>();

/** Look-ups over the postcode table and the catalogue; one object per table and product list. */
export function leadLookups(
  postcodes: PostcodeTable,
  productSlugs: ReadonlySet<string>,
  models?: ReadonlyMap<string, RegistrableModel>,
  promotions?: ReadonlyMap<string, ClaimablePromotion>,
): LeadLookups {
  if (models) {
    let withModels = modelLookupsCache.get(models);
    if (!withModels) {
      withModels = {
        ...leadLookups(postcodes, productSlugs),
        registrableModel: (modelNumber: string) => models.get(modelNumber.toUpperCase()),
        ...(promotions ? { promotion: (slug: string) => promotions.get(slug) } : {}),
      };
      modelLookupsCache.set(models, withModels);
    }
    return withModels;
  }
  let byProducts = lookupsCache.get(postcodes);
  if (!byProducts) {
    byProducts = new WeakMap();
    lookupsCache.set(postcodes, byProducts);
  }
  let lookups = byProducts.get(productSlugs);
  if (!lookups) {
    lookups = {
      // The schema has already required four digits, so no padding of "800" to 0800 happens here.
      isKnownPostcode: (postcode) => isKnownPostcode(postcodes, postcode),
      isKnownProduct: (value) => productTypeValues.has(value) || productSlugs.has(value),
    };
    byProducts.set(productSlugs, lookups);
  }
  return lookups;
}
