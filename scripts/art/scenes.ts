/**
 * The two explanatory pictures of every product: the unit in scale (on the wall of a 2.4 m room
 * beside an 820 mm door and a 1.7 m person, the outdoor unit outside, all at one scale) and the
 * dimension and clearance drawing (front and side elevations in mm, with the installation clearances).
 */
import { type Clearance, indoorClearances, outdoorClearances } from './clearances.ts';
import { ductedUnit, evaporative, gasHeater, outdoorUnit, wallSplit, windowUnit } from './draw-units.ts';
import { type Finish, galvanised, outdoorFinish, type RangeName } from './finishes.ts';
import { type Rect, r, type SizeMm } from './geometry.ts';
import { Defs, line, poly, rect, text } from './svg.ts';

/** What the scenes need to know of a product. */
export interface SceneUnit {
  productType: string;
  range: RangeName;
  finish: Finish;
  /** The unit inside (or the only unit). */
  main: SizeMm;
  /** The outdoor unit, where there is one. */
  outdoor?: SizeMm;
  mounting?: string;
  installation?: string;
}

const flat = { dx: 0, dy: 0 };
const CEILING_MM = 2400;
const DOOR = { widthMm: 820, heightMm: 2040 };
const PERSON_MM = 1700;

/** A person 1.7 m tall, drawn as a soft silhouette standing at x (mm) on the floor. */
function person(toX: (mm: number) => number, toY: (mm: number) => number, s: number, atMm: number): string {
  const h = PERSON_MM;
  const cx = toX(atMm);
  const head = 115 * s;
  const body = `M${r(cx - 210 * s)} ${r(toY(0))} L${r(cx - 190 * s)} ${r(toY(h * 0.55))} Q${r(cx - 230 * s)} ${r(toY(h * 0.82))} ${r(cx - 120 * s)} ${r(toY(h * 0.84))} L${r(cx + 120 * s)} ${r(toY(h * 0.84))} Q${r(cx + 230 * s)} ${r(toY(h * 0.82))} ${r(cx + 190 * s)} ${r(toY(h * 0.55))} L${r(cx + 210 * s)} ${r(toY(0))} Z`;
  return [
    `<path d="${body}" fill="#7d8c9c"/>`,
    `<circle cx="${r(cx)}" cy="${r(toY(h) + head)}" r="${r(head)}" fill="#7d8c9c"/>`,
    text(cx, toY(h) - 12, '1.7 m', 'font-size="20" fill="#44515e" text-anchor="middle"'),
  ].join('');
}

function door(toX: (mm: number) => number, toY: (mm: number) => number, atMm: number): string {
  const box: Rect = {
    x: toX(atMm),
    y: toY(DOOR.heightMm),
    width: toX(atMm + DOOR.widthMm) - toX(atMm),
    height: toY(0) - toY(DOOR.heightMm),
  };
  return [
    rect(
      { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 8 },
      'fill="#f3f1ed" stroke="#c9c4bb"',
    ),
    rect(box, 'fill="#c9a67c" stroke="#a88659"'),
    rect(
      {
        x: box.x + box.width * 0.12,
        y: box.y + box.height * 0.06,
        width: box.width * 0.76,
        height: box.height * 0.4,
      },
      'fill="none" stroke="#b08d61" stroke-width="2"',
    ),
    rect(
      {
        x: box.x + box.width * 0.12,
        y: box.y + box.height * 0.52,
        width: box.width * 0.76,
        height: box.height * 0.42,
      },
      'fill="none" stroke="#b08d61" stroke-width="2"',
    ),
    `<circle cx="${r(box.x + box.width * 0.86)}" cy="${r(box.y + box.height * 0.52)}" r="6" fill="#6b6f73"/>`,
    text(
      box.x + box.width / 2,
      box.y - 18,
      '820 mm door',
      'font-size="20" fill="#44515e" text-anchor="middle"',
    ),
  ].join('');
}

function sizeLabel(x: number, y: number, size: SizeMm, anchor = 'middle'): string {
  return text(
    x,
    y,
    `${size.widthMm} × ${size.heightMm} mm`,
    `font-size="20" font-weight="700" fill="#1f3b57" text-anchor="${anchor}"`,
  );
}

