/**
 * Installation clearances the dimension drawings show, mm: the usual figures of Australian
 * installation manuals for each kind of unit. The unit's own installation manual governs.
 */
export interface Clearance {
  /** Where the space is kept, as the drawing labels it. */
  where: string;
  /** Least clear space, mm. */
  mm: number;
}

export const indoorClearances: Record<string, readonly Clearance[]> = {
  'wall-split': [
    { where: 'above, to the ceiling', mm: 150 },
    { where: 'each side', mm: 150 },
    { where: 'floor to underside', mm: 1800 },
  ],
  multi: [
    { where: 'above, to the ceiling', mm: 150 },
    { where: 'each side', mm: 150 },
    { where: 'floor to underside', mm: 1800 },
  ],
  ducted: [
    { where: 'service access on the control side', mm: 600 },
    { where: 'return-air side, for the filter', mm: 300 },
    { where: 'above, to the roof structure', mm: 20 },
  ],
  cassette: [
    { where: 'ceiling void above the body', mm: 20 },
    { where: 'panel edge to each wall', mm: 1500 },
    { where: 'floor to panel', mm: 2300 },
  ],
  window: [
    { where: 'clear space outside the rear face', mm: 500 },
    { where: 'above the cabinet', mm: 100 },
    { where: 'floor to underside', mm: 750 },
  ],
  evaporative: [
    { where: 'service space around the cabinet', mm: 1000 },
    { where: 'from a flue or exhaust outlet', mm: 3000 },
    { where: 'above the lid', mm: 300 },
  ],
  portable: [
    { where: 'from walls and curtains', mm: 300 },
    { where: 'in front of the louvre', mm: 1000 },
  ],
  'gas-heater': [
    { where: 'service space in front', mm: 600 },
    { where: 'each side', mm: 25 },
    { where: 'flue terminal to an openable window', mm: 500 },
  ],
};

export const outdoorClearances: readonly Clearance[] = [
  { where: 'behind, to the wall', mm: 150 },
  { where: 'each side', mm: 300 },
  { where: 'in front of the fan', mm: 500 },
  { where: 'above', mm: 300 },
];
