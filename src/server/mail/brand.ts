/**
 * The mail's look in one place: colours from src/styles/tokens.css (mail clients ignore custom
 * properties, so the values are repeated here), the type stack, and the mark in the header.
 * Swapping the mark for the site's logo changes `BrandMark` only.
 */
import { createElement as h } from 'react';
import { site } from '../../config/site.ts';

export const mailColours = {
  /** --cc-color-brand-700: 9.6:1 on white. */
  brand: '#004A60',
  /** --cc-color-brand-100: the site's pale background. */
  mist: '#E1EAEC',
  /** --cc-color-neutral-900: body text, 16:1 on white. */
  text: '#152226',
  /** --cc-color-neutral-500: small print, 5.2:1 on white. */
  muted: '#5E6F74',
  white: '#FFFFFF',
  /** --cc-color-brand-900 and -800: the dark-mode page and card. */
  night: '#00232E',
  nightCard: '#003646',
} as const;

/**
 * The site's typeface first, then faces every phone and desktop has: a client that does not load
 * web fonts (most block them) falls back without a change of layout.
 */
export const mailFontStack = "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Helvetica, Arial, sans-serif";

/**
 * The header's mark: a square with the initial and the name beside it, in text and CSS only, so it
 * shows when images are blocked and needs no alt text. Replace with the logo when it lands.
 */
export function BrandMark() {
  return h(
    'table',
    { role: 'presentation', cellPadding: 0, cellSpacing: 0, style: { borderCollapse: 'collapse' } },
    h(
      'tbody',
      null,
      h(
        'tr',
        null,
        h(
          'td',
          {
            className: 'cc-mark',
            'aria-hidden': 'true',
            'data-skip-in-text': 'true',
            style: {
              width: 32,
              height: 32,
              backgroundColor: mailColours.white,
              color: mailColours.brand,
              borderRadius: 8,
              textAlign: 'center',
              fontWeight: 700,
              fontSize: 20,
              lineHeight: '32px',
            },
          },
          site.name.charAt(0),
        ),
        h(
          'td',
          {
            className: 'cc-wordmark',
            style: { paddingLeft: 10, color: mailColours.white, fontWeight: 700, fontSize: 18 },
          },
          site.name,
        ),
      ),
    ),
  );
}