/** The unit in a 2.4 m room beside an 820 mm door and a 1.7 m person; the outdoor unit outside. */
export function inScale(unit: SceneUnit, title: (svgBody: string, defs: Defs) => string): string {
  const defs = new Defs();
  const roof = unit.productType === 'evaporative' && unit.mounting === 'roof';
  const under = unit.productType === 'gas-heater' && unit.installation === 'underfloor';
  const voidMm = 450;
  const topMm = roof ? CEILING_MM + voidMm + 250 + unit.main.heightMm + 250 : CEILING_MM + voidMm + 100;
  const bottomMm = under ? -(unit.main.heightMm + 420) : -250;
  const interiorMm = 2900;
  const wallMm = 250;
  const exteriorMm = 1550;
  const s = Math.min(820 / (topMm - bottomMm), 1130 / (interiorMm + wallMm + exteriorMm));
  const left = (1200 - (interiorMm + wallMm + exteriorMm) * s) / 2;
  const floorY = 40 + topMm * s;
  const toX = (mm: number) => left + mm * s;
  const toY = (mm: number) => floorY - mm * s;
  const parts: string[] = [];
  // Sky and ground outside, the room's wall inside.
  parts.push(
    rect(
      { x: 0, y: 0, width: 1200, height: 900 },
      `fill="${defs.linear(['#e6f0f8', '#f6f9fb'], 0, 0, 0, 1)}"`,
    ),
  );
  parts.push(
    rect(
      { x: toX(0), y: toY(CEILING_MM), width: interiorMm * s, height: CEILING_MM * s },
      `fill="${defs.linear(['#f7f4ef', '#ece7df'], 0, 0, 0, 1)}"`,
    ),
  );
  // Ceiling void and roof.
  parts.push(
    rect(
      { x: toX(0), y: toY(CEILING_MM + voidMm), width: (interiorMm + wallMm) * s, height: voidMm * s },
      'fill="#e1ddd5"',
    ),
  );
  parts.push(
    poly(
      [
        [toX(-150), toY(CEILING_MM + voidMm)],
        [toX(interiorMm + wallMm + 400), toY(CEILING_MM + voidMm)],
        [toX(interiorMm + wallMm + 400), toY(CEILING_MM + voidMm + 120)],
        [toX(-150), toY(CEILING_MM + voidMm + 120)],
      ],
      'fill="#6f7b86"',
    ),
  );
  parts.push(
    line(toX(0), toY(CEILING_MM), toX(interiorMm), toY(CEILING_MM), 'stroke="#b9b2a6" stroke-width="3"'),
  );
  // External wall.
  parts.push(
    rect(
      {
        x: toX(interiorMm),
        y: toY(CEILING_MM + voidMm),
        width: wallMm * s,
        height: (CEILING_MM + voidMm) * s,
      },
      'fill="#b7a590"',
    ),
  );
  // Floor and ground.
  parts.push(
    rect(
      { x: 0, y: toY(0), width: 1200, height: 900 - toY(0) },
      `fill="${defs.linear(['#8b8f93', '#6d7277'], 0, 0, 0, 1)}"`,
    ),
  );
  parts.push(
    rect({ x: toX(interiorMm + wallMm), y: toY(0), width: 1200, height: 900 - toY(0) }, 'fill="#7e9a6b"'),
  );
  if (under) {
    parts.push(
      rect(
        { x: toX(0), y: toY(-40), width: (interiorMm + wallMm) * s, height: (unit.main.heightMm + 340) * s },
        'fill="#d9d2c6"',
      ),
    );
  }
  parts.push(text(toX(80), toY(CEILING_MM) + 30, '2.4 m ceiling', 'font-size="20" fill="#44515e"'));
  parts.push(
    line(
      toX(40),
      toY(CEILING_MM),
      toX(40),
      toY(0),
      'stroke="#44515e" stroke-width="2" stroke-dasharray="6 5"',
    ),
  );
  parts.push(door(toX, toY, 180));
  parts.push(person(toX, toY, s, 1450));

  const place = (size: SizeMm, xMm: number, bottomAtMm: number): Rect => ({
    x: toX(xMm),
    y: toY(bottomAtMm + size.heightMm),
    width: size.widthMm * s,
    height: size.heightMm * s,
  });
  const main = unit.main;
  const mid = 2150;
  let face: Rect;
  switch (unit.productType) {
    case 'wall-split':
    case 'multi': {
      const indoor = unit.productType === 'multi' ? main : main;
      face = place(
        indoor,
        Math.min(mid - indoor.widthMm / 2, interiorMm - indoor.widthMm - 120),
        CEILING_MM - 150 - indoor.heightMm,
      );
      parts.push(wallSplit(defs, face, flat, unit.finish, unit.range));
      break;
    }
    case 'cassette': {
      const panel = { widthMm: main.widthMm + 110, heightMm: 40, depthMm: main.depthMm };
      const body = place(main, mid - main.widthMm / 2, CEILING_MM);
      parts.push(
        rect(
          body,
          'fill="#ffffff" fill-opacity="0.5" stroke="#44515e" stroke-width="2" stroke-dasharray="7 5"',
        ),
      );
      face = place(panel, mid - panel.widthMm / 2, CEILING_MM - panel.heightMm);
      parts.push(
        rect(
          face,
          `rx="3" fill="${defs.linear(unit.finish.front, 0, 0, 0, 1)}" stroke="#000" stroke-opacity="0.2"`,
        ),
      );
      parts.push(
        rect(
          {
            x: face.x + face.width * 0.08,
            y: face.y + face.height * 0.55,
            width: face.width * 0.84,
            height: face.height * 0.35,
          },
          `fill="${unit.finish.recess}"`,
        ),
      );
      face = body;
      break;
    }
    case 'ducted': {
      face = place(main, 1150, CEILING_MM + 40);
      parts.push(ductedUnit(defs, face, flat, galvanised, unit.finish, unit.range));
      for (const gx of [400, 2500]) {
        parts.push(
          rect(
            { x: toX(gx - 150), y: toY(CEILING_MM) - 4, width: 300 * s, height: 8 },
            'fill="#ffffff" stroke="#8c949c"',
          ),
        );
      }
      parts.push(
        line(
          face.x,
          face.y + face.height / 2,
          toX(400),
          face.y + face.height / 2,
          `stroke="#c2c8ce" stroke-width="${r(200 * s)}" stroke-linecap="round"`,
        ),
      );
      break;
    }
    case 'window': {
      face = place(main, mid - main.widthMm / 2, 1000);
      parts.push(windowUnit(defs, face, flat, unit.finish));
      break;
    }
    case 'evaporative': {
      if (unit.mounting === 'roof') {
        face = place(main, 1350, CEILING_MM + voidMm + 250);
        parts.push(
          rect(
            {
              x: face.x + face.width * 0.3,
              y: toY(CEILING_MM + voidMm + 250),
              width: face.width * 0.4,
              height: (voidMm + 250) * s,
            },
            'fill="#a29c8c"',
          ),
        );
      } else if (unit.mounting === 'ground') {
        face = place(main, interiorMm + wallMm + 150, 0);
      } else {
        face = place(main, mid - main.widthMm / 2, 0);
      }
      parts.push(evaporative(defs, face, flat, unit.finish, unit.mounting ?? 'roof'));
      break;
    }
    default: {
      const install = unit.installation ?? 'internal';
      const atX =
        install === 'external'
          ? interiorMm + wallMm + 60
          : install === 'underfloor'
            ? 1000
            : mid - main.widthMm / 2;
      const bottom = install === 'underfloor' ? -(main.heightMm + 200) : 0;
      face = place(main, atX, bottom);
      parts.push(gasHeater(defs, face, flat, unit.finish, install));
    }
  }
  parts.push(sizeLabel(face.x + face.width / 2, face.y - 14, main));
  if (unit.outdoor) {
    const outdoor = place(unit.outdoor, interiorMm + wallMm + 220, 90);
    parts.push(
      rect({ x: outdoor.x - 20, y: toY(90), width: outdoor.width + 40, height: 90 * s }, 'fill="#b8b4ab"'),
    );
    parts.push(outdoorUnit(defs, outdoor, flat, outdoorFinish(unit.range)));
    parts.push(sizeLabel(outdoor.x + outdoor.width / 2, outdoor.y - 14, unit.outdoor));
  }
  return title(parts.join(''), defs);
}

