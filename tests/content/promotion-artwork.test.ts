/**
 * Promotions' offer artwork: every promotion of the site names a picture that exists (the build's
 * image() would refuse a missing one, but the field is optional, so a promotion without art would
 * pass it quietly), drawn 4:3 like the heroes it sits beside; and the tests' own promotions carry
 * their files into the folder they are written to, where the test build reads them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { promotionSchema } from '../../src/schemas/promotion.ts';
import { machineToday, testPromotions, writeTestPromotions } from '../support/promotion-fixtures.ts';
import { contentDir, loadFolder } from './load-content.ts';

describe('promotion artwork', () => {
  const promotions = loadFolder('promotions').map(({ data }) => promotionSchema.parse(data));

  it('gives every promotion of the site its own 4:3 artwork with alt text', async () => {
    expect(promotions.length).toBeGreaterThan(0);
    for (const promotion of promotions) {
      expect(promotion.artwork, promotion.slug).toBeDefined();
      if (!promotion.artwork || typeof promotion.artwork.image !== 'string') continue;
      const file = path.join(contentDir, 'promotions', promotion.artwork.image);
      expect(existsSync(file), file).toBe(true);
      const { width = 0, height = 0 } = await sharp(file).metadata();
      expect(width / height, promotion.slug).toBeCloseTo(4 / 3, 2);
      expect(width, promotion.slug).toBeGreaterThanOrEqual(1200);
      expect(promotion.artwork.alt.length).toBeGreaterThan(20);
    }
  });

  it("writes the tests' promotions with their artwork files beside them", () => {
    const dir = writeTestPromotions(machineToday());
    const fixtures = Object.values(testPromotions(machineToday()));
    const withArt = fixtures.filter((promotion) => 'artwork' in promotion);
    expect(withArt.length).toBeGreaterThan(0);
    expect(withArt.length).toBeLessThan(fixtures.length);
    for (const promotion of withArt)
      if ('artwork' in promotion) expect(existsSync(path.join(dir, promotion.artwork.image))).toBe(true);
  });
});
