/**
 * Hero art: a furnished Australian living room in one-point perspective (ceiling, side walls, timber
 * floor, a window onto gum trees, a sofa, a lamp, a plant) with the right kind of product where it
 * is installed, drawn with the same cabinets as the product art (draw-units.ts): a wall split above
 * the sofa, a cassette or an evaporative outlet in the ceiling, ducted grilles and their wall
 * controller, gas heating's floor vents, a window unit in the window. Airflow shows what it does:
 * cool blue, warm orange or both. Every scene is 4:3 on the art's canvas (geometry.ts).
 */

import { gasHeater, outdoorUnit, wallController, wallSplit, windowUnit } from './draw-units.ts';
import { finishOf, outdoorFinish, type RangeName } from './finishes.ts';
import { CANVAS, type Rect, r } from './geometry.ts';
import { Defs, line, poly, rect, svgDocument, text } from './svg.ts';

/** What a hero shows: where the product sits, its range's finish and what the air does. */
export interface HeroSpec {
  unit:
    | 'wall-split'
    | 'multi'
    | 'cassette'
    | 'ducted'
    | 'evaporative'
    | 'gas-ducted'
    | 'gas-heater'
    | 'window';
  range: RangeName;
  air: 'cool' | 'warm' | 'both';
  /** Draw the room's width and ceiling height on it (the sizing tool). */
  measured?: boolean;
  /** Evening light (warm lamp, dusk sky) rather than day. */
  evening?: boolean;
}

const flat = { dx: 0, dy: 0 };
/** The back wall: 2.4 m from floor to ceiling. */
const WALL = { x: 90, y: 100, width: 1020, height: 640 } as const;
const PX_PER_MM = WALL.height / 2400;
const mm = (value: number) => value * PX_PER_MM;
const COOL = '#5fa8d3';
const WARM = '#f08a2c';

/** Three soft airflow ribbons from (x, y), spreading down and out. */
function airflow(x: number, y: number, spread: number, colour: string, up = false): string {
  const dir = up ? -1 : 1;
  return [-1, 0, 1]
    .map((side, index) => {
      const endX = x + side * spread;
      const endY = y + dir * (170 + index * 18);
      const c1 = `${r(x + side * spread * 0.15)} ${r(y + dir * 60)}`;
      const c2 = `${r(endX - side * spread * 0.3 + 30)} ${r(endY - dir * 80)}`;
      return `<path d="M${r(x + side * 40)} ${r(y)} C${c1} ${c2} ${r(endX)} ${r(endY)}" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round" opacity="${0.5 - index * 0.08}"/>`;
    })
    .join('');
}

function room(defs: Defs, evening: boolean): string {
  const { x, y, width: w, height: h } = WALL;
  const parts: string[] = [];
  const floorTop = y + h;
  // Ceiling, side walls, back wall, floor.
  parts.push(
    poly(
      [
        [0, 0],
        [1200, 0],
        [x + w, y],
        [x, y],
      ],
      `fill="${defs.linear(['#ffffff', '#f1eee9'])}"`,
    ),
  );
  parts.push(
    poly(
      [
        [0, 0],
        [x, y],
        [x, floorTop],
        [0, 900],
      ],
      'fill="#e7e0d5"',
    ),
  );
  parts.push(
    poly(
      [
        [1200, 0],
        [x + w, y],
        [x + w, floorTop],
        [1200, 900],
      ],
      'fill="#e0d8cc"',
    ),
  );
  parts.push(rect(WALL, `fill="${defs.linear(evening ? ['#f3e9dc', '#e6d8c6'] : ['#f8f5f0', '#ece6dd'])}"`));
  parts.push(
    poly(
      [
        [x, floorTop],
        [x + w, floorTop],
        [1200, 900],
        [0, 900],
      ],
      `fill="${defs.linear(['#c9a27a', '#a97f57'])}"`,
    ),
  );
  // Floorboards converging on the vanishing point.
  for (let i = 1; i < 12; i += 1) {
    const t = i / 12;
    parts.push(
      line(x + w * t, floorTop, 1200 * t, 900, 'stroke="#8f6844" stroke-width="1.5" opacity="0.35"'),
    );
  }
  parts.push(rect({ x, y: floorTop - 14, width: w, height: 14 }, 'fill="#ffffff"'));
  parts.push(line(x, y, x + w, y, 'stroke="#d8d1c6" stroke-width="2"'));
  return parts.join('');
}

