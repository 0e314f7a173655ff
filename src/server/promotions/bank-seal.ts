/**
 * Bank details at rest: a claimant's BSB and account number, and each payment run's file, are
 * sealed with AES-256-GCM under the application's key (BANK_DETAILS_KEY), so a copy of the
 * database (a backup, a stolen file) holds no account a payout could be redirected from. A sealed
 * value reads `v1:` and base64url of the nonce, the tag and the cipher text; anything else is a
 * value written before sealing (sealLegacyBankDetails seals those at start-up).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { decodeKey, type Env } from '../../config/env.ts';

export interface BankSeal {
  seal(text: string): string;
  /** The text of a sealed value; a value that is not sealed (written before sealing) as it is. */
  open(value: string): string;
  isSealed(value: string): boolean;
}

const PREFIX = 'v1:';

export function createBankSeal(key: Buffer): BankSeal {
  if (key.length !== 32) throw new Error('The bank details key must be 32 bytes');
  return {
    seal(text) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(value) {
      if (!value.startsWith(PREFIX)) return value;
      const bytes = Buffer.from(value.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
    isSealed: (value) => value.startsWith(PREFIX),
  };
}

/**
 * The key of this environment: BANK_DETAILS_KEY, or outside production (where env.ts requires it
 * to serve) one derived from a fixed phrase, the same in every development and test process.
 */
export function bankSealOf(env: Pick<Env, 'NODE_ENV' | 'BANK_DETAILS_KEY'>): BankSeal {
  const key = env.BANK_DETAILS_KEY ? decodeKey(env.BANK_DETAILS_KEY) : undefined;
  if (key) return createBankSeal(key);
  if (env.NODE_ENV === 'production') throw new Error('BANK_DETAILS_KEY is required with NODE_ENV=production');
  return createBankSeal(createHash('sha256').update('cirrus-climate development bank details key').digest());
}

/** The development key's seal: tools and tests that open a repository outside the server. */
export const developmentBankSeal = () => bankSealOf({ NODE_ENV: 'development', BANK_DETAILS_KEY: undefined });
