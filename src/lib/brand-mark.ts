/**
 * The brand mark's geometry, in its own units (a 48 × 48 square): a "C" of moving air, an open ring
 * whose upper end trails off as a cirrus wisp, holding a warm sun in its opening. The Logo component
 * (and through it the favicon and app icons) and the PDFs (server-only/pdf) all draw it from here.
 */
export const brandMark = {
  /** Width and height of the square. */
  size: 48,
  cornerRadius: 11,
  /** The C: from its lower end round the left to its upper end, which trails off as a wisp. */
  curve: 'M31.1 32.4A11 11 0 1 1 25.9 13.2C31 12.3 36 11.2 40.6 11.8',
  strokeWidth: 5.2,
  sun: { cx: 33, cy: 24.2, r: 4.4 },
} as const;