/** The window on the left of the back wall: sky, a ridge and gum trees. */
function windowView(defs: Defs, frame: Rect, evening: boolean): string {
  const { x, y, width: w, height: h } = frame;
  const parts: string[] = [];
  parts.push(
    rect(
      { x: x - 14, y: y - 14, width: w + 28, height: h + 28 },
      'fill="#ffffff" stroke="#d9d2c7" stroke-width="2"',
    ),
  );
  parts.push(
    rect(
      frame,
      `fill="${defs.linear(evening ? ['#f3b98a', '#f9dcc0', '#cfe0ee'] : ['#9fcbe8', '#d6eaf6', '#eef6fb'])}"`,
    ),
  );
  parts.push(
    `<path d="M${x} ${r(y + h * 0.72)} Q${r(x + w * 0.3)} ${r(y + h * 0.6)} ${r(x + w * 0.55)} ${r(y + h * 0.7)} T${x + w} ${r(y + h * 0.66)} L${x + w} ${y + h} L${x} ${y + h} Z" fill="#9db3a0"/>`,
  );
  // Gum trees: pale trunks, loose grey-green crowns.
  for (const [tx, scale] of [
    [0.28, 1],
    [0.72, 0.8],
  ] as const) {
    const cx = x + w * tx;
    const base = y + h;
    parts.push(
      `<path d="M${r(cx - 6 * scale)} ${base} C${r(cx - 4)} ${r(base - 90 * scale)} ${r(cx + 8)} ${r(base - 150 * scale)} ${r(cx + 2)} ${r(base - 210 * scale)} L${r(cx + 10 * scale)} ${r(base - 205 * scale)} C${r(cx + 16)} ${r(base - 140 * scale)} ${r(cx + 8)} ${r(base - 80 * scale)} ${r(cx + 8 * scale)} ${base} Z" fill="#e8e1d6"/>`,
    );
    for (const [dx, dy, rx] of [
      [-40, -230, 62],
      [30, -250, 58],
      [0, -285, 55],
      [-10, -200, 40],
    ] as const) {
      parts.push(
        `<ellipse cx="${r(cx + dx * scale)}" cy="${r(base + dy * scale)}" rx="${r(rx * scale)}" ry="${r(rx * 0.62 * scale)}" fill="#6f8f78" opacity="0.85"/>`,
      );
    }
  }
  // Glazing bars and a sheen.
  parts.push(line(x + w / 2, y, x + w / 2, y + h, 'stroke="#ffffff" stroke-width="10"'));
  parts.push(
    `<path d="M${x} ${y} L${r(x + w * 0.35)} ${y} L${x} ${r(y + h * 0.4)} Z" fill="#ffffff" opacity="0.18"/>`,
  );
  return parts.join('');
}

