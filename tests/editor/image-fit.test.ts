/**
 * The warnings the editor shows beside a picture before the save: too small for the largest size
 * the site shows it at, or far from the shape of its slot; none for a picture that fits.
 */
import { describe, expect, it } from 'vitest';
import { imageFitWarnings, imageSlots, shapeOf } from '../../src/editor/image-fit.ts';
import { pictureLayouts } from '../../src/lib/picture-data.ts';

describe('a picture’s fit to its slot', () => {
  it('reads the largest size from the layouts the build makes pictures in', () => {
    expect(imageSlots.gallery.largestWidth).toBe(Math.max(...pictureLayouts.gallery.widths));
    expect(imageSlots.hero.largestWidth).toBe(Math.max(...pictureLayouts.hero.widths));
    expect(imageSlots.gallery.largestWidth).toBe(1200);
  });

  it('says nothing of a picture as large as the largest size, in the slot’s shape', () => {
    expect(imageFitWarnings({ width: 1200, height: 900 }, imageSlots.gallery)).toEqual([]);
    expect(imageFitWarnings({ width: 4032, height: 3024 }, imageSlots.gallery)).toEqual([]);
    expect(imageFitWarnings({ width: 1200, height: 900 }, imageSlots.hero)).toEqual([]);
    // A camera's 3:2 is near enough to 4:3 to crop well.
    expect(imageFitWarnings({ width: 1800, height: 1200 }, imageSlots.gallery)).toEqual([]);
  });

  it('warns of a picture too small for the largest size it is shown at', () => {
    expect(imageFitWarnings({ width: 600, height: 450 }, imageSlots.gallery)).toEqual([
      'Too small: this picture is 600 × 450 px, and the product gallery shows it up to 1200 px wide, so it will look soft on large screens. Use one at least 1200 px wide.',
    ]);
    // The same picture is wide enough for a hero? No: heroes go to 1200 px.
    expect(imageFitWarnings({ width: 1000, height: 750 }, imageSlots.hero)[0]).toMatch(
      /^Too small: .+ up to 1200 px wide/,
    );
  });

  it('warns of a picture far from its slot’s shape, saying how much is cut off', () => {
    expect(imageFitWarnings({ width: 2000, height: 750 }, imageSlots.gallery)).toEqual([
      'Wrong shape: this picture is 2.67:1 and the product gallery frames it at 4:3, so about 50% of it (its sides) will be cut off. Crop it to 4:3.',
    ]);
    const portrait = imageFitWarnings({ width: 1600, height: 1600 * (16 / 9) }, imageSlots.hero);
    expect(portrait).toHaveLength(1);
    expect(portrait[0]).toMatch(/^Wrong shape: this picture is 9:16 .+\(its top and bottom\)/);
    // Both at once.
    expect(imageFitWarnings({ width: 800, height: 800 }, imageSlots.gallery)).toHaveLength(2);
  });

  it('names common shapes as people say them', () => {
    expect(shapeOf(1920, 1080)).toBe('16:9');
    expect(shapeOf(1000, 1000)).toBe('1:1');
    expect(shapeOf(1000, 300)).toBe('3.33:1');
  });

  it('says nothing before the picture is decoded', () => {
    expect(imageFitWarnings({ width: 0, height: 0 }, imageSlots.gallery)).toEqual([]);
  });
});
