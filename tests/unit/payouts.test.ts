/**
 * Promotion payouts' settings and files, without a server: dual control by default (a server
 * setting), the bank details key production must bring, the seal of bank details at rest, and the
 * bank's ABA file with account numbers as text (leading zeros kept).
 */
import { describe, expect, it } from 'vitest';
import { loadEnv, loadServerEnv } from '../../src/config/env.ts';
import { abaFile, abaOriginatorOf } from '../../src/server/promotions/aba.ts';
import { bankSealOf, createBankSeal } from '../../src/server/promotions/bank-seal.ts';

const key = 'c3'.repeat(32);

describe('payout settings', () => {
  it('need two approvers for every payout unless the server says otherwise', () => {
    expect(loadEnv({}).PAYOUT_SECOND_APPROVAL_ABOVE_AUD).toBe(0);
    expect(loadEnv({ PAYOUT_SECOND_APPROVAL_ABOVE_AUD: '500' }).PAYOUT_SECOND_APPROVAL_ABOVE_AUD).toBe(500);
    expect(() => loadEnv({ PAYOUT_SECOND_APPROVAL_ABOVE_AUD: '-1' })).toThrow(
      /PAYOUT_SECOND_APPROVAL_ABOVE_AUD/,
    );
  });

  it('require a bank details key to serve in production, and never show it', () => {
    const production = { NODE_ENV: 'production', SITE_URL: 'https://www.example.com.au' };
    expect(() => loadServerEnv(production)).toThrow(/BANK_DETAILS_KEY: not set/);
    expect(loadServerEnv({ ...production, BANK_DETAILS_KEY: key }).BANK_DETAILS_KEY).toBe(key);
    expect(
      loadServerEnv({ ...production, BANK_DETAILS_KEY: Buffer.alloc(32, 1).toString('base64') }),
    ).toBeTruthy();
    const short = 'd4'.repeat(16);
    let message = '';
    try {
      loadServerEnv({ ...production, BANK_DETAILS_KEY: short });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/BANK_DETAILS_KEY: must be 32 bytes/);
    expect(message).not.toContain(short);
    // Development and tests derive one; production never does.
    expect(() => bankSealOf({ NODE_ENV: 'production', BANK_DETAILS_KEY: undefined })).toThrow(
      /BANK_DETAILS_KEY/,
    );
    expect(bankSealOf({ NODE_ENV: 'test', BANK_DETAILS_KEY: undefined }).isSealed('v1:x')).toBe(true);
  });
});

describe('bank details at rest', () => {
  it('seal each value apart under the key, and open only under it', () => {
    const seal = createBankSeal(Buffer.from(key, 'hex'));
    const sealed = seal.seal('00123456');
    expect(sealed).toMatch(/^v1:[\w-]+$/);
    expect(sealed).not.toContain('123456');
    expect(seal.seal('00123456')).not.toBe(sealed);
    expect(seal.open(sealed)).toBe('00123456');
    expect(() => createBankSeal(Buffer.alloc(32, 9)).open(sealed)).toThrow();
    // A value kept before sealing reads as it is (start-up seals it).
    expect(seal.open('062000')).toBe('062000');
  });
});

describe('the ABA payment file', () => {
  const originator = {
    bank: 'CBA',
    userName: 'Cirrus Climate Pty Ltd',
    userId: '301500',
    traceBsb: '062000',
    traceAccount: '00012345',
    remitterName: 'CIRRUS CLIMATE',
  };

  it('writes fixed-width records with the account numbers as text, leading zeros kept', () => {
    const file = abaFile(
      originator,
      [
        {
          bsb: '082001',
          accountNumber: '00123456',
          accountName: 'Zoë O’Brien',
          amountCents: 40_000,
          lodgementReference: 'Cirrus CC-ABC234',
        },
        {
          bsb: '733-112',
          accountNumber: '987654321',
          accountName: 'E Fraser',
          amountCents: 20_000,
          lodgementReference: 'Cirrus CC-XYZ789',
        },
      ],
      '2031-02-14',
    );
    expect(file.endsWith('\r\n')).toBe(true);
    const records = file.slice(0, -2).split('\r\n');
    expect(records.map((record) => record.length)).toEqual([120, 120, 120, 120]);
    expect(records[0]).toBe(
      `0${' '.repeat(17)}01CBA${' '.repeat(7)}${'Cirrus Climate Pty Ltd'.padEnd(26)}301500${'CASHBACK'.padEnd(12)}140231${' '.repeat(40)}`,
    );
    expect(records[1]).toBe(
      `1082-001 00123456 500000040000${"Zoe O'Brien".padEnd(32)}${'Cirrus CC-ABC234'.padEnd(18)}062-000 00012345${'CIRRUS CLIMATE'.padEnd(16)}00000000`,
    );
    expect(records[2]?.slice(1, 17)).toBe('733-112987654321');
    expect(records[3]).toBe(
      `7999-999${' '.repeat(12)}000006000000000600000000000000${' '.repeat(24)}000002${' '.repeat(40)}`,
    );
  });

  it('refuses what a bank would reject, rather than write it', () => {
    const payment = {
      bsb: '082001',
      accountNumber: '1234567890',
      accountName: 'A',
      amountCents: 1,
      lodgementReference: 'x',
    };
    expect(() => abaFile(originator, [payment], '2031-02-14')).toThrow(/account number/);
    expect(() =>
      abaFile(originator, [{ ...payment, accountNumber: '1', amountCents: 1.5 }], '2031-02-14'),
    ).toThrow();
  });

  it('names the paying account production has not set, and stands in for it elsewhere', () => {
    const env = loadEnv({});
    expect(abaOriginatorOf({ ...env, NODE_ENV: 'production' })).toEqual({
      missing: ['ABA_BANK', 'ABA_USER_NAME', 'ABA_USER_ID', 'ABA_TRACE_BSB', 'ABA_TRACE_ACCOUNT'],
    });
    expect(abaOriginatorOf({ ...env, NODE_ENV: 'development' })).toMatchObject({
      bank: 'CBA',
      userId: '000000',
    });
    expect(
      abaOriginatorOf(
        loadEnv({
          NODE_ENV: 'production',
          ABA_BANK: 'WBC',
          ABA_USER_NAME: 'Cirrus Climate',
          ABA_USER_ID: '123456',
          ABA_TRACE_BSB: '032-000',
          ABA_TRACE_ACCOUNT: '001234',
        }),
      ),
    ).toMatchObject({ bank: 'WBC', traceBsb: '032000', traceAccount: '001234' });
  });
});