/** Sofa, rug, lamp, side table, plant and a print on the wall. */
function furniture(defs: Defs, evening: boolean): string {
  const floor = WALL.y + WALL.height;
  const parts: string[] = [];
  parts.push(`<ellipse cx="760" cy="${floor + 70}" rx="330" ry="48" fill="#d9cdbb" opacity="0.9"/>`);
  // Sofa: back, seat, arms, cushions.
  const sx = 520;
  const sw = 480;
  parts.push(
    `<ellipse cx="${sx + sw / 2}" cy="${floor + 6}" rx="${sw / 2 + 10}" ry="14" fill="#3b2f25" opacity="0.25" filter="${defs.blur(8)}"/>`,
  );
  parts.push(
    rect(
      { x: sx + 20, y: floor - 170, width: sw - 40, height: 110 },
      `rx="26" fill="${defs.linear(['#5d8190', '#4b6d7b'])}"`,
    ),
  );
  parts.push(
    rect(
      { x: sx, y: floor - 85, width: sw, height: 70 },
      `rx="18" fill="${defs.linear(['#557887', '#3f5f6c'])}"`,
    ),
  );
  parts.push(rect({ x: sx - 6, y: floor - 125, width: 56, height: 110 }, `rx="22" fill="#4d707e"`));
  parts.push(rect({ x: sx + sw - 50, y: floor - 125, width: 56, height: 110 }, `rx="22" fill="#4d707e"`));
  parts.push(
    rect(
      { x: sx + 70, y: floor - 150, width: 95, height: 72 },
      `rx="18" fill="#e9b27a" transform="rotate(-6 ${sx + 117} ${floor - 114})"`,
    ),
  );
  parts.push(
    rect(
      { x: sx + sw - 170, y: floor - 148, width: 92, height: 70 },
      `rx="18" fill="#efe4d2" transform="rotate(5 ${sx + sw - 124} ${floor - 113})"`,
    ),
  );
  parts.push(rect({ x: sx + 30, y: floor - 15, width: 10, height: 15 }, 'fill="#3b2f25"'));
  parts.push(rect({ x: sx + sw - 40, y: floor - 15, width: 10, height: 15 }, 'fill="#3b2f25"'));
  // Side table and lamp on the right.
  const tx = 1030;
  parts.push(rect({ x: tx, y: floor - 95, width: 60, height: 8 }, 'fill="#8a6446"'));
  parts.push(rect({ x: tx + 26, y: floor - 90, width: 8, height: 90 }, 'fill="#8a6446"'));
  parts.push(
    `<ellipse cx="${tx + 30}" cy="${floor - 150}" rx="${evening ? 70 : 0}" ry="${evening ? 70 : 0}" fill="#ffd9a0" opacity="0.35" filter="${defs.blur(20)}"/>`,
  );
  parts.push(
    poly(
      [
        [tx + 8, floor - 128],
        [tx + 52, floor - 128],
        [tx + 44, floor - 170],
        [tx + 16, floor - 170],
      ],
      `fill="${evening ? '#ffe3b8' : '#f4ede2'}"`,
    ),
  );
  parts.push(rect({ x: tx + 27, y: floor - 128, width: 6, height: 34 }, 'fill="#6d655c"'));
  // Plant in the left corner.
  const px = 110;
  parts.push(
    poly(
      [
        [px, floor - 70],
        [px + 60, floor - 70],
        [px + 52, floor],
        [px + 8, floor],
      ],
      'fill="#c7b8a3"',
    ),
  );
  for (const [dx, dy, rot] of [
    [30, -150, -20],
    [10, -120, -45],
    [50, -125, 35],
    [30, -100, 5],
    [-5, -95, -70],
    [62, -98, 65],
  ] as const) {
    parts.push(
      `<ellipse cx="${px + dx}" cy="${floor + dy}" rx="14" ry="40" fill="#5f8a5c" transform="rotate(${rot} ${px + dx} ${floor + dy})"/>`,
    );
  }
  return parts.join('');
}

function ceilingGrille(cx: number, cy: number, halfWidth: number, depth: number, slots: number): string {
  const parts = [
    poly(
      [
        [cx - halfWidth, cy + depth],
        [cx + halfWidth, cy + depth],
        [cx + halfWidth * 0.88, cy - depth],
        [cx - halfWidth * 0.88, cy - depth],
      ],
      'fill="#fbfbfa" stroke="#c9ccce" stroke-width="2"',
    ),
  ];
  for (let i = 1; i < slots; i += 1) {
    const t = i / slots;
    parts.push(
      line(
        cx - halfWidth * 0.84 + halfWidth * 1.68 * t,
        cy - depth * 0.6,
        cx - halfWidth * 0.9 + halfWidth * 1.8 * t,
        cy + depth * 0.7,
        'stroke="#9aa1a7" stroke-width="2"',
      ),
    );
  }
  return parts.join('');
}

