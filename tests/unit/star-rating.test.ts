/**
 * Stars as a visitor and a screen reader get them: an energy label's rating in half stars, as the
 * label prints it; owners' average in tenths, so the stars, the number and the dealer page's
 * sentence ("Rated 4.3 out of 5") say the same.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating } from '../../src/components/ui/StarRating';

const rendered = (props: Parameters<typeof StarRating>[0]) => {
  const html = renderToStaticMarkup(createElement(StarRating, props));
  return {
    label: /aria-label="([^"]+)"/.exec(html)?.[1],
    fill: /--stars-value:([\d.]+)/.exec(html)?.[1],
    number: />([\d.]+)<\/span><\/span>$/.exec(html)?.[1],
  };
};

describe('star ratings', () => {
  it('shows an energy rating in half stars', () => {
    expect(rendered({ value: 4.3, max: 10, label: 'Cooling' })).toEqual({
      label: 'Cooling: 4.5 out of 10 stars',
      fill: '4.5',
      number: '4.5',
    });
  });

  it('shows owners’ average to one decimal, filled to it, never rounded to a half', () => {
    expect(rendered({ value: 4.3, max: 5, label: 'Average rating', precision: 'tenth' })).toEqual({
      label: 'Average rating: 4.3 out of 5 stars',
      fill: '4.3',
      number: '4.3',
    });
    expect(rendered({ value: 3, max: 5, precision: 'tenth' }).label).toBe('3.0 out of 5 stars');
  });
});
