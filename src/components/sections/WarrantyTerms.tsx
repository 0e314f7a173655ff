import { productTypeLabels } from '../../lib/product-labels';
import type { WarrantyTerms as Terms } from '../../schemas/warranty';
import { Section } from '../ui/Section';
import { TableScroll } from '../ui/TableScroll';
import styles from './WarrantyTerms.module.css';

export interface WarrantyTermsProps {
  terms: Terms;
}

const years = (value: number | undefined) => (value ? `${value} years` : '—');

/** The cover per product group as a table. */
function WarrantyCoverTable({ terms }: WarrantyTermsProps) {
  return (
    <TableScroll
      variant="framed"
      tableClassName={styles.table}
      caption="Warranty cover by product type, from the date of installation"
      captionClassName={styles.caption}
    >
      <thead>
        <tr>
          <th scope="col">Products</th>
          <th scope="col">Parts and labour</th>
          <th scope="col">Compressor</th>
          <th scope="col">Longer cover</th>
          <th scope="col">Not covered</th>
        </tr>
      </thead>
      <tbody>
        {terms.coverage.map((cover) => (
          <tr key={cover.id} id={cover.id}>
            <th scope="row">
              {cover.title}
              <span className={styles.types}>
                {cover.productTypes.map((type) => productTypeLabels[type]).join(', ')}
              </span>
            </th>
            <td>{years(cover.partsAndLabourYears)}</td>
            <td>{years(cover.compressorYears)}</td>
            <td>
              {cover.componentCover?.length
                ? cover.componentCover.map((item) => (
                    <span key={item.component} className={styles.component}>
                      {item.component}: {item.years} years{item.note ? `. ${item.note}` : ''}
                    </span>
                  ))
                : '—'}
            </td>
            <td>{cover.notCovered?.join('; ') ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </TableScroll>
  );
}

/**
 * The warranty terms as page sections: what the warranty promises and when it starts, the cover per
 * product type, conditions, exclusions, how to claim and the Australian Consumer Law.
 */
export function WarrantyTerms({ terms }: WarrantyTermsProps) {
  return (
    <>
      <Section id="cover" title={terms.title}>
        <div className="prose">
          <p>{terms.intro}</p>
          <p>{terms.startsFrom}</p>
        </div>
        <WarrantyCoverTable terms={terms} />
      </Section>
      <Section id="conditions" title="Conditions of cover" tone="muted">
        <div className="prose">
          <h3>A licensed installation</h3>
          <p>{terms.installerRequirement}</p>
          <h3>Tell us within {terms.faultNotificationDays} days</h3>
          <p>{terms.faultNotification}</p>
        </div>
      </Section>
      <Section id="exclusions" title="What is not covered">
        <ul className={`prose ${styles.list}`}>
          {terms.exclusions.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section id="claim" title="How to claim" tone="muted">
        <ol className={styles.steps}>
          {terms.claimSteps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <h3>What to have ready</h3>
        <ul className={`prose ${styles.list}`}>
          {terms.claimRequirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section id="consumer-law" title="Your rights under the Australian Consumer Law">
        <p className="prose">{terms.consumerLaw}</p>
      </Section>
    </>
  );
}
