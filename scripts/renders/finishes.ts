/**
 * The look of each range's cabinets, which the scene builders read (plan.ts sceneFinish): the
 * colours of the front, the side and the top, the trim, the display and how glossy the surface is. An Edge is graphite with a
 * brushed-metal band, an Aura pearl white with a satin-silver band, a Breeze plain matte white.
 */
export interface Finish {
  /** Name as the alt text says it. */
  name: string;
  /** Front face, top to bottom. */
  front: readonly [string, string, string];
  /** Side face (in shade). */
  side: readonly [string, string];
  /** Top or underside face. */
  top: string;
  /** Trim band and badge. */
  accent: string;
  /** Display digits and status light. */
  display: string;
  /** Dark recesses: outlets, grilles. */
  recess: string;
  /** Opacity of the specular highlight (gloss). */
  gloss: number;
  /** Colour of text printed on the cabinet. */
  ink: string;
}

const finishes = {
  Edge: {
    name: 'graphite',
    front: ['#4b5159', '#32373d', '#24282d'],
    side: ['#22262a', '#17191c'],
    top: '#5a6068',
    accent: '#c3cbd4',
    display: '#8fdcff',
    recess: '#0d0f11',
    gloss: 0.22,
    ink: '#d8dee5',
  },
  Aura: {
    name: 'pearl white',
    front: ['#ffffff', '#f3f5f7', '#dfe4e9'],
    side: ['#d3d9df', '#bcc4cc'],
    top: '#f7f9fb',
    accent: '#9aa6b3',
    display: '#2f9ce8',
    recess: '#2a2f35',
    gloss: 0.75,
    ink: '#6c7782',
  },
  Breeze: {
    name: 'matte white',
    front: ['#f9f9f7', '#eeeeeb', '#dcdcd8'],
    side: ['#cfcfca', '#bdbdb8'],
    top: '#f4f4f1',
    accent: '#cfd2d4',
    display: '#4e5863',
    recess: '#3a3d40',
    gloss: 0.3,
    ink: '#7d8286',
  },
  Outback: {
    name: 'Surfmist',
    front: ['#f1eee6', '#e3dfd4', '#cfc9bb'],
    side: ['#c4bdae', '#aea796'],
    top: '#f5f2eb',
    accent: '#8b8474',
    display: '#3f7fbf',
    recess: '#5b574e',
    gloss: 0.25,
    ink: '#6d685c',
  },
  Hearth: {
    name: 'Monument grey',
    front: ['#666b70', '#4c5055', '#3a3d41'],
    side: ['#35383b', '#26282a'],
    top: '#74797e',
    accent: '#e07a35',
    display: '#ffab5c',
    recess: '#1b1c1e',
    gloss: 0.2,
    ink: '#e2e4e6',
  },
} as const satisfies Record<string, Finish>;

export type RangeName = keyof typeof finishes;

export function finishOf(range: RangeName): Finish {
  return finishes[range];
}

/** Outdoor units: weatherproof steel, warm white, or charcoal for the Edge. */
export function outdoorFinish(range: RangeName): Finish {
  if (range === 'Edge') {
    return { ...finishes.Edge, front: ['#595f66', '#464b51', '#383c41'], gloss: 0.12 };
  }
  return {
    name: 'warm white steel',
    front: ['#f3f3ef', '#e6e6e1', '#d2d2cc'],
    side: ['#c8c8c1', '#b3b3ac'],
    top: '#f7f7f4',
    accent: '#8d9196',
    display: '#4e5863',
    recess: '#2c2e30',
    gloss: 0.2,
    ink: '#7a7f84',
  };
}