function floorVent(cx: number, cy: number, width: number): string {
  const parts = [
    rect(
      { x: cx - width / 2, y: cy - 9, width, height: 18 },
      'rx="3" fill="#cfd3d6" stroke="#8c949a" stroke-width="2"',
    ),
  ];
  for (let i = 1; i < 8; i += 1)
    parts.push(
      line(
        cx - width / 2 + (width * i) / 8,
        cy - 6,
        cx - width / 2 + (width * i) / 8,
        cy + 6,
        'stroke="#6d757b" stroke-width="2"',
      ),
    );
  return parts.join('');
}

/** The wall split's face: about 1 m wide and 300 mm high, above the sofa. */
const splitFace = (cx: number): Rect => ({
  x: cx - mm(1000) / 2,
  y: WALL.y + mm(330),
  width: mm(1000),
  height: mm(310),
});

/** The product where it is installed, and its airflow. */
function product(defs: Defs, spec: HeroSpec, windowFrame: Rect): string {
  const finish = finishOf(spec.range);
  const parts: string[] = [];
  const flows = (x: number, y: number, spread: number, up = false) => {
    if (spec.air !== 'warm') parts.push(airflow(x, y, spread, COOL, up));
    if (spec.air !== 'cool')
      parts.push(airflow(x + (spec.air === 'both' ? 60 : 0), y, spread * 0.8, WARM, up));
  };
  const controller = (warm: boolean) =>
    parts.push(
      wallController(defs, { x: 462, y: WALL.y + mm(1150), width: 60, height: 90 }, warm, ['Living', 'Beds']),
    );
  switch (spec.unit) {
    case 'wall-split':
    case 'multi': {
      const face = splitFace(760);
      parts.push(
        rect(
          { x: face.x + 8, y: face.y + 14, width: face.width, height: face.height },
          `rx="12" fill="#1d2733" opacity="0.18" filter="${defs.blur(14)}"`,
        ),
      );
      parts.push(wallSplit(defs, face, flat, finish, spec.range));
      flows(face.x + face.width / 2, face.y + face.height + 22, 140);
      if (spec.unit === 'multi') {
        // Its outdoor unit, seen through the window, runs this head and the other rooms' heads.
        const o = {
          x: windowFrame.x + windowFrame.width * 0.56,
          y: windowFrame.y + windowFrame.height - 96,
          width: 118,
          height: 90,
        };
        parts.push(outdoorUnit(defs, o, flat, outdoorFinish(spec.range)));
      }
      break;
    }
    case 'cassette': {
      const cx = 760;
      const cy = 52;
      parts.push(
        poly(
          [
            [cx - 150, cy + 30],
            [cx + 150, cy + 30],
            [cx + 128, cy - 26],
            [cx - 128, cy - 26],
          ],
          `fill="${defs.linear(finish.front)}" stroke="#b9bec3" stroke-width="2"`,
        ),
      );
      parts.push(
        poly(
          [
            [cx - 96, cy + 14],
            [cx + 96, cy + 14],
            [cx + 84, cy - 14],
            [cx - 84, cy - 14],
          ],
          `fill="${finish.top}" stroke="#c9cdd1" stroke-width="2"`,
        ),
      );
      for (const [x1, y1, x2, y2] of [
        [cx - 118, cy + 24, cx + 118, cy + 24],
        [cx - 104, cy - 20, cx + 104, cy - 20],
      ] as const) {
        parts.push(line(x1, y1, x2, y2, `stroke="${finish.recess}" stroke-width="7" stroke-linecap="round"`));
      }
      flows(cx, cy + 40, 210);
      break;
    }
    case 'ducted':
    case 'evaporative': {
      if (spec.unit === 'ducted') {
        parts.push(ceilingGrille(640, 58, 90, 14, 10), ceilingGrille(900, 58, 90, 14, 10));
        flows(640, 80, 110);
        flows(900, 80, 110);
        controller(spec.air === 'warm');
      } else {
        parts.push(ceilingGrille(760, 55, 120, 26, 8));
        flows(760, 90, 170);
      }
      break;
    }
    case 'gas-ducted': {
      const floor = WALL.y + WALL.height;
      parts.push(floorVent(330, floor + 40, 120), floorVent(1040, floor + 90, 130));
      flows(330, floor + 30, 70, true);
      flows(1040, floor + 80, 70, true);
      controller(true);
      break;
    }
    case 'gas-heater': {
      const floor = WALL.y + WALL.height;
      const face = { x: 1000 - mm(720), y: floor - mm(640), width: mm(720), height: mm(640) };
      parts.push(gasHeater(defs, { ...face, x: 300 }, flat, finish, 'internal'));
      flows(300 + face.width / 2, floor - mm(640) - 10, 90, true);
      break;
    }
    case 'window': {
      const face = {
        x: windowFrame.x + (windowFrame.width - mm(560)) / 2,
        y: windowFrame.y + windowFrame.height - mm(380) - 6,
        width: mm(560),
        height: mm(380),
      };
      parts.push(windowUnit(defs, face, flat, finish));
      flows(face.x + face.width / 2, face.y + face.height + 20, 90);
      break;
    }
  }
  return parts.join('');
}

