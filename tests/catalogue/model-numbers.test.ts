/**
 * A product's model numbers, the one list the lead forms suggest, promotions match and warranty
 * registration accepts: a multi-split's indoor units are each their own model, never one joined
 * string, so a claim or registration naming one of them is recognised.
 */
import { describe, expect, it } from 'vitest';
import { modelNumbersOf } from '../../src/lib/model-numbers.ts';
import { registrableModels } from '../../src/lib/warranty-registration/models.ts';
import { warrantyTermsSchema } from '../../src/schemas/warranty.ts';
import { loadFolder } from '../content/load-content.ts';
import { productBySlug, products } from './load-catalogue.ts';

describe('modelNumbersOf', () => {
  it('lists a multi-split’s outdoor unit and each indoor unit it accepts, one model each', () => {
    const multi = productBySlug('aura-12-0kw-multi-split-system');
    const models = modelNumbersOf(multi);
    expect(models[0]).toBe('CCA-M120R5O');
    expect(models).toEqual(expect.arrayContaining(['CCA-MW20R', 'CCA-MW25R', 'CCA-MD35R', 'CCA-MC35R']));
    expect(models.length).toBeGreaterThan(5);
  });

  it('lists a split system’s indoor and outdoor units and a single unit’s one model', () => {
    const split = productBySlug('aura-3-5kw-reverse-cycle-split-system');
    expect(modelNumbersOf(split)).toHaveLength(2);
    const heater = productBySlug('hearth-4-star-20kw-gas-ducted-heater');
    expect(modelNumbersOf(heater)).toEqual(['CCH-4S20E']);
  });

  it('never joins models into one: every model in the catalogue is a single code', () => {
    for (const model of products.flatMap(modelNumbersOf)) expect(model).toMatch(/^[A-Z0-9-]+$/);
  });

  it('lets warranty registration accept each indoor unit of a multi-split', () => {
    const terms = warrantyTermsSchema.parse(loadFolder('warranty')[0]?.data);
    const models = registrableModels(products, terms);
    expect(models.get('CCA-MW25R')).toBeDefined();
    expect(models.get('CCA-M120R5O')).toBeDefined();
  });
});
