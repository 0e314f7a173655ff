/**
 * A promotion's claim form narrowed to that promotion: the model number suggestions are only its
 * eligible models (one model number each, a multi-split's indoor list flattened), and the field's
 * hint gives one of them as its example, so nobody is offered a model the claim then refuses.
 */
import type { LeadFormProps } from '../../lib/lead-forms/form-view.ts';
import type { Product } from '../../schemas/product.ts';
import type { Promotion } from '../../schemas/promotion.ts';

/** Every model number a product carries (indoor, outdoor, unit), one string each. */
function plateModels(product: Product): string[] {
  const record = product as unknown as { modelNumbers?: Record<string, string | readonly string[]> };
  return Object.values(record.modelNumbers ?? {}).flat();
}

/** The promotion's eligible model numbers, upper case, each once, in catalogue order. */
export function eligibleModelNumbers(promotion: Promotion, products: readonly Product[]): string[] {
  const models = products
    .filter((product) => promotion.eligibleProducts.includes(product.slug))
    .flatMap(plateModels)
    .map((model) => model.toUpperCase());
  return [...new Set(models)];
}

/** The claim form with the promotion's own model suggestions and an eligible example in the hint. */
export function claimFormFor(
  form: LeadFormProps,
  promotion: Promotion,
  products: readonly Product[],
): LeadFormProps {
  const models = eligibleModelNumbers(promotion, products);
  const example = models[0];
  const model = form.definition.fields.model;
  if (!example || !model) return form;
  return {
    ...form,
    choices: { ...form.choices, modelNumbers: [...models].sort() },
    definition: {
      ...form.definition,
      fields: {
        ...form.definition.fields,
        model: { ...model, hint: `On the rating plate or your invoice, e.g. ${example}` },
      },
    },
  };
}
