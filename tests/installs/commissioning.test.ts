/**
 * The commissioning checklist's rules (src/lib/installs/commissioning.ts) on the catalogue's own
 * installation data: the charge to add for a pipe run, the licence formats, serials against their
 * range's format, and the results the manual does not allow, each flagged in words.
 */
import { describe, expect, it } from 'vitest';
import {
  type CircuitResults,
  chargeToAdd,
  commissioningFlags,
  normaliseLicence,
  refrigerantLicencePattern,
  serialMatches,
  tradingAuthorisationPattern,
} from '../../src/lib/installs/commissioning.ts';
import { isRefrigerantProduct } from '../../src/schemas/product.ts';
import { productBySlug, products } from '../catalogue/load-catalogue.ts';
import { loadWarrantyTerms } from '../content/load-content.ts';

const aura35 = productBySlug('aura-3-5kw-reverse-cycle-split-system');
if (!isRefrigerantProduct(aura35)) throw new Error('fixture changed');

/** A circuit that meets every limit: 12 m of pipe on the Aura 3.5 kW. */
const good = (): CircuitResults => ({
  refrigerant: aura35.refrigerant,
  pipeRunM: 12,
  pipeLengthMaxM: aura35.pipeLengthMaxM,
  charge: aura35.refrigerantCharge,
  chargeAddedGrams: chargeToAdd(aura35.refrigerantCharge, 12).grams,
  vacuumMicrons: 350,
  vacuumHeldMinutes: 15,
  nitrogenKpa: 4200,
  nitrogenHeldMinutes: 30,
});

describe('the charge to add', () => {
  it('is the metres beyond the pre-charged run × grams a metre, from the product', () => {
    const { prechargedM, extraGramsPerM } = aura35.refrigerantCharge;
    expect(chargeToAdd(aura35.refrigerantCharge, prechargedM + 4.5)).toEqual({
      extraM: 4.5,
      grams: Math.round(4.5 * extraGramsPerM),
    });
    // A run within the factory charge adds nothing.
    expect(chargeToAdd(aura35.refrigerantCharge, prechargedM - 2).grams).toBe(0);
  });

  it('every split-type product’s pre-charged run fits within its longest allowed run; sealed units add none', () => {
    for (const product of products.filter(isRefrigerantProduct)) {
      const { prechargedM, extraGramsPerM } = product.refrigerantCharge;
      if (product.productType === 'window') {
        expect([prechargedM, extraGramsPerM], product.slug).toEqual([0, 0]);
      } else {
        expect(product.pipeLengthMaxM, product.slug).toBeDefined();
        expect(prechargedM, product.slug).toBeLessThanOrEqual(product.pipeLengthMaxM ?? 0);
        expect(extraGramsPerM, product.slug).toBeGreaterThan(0);
      }
    }
  });
});

describe('licences and serials', () => {
  it('reads an ARC licence and a trading authorisation as typed on a phone', () => {
    expect(refrigerantLicencePattern.test(normaliseLicence(' l123 456 '))).toBe(true);
    expect(tradingAuthorisationPattern.test(normaliseLicence('au-12345'))).toBe(true);
    for (const bad of ['', 'L12345', 'L1234567', 'AU12345', "L12345'; DROP TABLE", '<script>'])
      expect(refrigerantLicencePattern.test(normaliseLicence(bad)), bad).toBe(false);
    expect(tradingAuthorisationPattern.test(normaliseLicence('L123456'))).toBe(false);
  });

  it('checks a serial against its range’s indoor and outdoor formats', () => {
    const aura = loadWarrantyTerms().serialFormats.find((format) => format.range === 'Aura');
    if (!aura?.outdoor) throw new Error('fixture changed');
    expect(serialMatches(aura.indoor.example.toLowerCase(), aura.indoor)).toBe(true);
    expect(serialMatches(aura.outdoor.example, aura.indoor)).toBe(false);
    expect(serialMatches('CAI-2503-1884', aura.indoor)).toBe(false);
  });
});

describe('results outside the manual', () => {
  it('a good circuit has no flags', () => {
    expect(commissioningFlags(good())).toEqual([]);
  });

  it('flags a vacuum not reached, a pipe run over the maximum and a charge far from the figure, in words', () => {
    const flags = commissioningFlags({
      ...good(),
      pipeRunM: 18,
      chargeAddedGrams: 400,
      vacuumMicrons: 1200,
      vacuumHeldMinutes: 5,
    });
    expect(flags.map((flag) => flag.check)).toEqual(['pipe-run', 'charge', 'vacuum', 'vacuum-hold']);
    expect(flags[0]?.says).toBe(`Pipe run of 18 m is over the ${aura35.pipeLengthMaxM} m this model allows.`);
    expect(flags[2]?.says).toBe('Vacuum reached 1200 microns; the manual asks for 500 or lower.');
  });

  it('holds the nitrogen test to the refrigerant’s pressure, and a small charge difference passes', () => {
    const flags = commissioningFlags({ ...good(), nitrogenKpa: 3000, nitrogenHeldMinutes: 20 });
    expect(flags.map((flag) => flag.check)).toEqual(['nitrogen', 'nitrogen-hold']);
    expect(flags[0]?.says).toContain('4150 kPa for R32');
    const close = good();
    expect(commissioningFlags({ ...close, chargeAddedGrams: close.chargeAddedGrams + 40 })).toEqual([]);
  });
});