/** Dimension line with arrows and its figure. */
function dimension(x1: number, y1: number, x2: number, y2: number, label: string, offset: number): string {
  const horizontal = Math.abs(y1 - y2) < 0.5;
  const ink = 'stroke="#1f3b57" stroke-width="1.6"';
  const parts: string[] = [];
  if (horizontal) {
    const y = y1 + offset;
    parts.push(line(x1, y1, x1, y + Math.sign(offset) * 8, 'stroke="#1f3b57" stroke-width="1"'));
    parts.push(line(x2, y2, x2, y + Math.sign(offset) * 8, 'stroke="#1f3b57" stroke-width="1"'));
    parts.push(line(x1, y, x2, y, ink));
    parts.push(
      poly(
        [
          [x1, y],
          [x1 + 12, y - 5],
          [x1 + 12, y + 5],
        ],
        'fill="#1f3b57"',
      ),
    );
    parts.push(
      poly(
        [
          [x2, y],
          [x2 - 12, y - 5],
          [x2 - 12, y + 5],
        ],
        'fill="#1f3b57"',
      ),
    );
    parts.push(text((x1 + x2) / 2, y - 8, label, 'font-size="22" fill="#1f3b57" text-anchor="middle"'));
  } else {
    const x = x1 + offset;
    parts.push(line(x1, y1, x + Math.sign(offset) * 8, y1, 'stroke="#1f3b57" stroke-width="1"'));
    parts.push(line(x2, y2, x + Math.sign(offset) * 8, y2, 'stroke="#1f3b57" stroke-width="1"'));
    parts.push(line(x, y1, x, y2, ink));
    parts.push(
      poly(
        [
          [x, y1],
          [x - 5, y1 + 12],
          [x + 5, y1 + 12],
        ],
        'fill="#1f3b57"',
      ),
    );
    parts.push(
      poly(
        [
          [x, y2],
          [x - 5, y2 - 12],
          [x + 5, y2 - 12],
        ],
        'fill="#1f3b57"',
      ),
    );
    parts.push(
      text(
        x + (offset < 0 ? -10 : 10),
        (y1 + y2) / 2 + 7,
        label,
        `font-size="22" fill="#1f3b57" text-anchor="${offset < 0 ? 'end' : 'start'}"`,
      ),
    );
  }
  return parts.join('');
}

