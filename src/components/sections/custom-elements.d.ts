/** Custom elements rendered by the section and app components. */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** The app page's Install button (src/islands/offline/install-app.ts). */
      'cirrus-install-app': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      /** "Keep the catalogue offline" (src/islands/offline/keep-catalogue.ts). */
      'cirrus-keep-catalogue': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
