import type { ReactNode } from 'react';
import type { HomeUnit, HomeUnitStanding } from '#lib/my-home/view.ts';
import { ButtonLink } from '../ui/Button';
import { Picture } from '../ui/Picture';
import { Care, type CareProps } from './Care';
import styles from './MyHome.module.css';

export interface UnitCardProps {
  unit: HomeUnit;
  /** A care form of this unit's refused. */
  careError?: CareProps['error'];
}

/** Where the unit's warranty stands, in the owner's words. */
const standingText: Readonly<Record<HomeUnitStanding, string>> = {
  registered: 'Warranty registered',
  received: 'Warranty registration received: we are checking it',
  'info-needed': 'Warranty registration: we need more information (see our email)',
  'to-confirm': 'Installed: confirm the installation from our email to register its warranty',
};

/** The unit's cover by part, each with the last day it runs to. */
function Cover({ unit }: Pick<UnitCardProps, 'unit'>) {
  if (unit.cover.length === 0) return null;
  return (
    <table className={styles.cover}>
      <caption>Warranty cover</caption>
      <thead>
        <tr>
          <th scope="col">What is covered</th>
          <th scope="col">Covered until</th>
        </tr>
      </thead>
      <tbody>
        {unit.cover.map((line) => (
          <tr key={line.label}>
            <th scope="row">
              {line.label} ({line.years} {line.years === 1 ? 'year' : 'years'})
            </th>
            <td>{line.ended ? `Ended ${line.until}` : line.until}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One line of the unit's facts, left out when the unit has no value for it. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** One unit: its name and model, serials, who installed it and when, its cover and what to do. */
export function UnitCard({ unit, careError }: UnitCardProps) {
  return (
    <article className={styles.unit} aria-labelledby={`unit-${unit.key}`}>
      <h3 id={`unit-${unit.key}`}>
        {unit.name} <span className={styles.model}>({unit.model})</span>
      </h3>
      {/* What the unit is; its care beside it on a wide screen, under it on a phone. */}
      <div className={styles.details}>
        {unit.picture ? <Picture picture={unit.picture} className={styles.picture} /> : null}
        <p className={styles.standing}>{standingText[unit.standing]}</p>
        <dl className={styles.facts}>
          <Fact term="Indoor serial">{unit.indoorSerial}</Fact>
          <Fact term="Outdoor serial">{unit.outdoorSerial}</Fact>
          <Fact term="Installed">{unit.installedOn}</Fact>
          <Fact term="By">
            {unit.installerPath && unit.installedBy ? (
              <a href={unit.installerPath}>{unit.installedBy}</a>
            ) : (
              unit.installedBy
            )}
          </Fact>
          <Fact term="Registration">{unit.reference}</Fact>
        </dl>
        <Cover unit={unit} />
      </div>
      <Care unit={unit} error={careError} />
      <ul className={styles.actions}>
        {unit.certificateUrl ? (
          <li>
            <ButtonLink href={unit.certificateUrl} variant="secondary">
              Warranty certificate (PDF)
            </ButtonLink>
          </li>
        ) : null}
        <li>
          <ButtonLink href={unit.guideUrl} variant="secondary">
            Owner’s guide (PDF)
          </ButtonLink>
        </li>
        <li>
          <ButtonLink href={unit.faultCodesUrl} variant="secondary">
            Fault codes for this model
          </ButtonLink>
        </li>
        <li>
          <ButtonLink href={unit.serviceUrl}>Book a service</ButtonLink>
        </li>
      </ul>
    </article>
  );
}
