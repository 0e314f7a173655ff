import { site } from '../../config/site';

export interface LogoProps {
  /** Rendered height in px; width follows the drawing's ratio. */
  height?: number;
}

/** The drawing's own units: a 48 × 48 square. */
const VIEW = 48;

/**
 * The brand mark: a "C" of moving air (an open ring with a cirrus wisp trailing from its top end)
 * holding a warm sun in its opening: cooling and heating in one sign. Three solid shapes on the
 * theme square, so it still reads at 16 px (favicon). Drawn inline so it costs no request; the app
 * icons, the favicon and the spec sheet are rendered from this one component.
 */
export function Logo({ height = 36 }: LogoProps) {
  const { theme, background, accent } = site.colours;
  return (
    <svg
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      width={height}
      height={height}
      aria-hidden="true"
      focusable="false"
      data-brand-mark=""
    >
      <rect width={VIEW} height={VIEW} rx="11" fill={theme} />
      {/* The C: from its lower end round the left to its upper end, which trails off as a wisp. */}
      <path
        d="M31.1 32.4A11 11 0 1 1 25.9 13.2C31 12.3 36 11.2 40.6 11.8"
        fill="none"
        stroke={background}
        strokeWidth="5.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="33" cy="24.2" r="4.4" fill={accent} />
    </svg>
  );
}
