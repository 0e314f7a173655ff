/**
 * The tests' own promotions, dated around a given day: the server under test serves these
 * (`TEST_PROMOTIONS_DIR`) instead of the site's, so neither the calendar nor a marketing edit of
 * src/content/promotions can break the suite. Each site process started by site-process.ts gets a
 * folder of them, dated around its clock's today; tests name them through `testPromotions(today)`.
 */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { stringify } from 'yaml';
import { australianToday, shiftDate } from '../../src/lib/lead-forms/dates.ts';
import { longDate } from '../../src/lib/promotions.ts';
import { type Promotion, promotionSchema } from '../../src/schemas/promotion.ts';

const terms = [
  'One claim per system, identified by its serial numbers.',
  'The system must be bought new from an authorised Cirrus dealer in Australia and installed by a licensed installer.',
  'Claims need a copy of the paid tax invoice showing the model number, the purchase date and the dealer.',
  'We pay by bank transfer to an Australian account within 30 days of approving the claim.',
];

const siteContent = resolve(import.meta.dirname, '../../src/content/promotions');

/**
 * Offer artwork borrowed from the site's promotions, copied beside the
 * files writeTestPromotions writes: the amount is set over it as text, so the art fits any amount.
 */
const artworkOf = (slug: string, site: string, alt: string) => ({
  image: `./${slug}/artwork/image.jpg`,
  alt,
  site: join(siteContent, site, 'artwork/image.jpg'),
});

const artwork = {
  'test-split-cashback': artworkOf(
    'test-split-cashback',
    'summer-cashback-2026',
    'A pearl white Cirrus Aura and a graphite Cirrus Edge wall split with their outdoor unit, under a summer sun',
  ),
  'test-ducted-bonus': artworkOf(
    'test-ducted-bonus',
    'ducted-upgrade-2026',
    'A Cirrus Edge ducted system: the indoor unit, its outdoor unit and the zone controller for four zones',
  ),
  'test-heater-cashback': artworkOf(
    'test-heater-cashback',
    'winter-warmth-2026',
    'A Cirrus Hearth gas ducted heater and its heating controller, in a warm winter glow',
  ),
};
const artworkField = (slug: keyof typeof artwork) => ({
  artwork: { image: artwork[slug].image, alt: artwork[slug].alt },
});

/** Today in Australia by the machine's clock (what a server started without TEST_NOW reads). */
export const machineToday = () => australianToday(new Date());

/**
 * The promotions, dated around `today` (YYYY-MM-DD): two open for claims (splits, ducted), one
 * whose claims closed, one not started yet. The first three have offer artwork; the last has none,
 * so its pages show its first eligible product's picture instead.
 */
export function testPromotions(today: string) {
  const day = (days: number) => shiftDate(today, { days });
  const open = { purchaseWindow: { from: day(-60), to: day(30) }, claimDeadline: day(60) };
  const promotions = {
    splits: {
      slug: 'test-split-cashback',
      title: 'Cool change cashback on Aura and Edge splits',
      summary: `Buy and install an Aura or Edge wall-mounted split system between ${longDate(open.purchaseWindow.from)} and ${longDate(open.purchaseWindow.to)} and we'll pay $200 back into your bank account.`,
      amountAud: 200,
      eligibleProducts: [
        'aura-2-5kw-reverse-cycle-split-system',
        'aura-3-5kw-reverse-cycle-split-system',
        'aura-5-0kw-reverse-cycle-split-system',
        'aura-7-1kw-reverse-cycle-split-system',
        'edge-2-5kw-reverse-cycle-split-system',
        'edge-3-5kw-reverse-cycle-split-system',
        'edge-5-0kw-reverse-cycle-split-system',
      ],
      eligibleDescription: 'Aura 2.5 to 7.1 kW and Edge 2.5 to 5.0 kW reverse-cycle wall splits',
      ...open,
      terms,
      ...artworkField('test-split-cashback'),
    },
    ducted: {
      slug: 'test-ducted-bonus',
      title: 'Ducted changeover bonus',
      summary: `Replace an old system with an Edge ducted reverse-cycle system bought by ${longDate(open.purchaseWindow.to)} and claim $400 back.`,
      amountAud: 400,
      eligibleProducts: [
        'edge-10-0kw-ducted-reverse-cycle-system',
        'edge-12-5kw-ducted-reverse-cycle-system',
        'edge-14-0kw-ducted-reverse-cycle-system',
        'edge-16-0kw-ducted-reverse-cycle-system',
      ],
      eligibleDescription: 'Edge ducted reverse-cycle systems from 10 to 16 kW',
      ...open,
      terms,
      ...artworkField('test-ducted-bonus'),
    },
    closed: {
      slug: 'test-heater-cashback',
      title: 'Warm nights cashback on Hearth gas heating',
      summary: `Bought a Hearth gas ducted heater between ${longDate(day(-200))} and ${longDate(day(-120))}? This promotion paid $150 back on claims made by ${longDate(day(-90))}.`,
      amountAud: 150,
      eligibleProducts: ['hearth-4-star-20kw-gas-ducted-heater', 'hearth-5-star-18kw-gas-ducted-heater'],
      eligibleDescription: 'Hearth 4- and 5-star gas ducted heaters',
      purchaseWindow: { from: day(-200), to: day(-120) },
      claimDeadline: day(-90),
      terms,
      ...artworkField('test-heater-cashback'),
    },
    upcoming: {
      slug: 'test-early-bird',
      title: 'Early bird cashback on Aura splits',
      summary: `Buy an Aura wall-mounted split system between ${longDate(day(20))} and ${longDate(day(80))} and we'll pay $100 back into your bank account.`,
      amountAud: 100,
      eligibleProducts: ['aura-2-5kw-reverse-cycle-split-system', 'aura-3-5kw-reverse-cycle-split-system'],
      eligibleDescription: 'Aura 2.5 and 3.5 kW reverse-cycle wall splits',
      purchaseWindow: { from: day(20), to: day(80) },
      claimDeadline: day(110),
      terms,
    },
  } satisfies Record<string, Promotion>;
  for (const promotion of Object.values(promotions)) promotionSchema.parse(promotion);
  return promotions;
}

export type TestPromotions = ReturnType<typeof testPromotions>;

/** Writes `testPromotions(today)` as promotion files into a new folder; returns the folder. */
export function writeTestPromotions(today: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'cirrus-promotions-')), 'promotions');
  mkdirSync(dir);
  // Quoted, as the site's files are: a bare 2027-01-31 is a date, not a string, to the build's YAML reader.
  for (const promotion of Object.values(testPromotions(today)))
    writeFileSync(
      join(dir, `${promotion.slug}.yaml`),
      stringify(promotion, { defaultStringType: 'QUOTE_SINGLE' }),
    );
  // Each artwork file where its promotion's file names it, so the build's image() finds it.
  for (const { image, site } of Object.values(artwork)) {
    const target = join(dir, image);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(site, target);
  }
  return dir;
}
