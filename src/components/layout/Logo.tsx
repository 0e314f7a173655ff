import { site } from '../../config/site';
import { brandMark } from '../../lib/brand-mark';

export interface LogoProps {
  /** Rendered height in px; width follows the drawing's ratio. */
  height?: number;
}

const VIEW = brandMark.size;

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
      <rect width={VIEW} height={VIEW} rx={brandMark.cornerRadius} fill={theme} />
      <path
        d={brandMark.curve}
        fill="none"
        stroke={background}
        strokeWidth={brandMark.strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle {...brandMark.sun} fill={accent} />
    </svg>
  );
}