/** One unit's front and side elevations with their dimensions, in a band of the drawing. */
function elevations(
  size: SizeMm,
  band: Rect,
  scale: number,
  caption: string,
  clearances: readonly Clearance[],
): string {
  const front: Rect = {
    x: band.x + 120,
    y: band.y + 60,
    width: size.widthMm * scale,
    height: size.heightMm * scale,
  };
  const side: Rect = {
    x: front.x + front.width + 130,
    y: front.y,
    width: size.depthMm * scale,
    height: size.heightMm * scale,
  };
  const outline = 'fill="#eef4fa" stroke="#1f3b57" stroke-width="2.2"';
  const parts = [
    text(band.x + 60, band.y + 30, caption, 'font-size="24" font-weight="700" fill="#1f3b57"'),
    rect(front, outline),
    rect(side, outline),
    text(
      front.x + front.width / 2,
      front.y + front.height / 2 + 8,
      'FRONT',
      'font-size="18" fill="#5b7590" text-anchor="middle" letter-spacing="3"',
    ),
    text(
      side.x + side.width / 2,
      side.y + side.height / 2 + 8,
      'SIDE',
      'font-size="18" fill="#5b7590" text-anchor="middle" letter-spacing="3"',
    ),
    dimension(
      front.x,
      front.y + front.height,
      front.x + front.width,
      front.y + front.height,
      `${size.widthMm}`,
      40,
    ),
    dimension(front.x, front.y, front.x, front.y + front.height, `${size.heightMm}`, -24),
    dimension(side.x, side.y + side.height, side.x + side.width, side.y + side.height, `${size.depthMm}`, 40),
  ];
  // Clearances: a dashed envelope round the front elevation and the list beside it.
  const pad = 18;
  parts.push(
    rect(
      { x: front.x - pad, y: front.y - pad, width: front.width + pad * 2, height: front.height + pad * 2 },
      'fill="none" stroke="#2f9ce8" stroke-width="1.6" stroke-dasharray="8 6"',
    ),
  );
  const listX = Math.max(side.x + side.width + 70, band.x + band.width * 0.62);
  parts.push(
    text(listX, band.y + 66, 'Installation clearances', 'font-size="20" font-weight="700" fill="#1f3b57"'),
  );
  clearances.forEach((clearance, index) => {
    parts.push(
      text(
        listX,
        band.y + 100 + index * 30,
        `≥ ${clearance.mm} mm ${clearance.where}`,
        'font-size="19" fill="#2f4a66"',
      ),
    );
  });
  return parts.join('');
}

/** The dimension and clearance drawing: the unit (and the outdoor unit) in elevation, in mm. */
export function dimensionDrawing(unit: SceneUnit, title: (svgBody: string, defs: Defs) => string): string {
  const defs = new Defs();
  const units = [unit.main, ...(unit.outdoor ? [unit.outdoor] : [])];
  const bands = units.length;
  const bandHeight = 820 / bands;
  // One scale for both units, so they compare, fitted to the widest and tallest.
  const scale = Math.min(
    ...units.map((size) => Math.min(560 / (size.widthMm + size.depthMm), (bandHeight - 140) / size.heightMm)),
  );
  const key =
    unit.productType === 'evaporative' && unit.mounting === 'portable' ? 'portable' : unit.productType;
  const captionOf = (index: number) =>
    index === 1
      ? 'Outdoor unit'
      : unit.productType === 'multi'
        ? 'Indoor unit (typical head)'
        : unit.outdoor
          ? 'Indoor unit'
          : 'Unit';
  const parts = [rect({ x: 0, y: 0, width: 1200, height: 900 }, 'fill="#ffffff"')];
  units.forEach((size, index) => {
    parts.push(
      elevations(
        size,
        { x: 0, y: 20 + index * bandHeight, width: 1200, height: bandHeight },
        scale,
        captionOf(index),
        index === 1 ? outdoorClearances : (indoorClearances[key] ?? []),
      ),
    );
  });
  parts.push(
    text(
      1170,
      885,
      'All dimensions in millimetres. The installation manual governs.',
      'font-size="17" fill="#5b7590" text-anchor="end"',
    ),
  );
  return title(parts.join(''), defs);
}
