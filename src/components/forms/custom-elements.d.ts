/** Custom elements rendered by the form components. */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** Wraps a form's error summary and focuses it when it appears (src/islands/forms/error-summary-element.ts). */
      'cirrus-error-summary': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      /** Sends a form with a file with upload progress (src/islands/forms/upload-form-element.ts). */
      'cirrus-upload-form': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
