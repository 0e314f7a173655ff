/** Custom elements rendered by the section components. */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** "Keep the catalogue offline" (src/islands/offline/keep-catalogue.ts). */
      'cirrus-keep-catalogue': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
