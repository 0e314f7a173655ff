/** Lead references and the little that is kept about the submitting client. */
import { randomInt } from 'node:crypto';
import { referenceAlphabet, type UserAgentFamily } from './schema.ts';

/**
 * A new random reference, e.g. CC-7K3M9Q (31^6, about 887 million possibilities): a lead's, or with
 * another prefix another record's (an installation job is CJ-, a privacy request PR-, never mistaken for a lead).
 */
export function newLeadReference(prefix: 'CC' | 'CJ' | 'PR' = 'CC'): string {
  let code = '';
  for (let index = 0; index < 6; index += 1) code += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return `${prefix}-${code}`;
}

/** The browser family of a User-Agent header: enough for spotting spam waves, nothing identifying. */
export function userAgentFamily(userAgent: string | null | undefined): UserAgentFamily {
  if (!userAgent) return 'Other';
  if (/bot|crawl|spider|curl|wget|python|httpclient|autocannon/i.test(userAgent)) return 'Bot';
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/OPR\//.test(userAgent)) return 'Opera';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|CriOS\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Other';
}
