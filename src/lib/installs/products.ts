/**
 * What commissioning needs to know about a catalogue product: the model quoted on the job, its
 * refrigerant and charge data, the longest pipe run, the serial formats of its units and its cover.
 * Browser-safe and pure: built once from the catalogue and the warranty terms, read by the server
 * that stores the record, the checklist page and the tests alike.
 */
import type { ProductType } from '../../schemas/common.ts';
import type { Product } from '../../schemas/product.ts';
import type { WarrantyTerms } from '../../schemas/warranty.ts';
import { serviceModelNumber } from '../model-numbers.ts';
import { registrableModels } from '../warranty-registration/models.ts';
import type { ChargeData, CircuitResults } from './commissioning.ts';

export interface InstallProduct {
  slug: string;
  name: string;
  /** The model registered for its warranty: the one the owner quotes for service. */
  modelNumber: string;
  /** Its product type: the interval of its filter's care reminder (My home). */
  productType: ProductType;
  refrigerant: CircuitResults['refrigerant'];
  /** Its number on the national energy register (GEMS), which the rebate schemes' product lists name. */
  registrationNumber?: string;
  charge: ChargeData;
  pipeLengthMaxM: number | undefined;
  indoor: { pattern: string; example: string };
  /** Absent for a one-unit system (nothing outdoors to plate). */
  outdoor?: { pattern: string; example: string };
  /** Years of its longest cover (whole system, compressor or a named part): retention counts from its end. */
  coverYears: number;
}

/** Every refrigerant product of the catalogue by slug; a product without a circuit installs no job. */
export function installProducts(
  products: readonly Product[],
  terms: WarrantyTerms,
): ReadonlyMap<string, InstallProduct> {
  const models = registrableModels(products, terms);
  const table = new Map<string, InstallProduct>();
  for (const product of products) {
    if (!('refrigerantCharge' in product)) continue;
    const modelNumber = serviceModelNumber(product).toUpperCase();
    const model = models.get(modelNumber);
    if (!model) continue;
    table.set(product.slug, {
      slug: product.slug,
      name: product.name,
      modelNumber,
      productType: model.productType,
      refrigerant: product.refrigerant,
      ...('registration' in product ? { registrationNumber: product.registration.number } : {}),
      charge: product.refrigerantCharge,
      pipeLengthMaxM: product.pipeLengthMaxM,
      indoor: model.indoor,
      ...(model.outdoor ? { outdoor: model.outdoor } : {}),
      coverYears: Math.max(
        product.warranty.years,
        product.warranty.compressorYears ?? 0,
        ...(product.warranty.componentCover ?? []).map((part) => part.years),
      ),
    });
  }
  return table;
}
