/**
 * What the forms are built with, read once per process from the build: the catalogue's product
 * choices, the models warranty registration accepts, the promotions, the warranty terms' service
 * fee and the rebate planner's data. Server-only, with the content collections: the form pages and
 * the thank-you page read it (form-page.ts, thank-you-page.ts), never the Node server's own modules.
 */

import { type InstallProduct, installProducts } from '#lib/installs/products.ts';
import { productInterestLabels } from '#lib/lead-forms/definitions.ts';
import type { CatalogueChoices } from '#lib/lead-forms/form-view.ts';
import { modelNumbersOf } from '#lib/model-numbers.ts';
import { getProducts, getWarrantyTerms } from '#lib/server-only/catalogue.ts';
import {
  getPlannerProducts,
  getRebateRules,
  getRebateSettings,
  getRebateTables,
} from '#lib/server-only/rebates.ts';
import { type ProductType, productTypes } from '#lib/value-lists.ts';
import { registrableModels, serialHint } from '#lib/warranty-registration/models.ts';
import { serverPromotions } from '../promotions/source.ts';
import type { FormCatalogue } from './module.ts';

export interface Catalogue extends FormCatalogue {
  choices: CatalogueChoices;
  slugs: ReadonlySet<string>;
  /** Each product's type, for routing. */
  types: ReadonlyMap<string, ProductType>;
  /** The refrigerant products an installation job may book, with what commissioning checks. */
  installable: ReadonlyMap<string, InstallProduct>;
}

let catalogue: Promise<Catalogue> | undefined;

/** Read once per process: the catalogue is part of the build. */
export function formCatalogue(): Promise<Catalogue> {
  catalogue ??= (async () => {
    const [products, terms, promotions, rules, tables, settings, plannerProducts] = await Promise.all([
      getProducts(),
      getWarrantyTerms(),
      serverPromotions(),
      getRebateRules(),
      getRebateTables(),
      getRebateSettings(),
      getPlannerProducts(),
    ]);
    const product = productTypes.map((type) => ({
      label: productInterestLabels[type],
      options: [
        { value: type, label: `Any ${productInterestLabels[type].toLowerCase()}` },
        ...products
          .filter((item) => item.productType === type)
          .map((item) => ({
            value: item.slug,
            label: item.status === 'discontinued' ? `${item.name} (no longer sold)` : item.name,
          })),
      ],
    }));
    return {
      choices: { product, modelNumbers: [...new Set(products.flatMap(modelNumbersOf))].sort() },
      slugs: new Set(products.map((item) => item.slug)),
      productNames: new Map(products.map((item) => [item.slug, item.name])),
      types: new Map(products.map((item) => [item.slug, item.productType])),
      models: registrableModels(products, terms),
      installable: installProducts(products, terms),
      serialHints: { indoor: serialHint(terms, 'indoor'), outdoor: serialHint(terms, 'outdoor') },
      callOutFeeAud: terms.outOfWarrantyService.callOutFeeAud,
      callOutFeeCovers: terms.outOfWarrantyService.covers,
      planner: { rules, tables, settings, products: plannerProducts },
      promotions: new Map(
        promotions.map((promotion) => [
          promotion.slug,
          {
            ...promotion,
            modelNumbers: new Set(
              products
                .filter((product) => promotion.eligibleProducts.includes(product.slug))
                .flatMap(modelNumbersOf)
                .map((model) => model.toUpperCase()),
            ),
          },
        ]),
      ),
    };
  })();
  return catalogue;
}
