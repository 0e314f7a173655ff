/** Custom elements rendered by React components. */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** The header's account slot (src/islands/auth/account-element.ts). */
      'cirrus-account': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-client-id'?: string;
      };
      /** The header's search button and dialog (src/islands/site-search/search-element.ts). */
      'cirrus-search': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
