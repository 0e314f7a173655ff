import { formatDbA, formatNumber } from '../../lib/number-format';
import { climateZoneLabels } from '../../lib/product-labels';
import { climateZones } from '../../lib/value-lists';
import type { RefrigerantProduct } from '../../schemas/product';
import { StarRating } from '../ui/StarRating';
import { TableScroll } from '../ui/TableScroll';
import styles from './EnergyRatingLabel.module.css';

export interface EnergyRatingLabelProps {
  product: RefrigerantProduct;
}

/**
 * The Zoned Energy Rating Label as a table: stars (out of 10) and annual energy use for each climate
 * zone, for cooling and, on reverse-cycle systems, heating.
 */
export function EnergyRatingLabel({ product }: EnergyRatingLabelProps) {
  const modes = [
    { mode: 'Cooling', stars: product.energyRating.cooling, kwh: product.annualEnergyKwh.cooling },
    ...(product.energyRating.heating && product.annualEnergyKwh.heating
      ? [{ mode: 'Heating', stars: product.energyRating.heating, kwh: product.annualEnergyKwh.heating }]
      : []),
  ];
  return (
    <div className={styles.label}>
      <div className={styles.wide}>
        <TableScroll
          tableClassName={styles.table}
          caption="Zoned Energy Rating Label: stars out of 10 and energy use a year, by climate zone"
          captionClassName={styles.caption}
        >
          <thead>
            <tr>
              <td />
              {climateZones.map((zone) => (
                <th key={zone} scope="col">
                  {climateZoneLabels[zone].name} zone
                  <span className={styles.city}>{climateZoneLabels[zone].city}</span>
                </th>
              ))}
            </tr>
          </thead>
          {modes.map(({ mode, stars, kwh }) => (
            <tbody key={mode}>
              <tr>
                <th scope="row">{mode} stars</th>
                {climateZones.map((zone) => (
                  <td key={zone}>
                    <StarRating
                      value={stars[zone]}
                      max={10}
                      label={`${mode}, ${climateZoneLabels[zone].name.toLowerCase()} zone`}
                    />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{mode} energy use</th>
                {climateZones.map((zone) => (
                  <td key={zone}>{formatNumber(kwh[zone])} kWh a year</td>
                ))}
              </tr>
            </tbody>
          ))}
        </TableScroll>
      </div>
      {/* Narrow screens: the same label zone by zone (the table above is hidden there). */}
      <div className={styles.zones}>
        <p className={styles.zonesTitle}>Zoned Energy Rating Label</p>
        {climateZones.map((zone) => (
          <section key={zone} className={styles.zone} aria-label={`${climateZoneLabels[zone].name} zone`}>
            <p className={styles.zoneName}>
              {climateZoneLabels[zone].name} zone{' '}
              <span className={styles.city}>{climateZoneLabels[zone].city}</span>
            </p>
            <dl className={styles.zoneFacts}>
              {modes.map(({ mode, stars, kwh }) => (
                <div key={mode}>
                  <dt>{mode}</dt>
                  <dd>
                    <StarRating
                      value={stars[zone]}
                      max={10}
                      label={`${mode}, ${climateZoneLabels[zone].name.toLowerCase()} zone`}
                    />{' '}
                    {formatNumber(kwh[zone])} kWh a year
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>AEER (cooling efficiency)</dt>
          <dd>{product.aeer.toFixed(2)}</dd>
        </div>
        {product.acop !== null ? (
          <div>
            <dt>ACOP (heating efficiency)</dt>
            <dd>{product.acop.toFixed(2)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Indoor noise, quietest</dt>
          <dd>{formatDbA(product.noise.indoorDbA[0] ?? 0)}</dd>
        </div>
        <div>
          <dt>Outdoor noise</dt>
          <dd>{formatDbA(product.noise.outdoorDbA)}</dd>
        </div>
      </dl>
    </div>
  );
}
