/** Build time: the sizing facts of the catalogue's products (see ./products.ts). */
import type { ProductFacts } from '../../schemas/product-facts.ts';
import { productUrl } from '../catalogue-urls.ts';
import type { SizingFacts } from './products.ts';

/** The sizing facts of a product. */
export function sizingProduct(product: ProductFacts): SizingFacts {
  const common = {
    slug: product.slug,
    name: product.name,
    path: productUrl(product),
    productType: product.productType,
    range: product.range,
    coolingKw: null,
    heatingKw: null,
    heatingAt2CKw: null,
    airflowM3h: null,
    portable: false,
    maxIndoorUnits: null,
  };
  switch (product.productType) {
    case 'evaporative':
      return { ...common, airflowM3h: product.airflowM3h, portable: product.mounting === 'portable' };
    case 'gas-heater':
      return { ...common, heatingKw: product.outputKw, heatingAt2CKw: product.outputKw };
    default:
      return {
        ...common,
        coolingKw: product.coolingCapacityKw.rated,
        heatingKw: product.heatingCapacityKw?.rated ?? null,
        heatingAt2CKw: product.heatingCapacityKw?.at2C ?? null,
        maxIndoorUnits: product.productType === 'multi' ? product.maxIndoorUnits : null,
      };
  }
}
