/**
 * Warranty registration's model and serial checks, from the content: every model number of the
 * catalogue registers, its range has a serial format (an outdoor one for split systems), and the
 * examples shown to owners are of their own format and no other range's.
 */
import { describe, expect, it } from 'vitest';
import {
  matchesSerialFormat,
  registrableModels,
  serialHint,
} from '../../src/lib/warranty-registration/models.ts';
import { namedDealer } from '../../src/server/warranty/intake.ts';
import { products } from '../catalogue/load-catalogue.ts';
import { loadWarrantyTerms } from './load-content.ts';

const terms = loadWarrantyTerms();
const models = registrableModels(products, terms);

describe('warranty serial formats', () => {
  it('covers every model number of the catalogue, split systems with an outdoor format', () => {
    for (const product of products) {
      const record = product as unknown as {
        modelNumber?: string;
        modelNumbers?: Record<string, string | string[]>;
      };
      const numbers = record.modelNumber
        ? [record.modelNumber]
        : Object.values(record.modelNumbers ?? {}).flat();
      for (const modelNumber of numbers) {
        const model = models.get(modelNumber.toUpperCase());
        // A multi-split's indoor heads fit several outdoor units of one range: any of them will do.
        expect([model?.range, model?.productType], modelNumber).toEqual([product.range, product.productType]);
        const split = ['wall-split', 'ducted', 'cassette', 'multi'].includes(product.productType);
        expect(Boolean(model?.outdoor), modelNumber).toBe(split);
      }
    }
  });

  it('gives each range an example of its own format that no other range’s format accepts', () => {
    for (const entry of terms.serialFormats) {
      for (const unit of ['indoor', 'outdoor'] as const) {
        const format = entry[unit];
        if (!format) continue;
        expect(matchesSerialFormat(format, format.example)).toBe(true);
        const others = terms.serialFormats.flatMap((other) =>
          [other.indoor, other.outdoor].filter((candidate) => candidate && candidate !== format),
        );
        for (const other of others) if (other) expect(matchesSerialFormat(other, format.example)).toBe(false);
      }
    }
    expect(serialHint(terms, 'indoor')).toContain('CAI-2503-18842 (Aura)');
    expect(serialHint(terms, 'outdoor')).not.toContain('Hearth');
  });

  it('names the dealer an installer licence or a dealer’s name points at', () => {
    const dealers = [
      { id: 'parramatta-air-and-climate', name: 'Parramatta Air & Climate', licences: ['L084215'] },
      { id: 'hills-district', name: 'Hills District Air Conditioning' },
    ];
    expect(namedDealer(dealers, 'l084215', 'Somewhere else')).toBe('parramatta-air-and-climate');
    expect(namedDealer(dealers, undefined, 'parramatta air and climate')).toBe('parramatta-air-and-climate');
    expect(namedDealer(dealers, 'L999999', 'Hills District Air-Conditioning')).toBe('hills-district');
    expect(namedDealer(dealers, 'L999999', 'Bunnings')).toBeNull();
  });
});
