import { controllerFamilyOf, faultFamilyPath, systemChoice } from '../../lib/fault-codes';
import { serviceModelNumber } from '../../lib/model-numbers';
import { ownersGuidePath } from '../../lib/owners-guide/paths';
import type { FaultCodeFamily } from '../../schemas/fault-code';
import type { Product } from '../../schemas/product';
import { FaultCodeLookup } from './FaultCodeLookup';
import styles from './ProductSupport.module.css';

export interface ProductSupportProps {
  product: Product;
  /** The fault codes of the product's controller family. */
  family: FaultCodeFamily;
}

/** A product page's help for owners: look up a code on this model, all its codes, its owner's guide. */
export function ProductSupport({ product, family }: ProductSupportProps) {
  const model = serviceModelNumber(product);
  return (
    <div className={styles.support}>
      <div>
        <FaultCodeLookup
          choices={[]}
          fixedSystem={{ value: systemChoice(controllerFamilyOf(product), model), label: `${model}` }}
        />
      </div>
      <ul className={styles.links}>
        <li>
          <a href={faultFamilyPath(family.family)}>
            All {family.codes.length} fault codes of {family.title.toLowerCase()}
          </a>
        </li>
        <li>
          <a href={ownersGuidePath(product)} type="application/pdf">
            Owner’s guide (PDF): operating, cleaning, fault codes, warranty and service
          </a>
        </li>
        <li>
          <a href={`/service?${new URLSearchParams({ model })}`}>Book a service visit for this model</a>
        </li>
      </ul>
    </div>
  );
}