/** Width and height marks for the sizing tool: 5.0 m across the floor, 2.4 m up the wall. */
function measurements(): string {
  const floor = WALL.y + WALL.height;
  const attrs = 'stroke="#004a60" stroke-width="3"';
  const label = 'font-size="26" font-weight="700" fill="#004a60"';
  return [
    line(70, floor + 120, 1130, floor + 120, attrs),
    line(70, floor + 106, 70, floor + 134, attrs),
    line(1130, floor + 106, 1130, floor + 134, attrs),
    rect({ x: 545, y: floor + 100, width: 110, height: 40 }, 'rx="8" fill="#ffffff"'),
    text(600, floor + 129, '5.0 m', `${label} text-anchor="middle"`),
    line(WALL.x + WALL.width - 30, WALL.y, WALL.x + WALL.width - 30, floor, attrs),
    rect({ x: WALL.x + WALL.width - 84, y: WALL.y + 250, width: 108, height: 40 }, 'rx="8" fill="#ffffff"'),
    text(WALL.x + WALL.width - 30, WALL.y + 279, '2.4 m', `${label} text-anchor="middle"`),
  ].join('');
}

/** The hero as an SVG document on the art's canvas, its title the alt text. */
export function heroSvg(spec: HeroSpec, alt: string): string {
  const defs = new Defs();
  const windowFrame: Rect = { x: 190, y: WALL.y + 150, width: 250, height: 330 };
  const evening = spec.evening ?? false;
  const parts = [room(defs, evening), windowView(defs, windowFrame, evening)];
  // Sunlight from the window across the floor.
  const floor = WALL.y + WALL.height;
  parts.push(
    poly(
      [
        [windowFrame.x, floor],
        [windowFrame.x + windowFrame.width, floor],
        [windowFrame.x + windowFrame.width + 160, 900],
        [windowFrame.x - 40, 900],
      ],
      `fill="#ffffff" opacity="${evening ? 0.06 : 0.16}"`,
    ),
  );
  parts.push(furniture(defs, evening));
  parts.push(product(defs, spec, windowFrame));
  if (spec.measured) parts.push(measurements());
  return svgDocument(alt, defs, parts.join(''));
}

export { CANVAS };
