/** Custom elements rendered by the comparison components (src/islands/compare/compare-elements.ts). */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type CustomElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** An "add to compare" toggle: a link without JavaScript, a pressed/unpressed button with it. */
      'cirrus-compare-toggle': CustomElementProps & {
        'data-slug': string;
        'data-name': string;
        'data-path': string;
      };
      /** The sticky bar listing the chosen products. */
      'cirrus-compare-tray': CustomElementProps;
    }
  }
}
