import { site } from '../../config/site';

export interface LogoProps {
  /** Rendered height in px; width follows the drawing's ratio. */
  height?: number;
}

/** The brand mark: a cloud curl over the wordmark's initial, drawn inline so it costs no request. */
export function Logo({ height = 36 }: LogoProps) {
  return (
    <svg viewBox="0 0 48 48" width={height} height={height} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill={site.colours.theme} />
      <path
        d="M14 30a7 7 0 0 1 1.5-13.8A10 10 0 0 1 34.6 18 6 6 0 0 1 34 30Z"
        fill="none"
        stroke={site.colours.background}
        strokeWidth="3.2"
        strokeLinejoin="round"
      />
      <path d="M16 36h16" stroke={site.colours.background} strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}
