/**
 * The fault codes as pages use them: every controller family in page order, one family, and the
 * models each family's controller ships with (the lookup form's choices).
 */
import { getCollection, getEntry } from 'astro:content';
import type { FaultCodeFamily } from '../../schemas/fault-code.ts';
import type { Product } from '../../schemas/product.ts';
import { controllerFamilyOf } from '../fault-codes.ts';
import { serviceModelNumber } from '../model-numbers.ts';
import type { ControllerFamily } from '../value-lists.ts';
import { getProducts } from './catalogue.ts';

/** Every controller family's codes, in page order. */
export async function getFaultCodeFamilies(): Promise<FaultCodeFamily[]> {
  const entries = await getCollection('faultCodes');
  return entries.map((entry) => entry.data).sort((a, b) => a.order - b.order);
}

/** One family's codes; the build fails if a family has no file (every product needs its codes). */
export async function getFaultCodeFamily(family: ControllerFamily): Promise<FaultCodeFamily> {
  const entry = await getEntry('faultCodes', family);
  if (!entry) throw new Error(`src/content/fault-codes/${family}.yaml is missing`);
  return entry.data;
}

/** A model as the lookup form offers it: its name and the model number owners quote. */
export interface FaultCodeModel {
  name: string;
  model: string;
  slug: Product['slug'];
}

/** A family with the models it covers, in catalogue order. */
export interface FaultCodeFamilyModels {
  family: ControllerFamily;
  title: string;
  models: FaultCodeModel[];
}

/** Every family with its models: the lookup form's choices. */
export async function getFaultCodeChoices(): Promise<FaultCodeFamilyModels[]> {
  const [families, products] = await Promise.all([getFaultCodeFamilies(), getProducts()]);
  return families.map(({ family, title }) => ({
    family,
    title,
    models: products
      .filter((product) => controllerFamilyOf(product) === family)
      .map((product) => ({ name: product.name, model: serviceModelNumber(product), slug: product.slug })),
  }));
}
