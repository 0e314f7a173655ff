/** Custom elements rendered by the support components. */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** Adds the address's `model` to the service request link inside it (src/islands/support/service-link-element.ts). */
      'cirrus-service-link': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
