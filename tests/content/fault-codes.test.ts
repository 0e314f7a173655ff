/**
 * Fault codes as content: every controller family the catalogue's products use has its file, each
 * file passes its schema with 8-15 codes, every code that needs a technician says the unit may not
 * simply be used on, and the lookup reads what owners type ("e6", "E-6", "E06") as the code.
 */
import { describe, expect, it } from 'vitest';
import {
  controllerFamilyOf,
  faultCodeAnswerHref,
  faultCodePath,
  normaliseFaultCode,
  readFaultCodeLookup,
  serviceRequestHref,
} from '../../src/lib/fault-codes.ts';
import { type FaultCodeFamily, faultCodeFamilySchema } from '../../src/schemas/fault-code.ts';
import { productSchema } from '../../src/schemas/product.ts';
import { loadFolder, loadProductFiles } from './load-content.ts';

const families: FaultCodeFamily[] = loadFolder('fault-codes').map(({ name, data }) => {
  const family = faultCodeFamilySchema.parse(data);
  expect(family.family, `${name}.yaml names its own family`).toBe(name);
  return family;
});
const products = loadProductFiles().map(({ data }) => productSchema.parse(data));

describe('fault codes', () => {
  it('every product has its controller family and that family has its codes', () => {
    expect(products.length).toBeGreaterThan(40);
    for (const product of products) {
      const family = families.find((item) => item.family === controllerFamilyOf(product));
      expect(family, `${product.slug} (${product.productType}) has fault codes`).toBeDefined();
    }
    expect(families.map((family) => family.family).sort()).toEqual(
      ['cassette', 'ducted', 'evaporative', 'gas-ducted', 'multi-split', 'wall', 'window'].sort(),
    );
  });

  it('each family has 8 to 15 codes, each once, with what to try and the unit marked safe or not', () => {
    for (const family of families) {
      expect(family.codes.length).toBeGreaterThanOrEqual(8);
      expect(family.codes.length).toBeLessThanOrEqual(15);
      for (const fault of family.codes) {
        expect(fault.ownerCanTry.length).toBeGreaterThan(0);
        // An urgent fault never tells the owner to carry on as normal.
        if (fault.severity === 'urgent') expect(fault.keepUsing).toBe('no');
      }
    }
  });

  it('gas heaters explain ignition and flame faults', () => {
    const gas = families.find((family) => family.family === 'gas-ducted');
    expect(gas?.codes.map((fault) => fault.title).join(' ')).toMatch(/Ignition failure.*Flame lost/);
  });

  it('the schema refuses a code written twice or in lower case', () => {
    const wall = families.find((family) => family.family === 'wall') as FaultCodeFamily;
    const twice = { ...wall, codes: [...wall.codes.slice(0, 8), wall.codes[0]] };
    expect(faultCodeFamilySchema.safeParse(twice).error?.issues[0]?.message).toBe('Each code is listed once');
    const lower = {
      ...wall,
      codes: wall.codes.map((fault, index) => (index ? fault : { ...fault, code: 'e1' })),
    };
    expect(faultCodeFamilySchema.safeParse(lower).success).toBe(false);
  });
});

describe('the lookup', () => {
  it('reads a code as an owner types it', () => {
    for (const typed of ['E6', 'e6', ' E-6 ', 'E06', 'e 6']) expect(normaliseFaultCode(typed)).toBe('E6');
    expect(normaliseFaultCode('dF')).toBe('DF');
    expect(normaliseFaultCode('6')).toBeUndefined();
    expect(normaliseFaultCode('hello')).toBeUndefined();
  });

  it('turns a model and code into the code page, keeping the model for the service request', () => {
    const lookup = readFaultCodeLookup(new URLSearchParams({ system: 'wall:CCA-ED35R-I', code: 'e6' }));
    expect(lookup).toEqual({ ok: true, family: 'wall', code: 'E6', model: 'CCA-ED35R-I' });
    if (!lookup.ok) return;
    expect(faultCodeAnswerHref(lookup)).toBe('/support/fault-codes/wall/e6?model=CCA-ED35R-I');
    expect(faultCodePath('gas-ducted', 'E1')).toBe('/support/fault-codes/gas-ducted/e1');
    expect(serviceRequestHref({ code: 'E6', model: 'CCA-ED35R-I' })).toBe(
      '/service?model=CCA-ED35R-I&code=E6',
    );
    // An owner's unit: its serial and postcode too; an unknown postcode is left out, not sent empty.
    expect(serviceRequestHref({ model: 'CCA-W25R', serialNumber: 'CAI-2503-1', postcode: '2600' })).toBe(
      '/service?model=CCA-W25R&serialNumber=CAI-2503-1&postcode=2600',
    );
    expect(serviceRequestHref({ model: 'CCA-W25R', serialNumber: 'CAI-2503-1', postcode: null })).toBe(
      '/service?model=CCA-W25R&serialNumber=CAI-2503-1',
    );
  });

  it('says what is missing or wrong', () => {
    const empty = readFaultCodeLookup(new URLSearchParams());
    expect(empty.ok ? [] : empty.problems.map((problem) => problem.field)).toEqual(['system', 'code']);
    const bad = readFaultCodeLookup(new URLSearchParams({ system: 'toaster', code: '??' }));
    expect(bad.ok ? [] : bad.problems.map((problem) => problem.message)).toEqual([
      'Choose your model or its type of system',
      '"??" is not a fault code: codes are a letter and one or two letters or digits, such as E6 or F3',
    ]);
  });
});
