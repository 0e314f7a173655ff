/**
 * The payment file in the banks' own format: the ABA ("Cemtex", APCA's Bulk Electronic Clearing
 * System) file every Australian bank imports for a batch of payments. Fixed-width records of 120
 * characters, CRLF-separated: one descriptive record (the paying bank, its user, the processing
 * day), one detail record per payee (BSB, account number, amount in cents, account name, the
 * reference the payee's statement shows, the account the money is drawn from), and a file total.
 * Account numbers are text: `00123456` stays `00123456` (a spreadsheet would make it 123456).
 */
import type { Env } from '../../config/env.ts';

export interface AbaOriginator {
  /** The paying bank's abbreviation, e.g. CBA. */
  bank: string;
  /** The user name the bank knows the account holder by (26 characters). */
  userName: string;
  /** The APCA user identification number (six digits). */
  userId: string;
  /** BSB (six digits) and number of the account the payouts are drawn from. */
  traceBsb: string;
  traceAccount: string;
  /** The remitter the payees' statements name (16 characters). */
  remitterName: string;
}

export interface AbaPayment {
  bsb: string;
  accountNumber: string;
  accountName: string;
  amountCents: number;
  /** What the payee's statement shows (18 characters). */
  lodgementReference: string;
}

/** The ABA variables a production server must set before it writes a payment file. */
export const abaVariables = [
  'ABA_BANK',
  'ABA_USER_NAME',
  'ABA_USER_ID',
  'ABA_TRACE_BSB',
  'ABA_TRACE_ACCOUNT',
];

/**
 * The paying side of the file from the environment. Outside production a demonstration stands in for
 * what is unset; in production anything unset is listed instead (the payment run is refused).
 */
export function abaOriginatorOf(
  env: Pick<
    Env,
    | 'NODE_ENV'
    | 'ABA_BANK'
    | 'ABA_USER_NAME'
    | 'ABA_USER_ID'
    | 'ABA_TRACE_BSB'
    | 'ABA_TRACE_ACCOUNT'
    | 'ABA_REMITTER_NAME'
  >,
): AbaOriginator | { missing: string[] } {
  const values = {
    ABA_BANK: env.ABA_BANK,
    ABA_USER_NAME: env.ABA_USER_NAME,
    ABA_USER_ID: env.ABA_USER_ID,
    ABA_TRACE_BSB: env.ABA_TRACE_BSB,
    ABA_TRACE_ACCOUNT: env.ABA_TRACE_ACCOUNT,
  };
  const missing = Object.entries(values)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0 && env.NODE_ENV === 'production') return { missing };
  return {
    bank: values.ABA_BANK ?? 'CBA',
    userName: values.ABA_USER_NAME ?? 'CIRRUS CLIMATE DEMO',
    userId: values.ABA_USER_ID ?? '000000',
    traceBsb: (values.ABA_TRACE_BSB ?? '062000').replace('-', ''),
    traceAccount: values.ABA_TRACE_ACCOUNT ?? '00000000',
    remitterName: env.ABA_REMITTER_NAME,
  };
}

/** Characters a BECS file carries: printable ASCII, accents folded, anything else a space. */
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\x20-\x7e]/g, (char) => (/\p{M}/u.test(char) ? '' : ' '));
}

const left = (text: string, width: number) => plain(text).slice(0, width).padEnd(width, ' ');
const right = (text: string, width: number, fill: ' ' | '0') => {
  const value = plain(text);
  if (value.length > width) throw new Error(`ABA field longer than ${width}: ${value}`);
  return value.padStart(width, fill);
};
const bsbField = (bsb: string) => {
  const digits = bsb.replace('-', '');
  if (!/^\d{6}$/.test(digits)) throw new Error('A BSB is six digits');
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
};
const cents = (amount: number, width = 10) => {
  if (!Number.isInteger(amount) || amount < 0) throw new Error('An ABA amount is whole cents');
  return right(String(amount), width, '0');
};

/** DDMMYY of an Australian calendar day (YYYY-MM-DD). */
const processingDay = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(2, 4)}`;

/** The ABA file of these credits, to be processed on `day` (YYYY-MM-DD). */
export function abaFile(
  originator: AbaOriginator,
  payments: readonly AbaPayment[],
  day: string,
  description = 'CASHBACK',
): string {
  const records = [
    [
      '0',
      ' '.repeat(17),
      '01',
      left(originator.bank, 3),
      ' '.repeat(7),
      left(originator.userName, 26),
      right(originator.userId, 6, '0'),
      left(description, 12),
      processingDay(day),
      ' '.repeat(40),
    ].join(''),
    ...payments.map((payment) => {
      if (!/^\d{1,9}$/.test(payment.accountNumber)) throw new Error('An account number is up to nine digits');
      return [
        '1',
        bsbField(payment.bsb),
        right(payment.accountNumber, 9, ' '),
        ' ',
        // 50: a credit (other than pay, pensions or dividends).
        '50',
        cents(payment.amountCents),
        left(payment.accountName, 32),
        left(payment.lodgementReference, 18),
        bsbField(originator.traceBsb),
        right(originator.traceAccount, 9, ' '),
        left(originator.remitterName, 16),
        '00000000',
      ].join('');
    }),
  ];
  const credit = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  records.push(
    [
      '7',
      '999-999',
      ' '.repeat(12),
      cents(credit),
      cents(credit),
      cents(0),
      ' '.repeat(24),
      right(String(payments.length), 6, '0'),
      ' '.repeat(40),
    ].join(''),
  );
  for (const record of records) {
    if (record.length !== 120) throw new Error(`ABA record of ${record.length} characters`);
  }
  return `${records.join('\r\n')}\r\n`;
}
