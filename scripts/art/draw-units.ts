/**
 * Cabinets as the product art draws them, each on the true-proportion front face that geometry.ts
 * placed: a box in oblique projection with the range's finish (gradients, a specular highlight,
 * shade on the side), then what makes each type what it is: the louvre and display of a wall split,
 * the fan grille and coil fins of an outdoor unit, the filter and spigots of a ducted unit, the four
 * outlets of a cassette, the pads of an evaporative cooler, the flue of a gas heater. The front face
 * of the unit the picture is about carries id="unit-face" (tests measure it).
 */
import type { Finish } from './finishes.ts';
import { type Rect, r } from './geometry.ts';
import { type Defs, line, poly, rect, text } from './svg.ts';

export interface Offset {
  dx: number;
  dy: number;
}

/** The studio: a soft light backdrop, lit from the top left. */
export function studio(defs: Defs, tone: 'wall' | 'floor' | 'ceiling' = 'floor'): string {
  const { width, height } = { width: 1200, height: 900 };
  const back = defs.radial(['#fbfcfd', '#eef1f4', '#dde2e8'], 0.38, 0.3, 0.95);
  let layers = rect({ x: 0, y: 0, width, height }, `fill="${back}"`);
  if (tone === 'floor') {
    const floor = defs.linear(['#e3e7ec', '#d3d9e0'], 0, 0, 0, 1);
    layers += rect({ x: 0, y: 690, width, height: 210 }, `fill="${floor}"`);
    layers += rect({ x: 0, y: 688, width, height: 3 }, 'fill="#ffffff" opacity="0.7"');
  }
  if (tone === 'ceiling') {
    const ceiling = defs.linear(['#f4f6f8', '#e6eaee'], 0, 0, 0, 1);
    layers += rect({ x: 0, y: 0, width, height }, `fill="${ceiling}"`);
  }
  return layers;
}

/** A soft shadow: on the floor under a unit, or on the wall behind one. */
export function shadow(defs: Defs, face: Rect, off: Offset, on: 'floor' | 'wall'): string {
  const blur = defs.blur(on === 'floor' ? 14 : 22);
  if (on === 'floor') {
    const cx = face.x + (face.width + off.dx) / 2;
    const cy = face.y + face.height + 4;
    return `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(face.width * 0.62 + off.dx / 2)}" ry="${r(Math.max(14, Math.abs(off.dy) * 0.6))}" fill="#1d2733" opacity="0.32" filter="${blur}"/>`;
  }
  return rect(
    {
      x: face.x + 10,
      y: face.y + 26,
      width: face.width + off.dx * 0.6,
      height: face.height + Math.abs(off.dy),
    },
    `rx="16" fill="#1d2733" opacity="0.22" filter="${blur}"`,
  );
}

/** The cabinet: top or underside, side and front, the front with its gradient and gloss. */
export function box(
  defs: Defs,
  face: Rect,
  off: Offset,
  finish: Finish,
  options: { radius?: number; id?: string } = {},
): string {
  const { x, y, width: w, height: h } = face;
  const { dx, dy } = off;
  const radius = options.radius ?? 6;
  const side = defs.linear(finish.side, 0, 0, 1, 1);
  const cap =
    dy < 0
      ? poly(
          [
            [x + radius, y],
            [x + dx + radius, y + dy],
            [x + w + dx, y + dy],
            [x + w, y],
          ],
          `fill="${finish.top}"`,
        )
      : poly(
          [
            [x + radius, y + h],
            [x + w, y + h],
            [x + w + dx, y + h + dy],
            [x + dx + radius, y + h + dy],
          ],
          `fill="${defs.linear([finish.side[0], finish.top], 0, 0, 0, 1)}"`,
        );
  const sidePoly = poly(
    [
      [x + w, y],
      [x + w + dx, y + dy],
      [x + w + dx, y + h + dy],
      [x + w, y + h],
    ],
    `fill="${side}"`,
  );
  const front = defs.linear(finish.front, 0, 0, 0.15, 1);
  const gloss = defs.linear(['#ffffff', '#ffffff', '#ffffff'], 0, 0, 0, 1, [
    finish.gloss,
    finish.gloss * 0.25,
    0,
  ]);
  const idAttr = options.id ? `id="${options.id}" ` : '';
  return [
    cap,
    sidePoly,
    // Edge light where the faces meet.
    line(x + w, y + 1, x + w, y + h - 1, 'stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"'),
    rect(face, `${idAttr}rx="${radius}" fill="${front}"`),
    rect({ x: x + 2, y: y + 2, width: w - 4, height: h * 0.42 }, `rx="${radius}" fill="${gloss}"`),
    rect(face, `rx="${radius}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="1.2"`),
  ].join('');
}

/** The brand's wordmark as printed on a cabinet. */
export function badge(
  x: number,
  y: number,
  size: number,
  finish: Finish,
  label = 'CIRRUS',
  anchor = 'start',
): string {
  return text(
    x,
    y,
    label,
    `font-size="${r(size)}" font-weight="700" letter-spacing="${r(size * 0.28)}" fill="${finish.ink}" text-anchor="${anchor}"`,
  );
}

/** A wall split's indoor unit: curved front, display, badge, the outlet and its louvre on the underside. */
export function wallSplit(defs: Defs, face: Rect, off: Offset, finish: Finish, range: string): string {
  const { x, y, width: w, height: h } = face;
  const parts = [box(defs, face, off, finish, { radius: Math.min(18, h * 0.09), id: 'unit-face' })];
  // The underside: outlet recess and the open louvre blade.
  const uy = y + h;
  parts.push(
    poly(
      [
        [x + w * 0.06 + off.dx * 0.25, uy + off.dy * 0.25],
        [x + w * 0.94 + off.dx * 0.25, uy + off.dy * 0.25],
        [x + w * 0.94 + off.dx * 0.8, uy + off.dy * 0.8],
        [x + w * 0.06 + off.dx * 0.8, uy + off.dy * 0.8],
      ],
      `fill="${finish.recess}"`,
    ),
  );
  for (let i = 1; i < 14; i += 1) {
    const vx = x + w * (0.06 + (0.88 * i) / 14);
    parts.push(
      line(
        vx + off.dx * 0.3,
        uy + off.dy * 0.3,
        vx + off.dx * 0.75,
        uy + off.dy * 0.75,
        'stroke="#6b737c" stroke-width="2"',
      ),
    );
  }
  const blade = defs.linear([finish.front[0], finish.front[2]], 0, 0, 0, 1);
  parts.push(
    `<path d="M${r(x + w * 0.05)} ${r(uy + 2)} L${r(x + w * 0.95)} ${r(uy + 2)} L${r(x + w * 0.95 + off.dx * 0.35)} ${r(uy + off.dy * 0.55 + 10)} L${r(x + w * 0.05 + off.dx * 0.35)} ${r(uy + off.dy * 0.55 + 10)} Z" fill="${blade}" stroke="#000" stroke-opacity="0.15"/>`,
  );
  // Panel seam and the range's trim band.
  parts.push(
    line(
      x + 6,
      y + h * 0.7,
      x + w - 6,
      y + h * 0.7,
      'stroke="#000000" stroke-opacity="0.12" stroke-width="1.5"',
    ),
  );
  if (range === 'Edge') {
    const brushed = defs.linear(['#8e98a3', '#e9eef3', '#9aa4ae', '#dfe5eb'], 0, 0, 1, 0);
    parts.push(
      rect({ x: x + 4, y: y + h * 0.7, width: w - 8, height: Math.max(4, h * 0.045) }, `fill="${brushed}"`),
    );
  } else if (range === 'Aura') {
    const satin = defs.linear(['#c7cfd8', '#eef2f6', '#b9c3cd'], 0, 0, 1, 0);
    parts.push(
      rect(
        { x: x + w * 0.08, y: y + h * 0.7, width: w * 0.84, height: Math.max(3, h * 0.03) },
        `fill="${satin}"`,
      ),
    );
  }
  // Display window with the set temperature (Edge and Aura), a status light on the Breeze.
  const dw = Math.max(40, w * 0.09);
  const dh = h * 0.16;
  const dx = x + w * 0.84 - dw / 2;
  const dy = y + h * 0.42;
  if (range === 'Breeze') {
    parts.push(
      `<circle cx="${r(x + w * 0.86)}" cy="${r(dy + dh / 2)}" r="${r(h * 0.018 + 1)}" fill="${finish.display}"/>`,
    );
  } else {
    parts.push(
      rect(
        { x: dx, y: dy, width: dw, height: dh },
        `rx="${r(dh * 0.22)}" fill="#0b0d10" opacity="${range === 'Edge' ? 0.9 : 0.82}"`,
      ),
    );
    parts.push(
      text(
        dx + dw / 2,
        dy + dh * 0.74,
        '24°',
        `font-size="${r(dh * 0.62)}" font-weight="700" fill="${finish.display}" text-anchor="middle"`,
      ),
    );
  }
  parts.push(badge(x + w * 0.06, y + h * 0.6, Math.max(10, h * 0.075), finish));
  // Fine intake slots along the top edge.
  for (let i = 0; i < 30; i += 1) {
    const sx = x + w * 0.1 + (w * 0.8 * i) / 30;
    parts.push(
      line(
        sx,
        y + h * 0.06,
        sx + w * 0.012,
        y + h * 0.06,
        'stroke="#000" stroke-opacity="0.18" stroke-width="2"',
      ),
    );
  }
  return parts.join('');
}

/** A fan behind its guard: dark blades, the guard's rings and spokes, the hub. */
function fan(defs: Defs, cx: number, cy: number, radius: number): string {
  const well = defs.radial(['#1a1d21', '#2d3238', '#3c424a'], 0.5, 0.5, 0.6);
  const parts = [`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${well}"/>`];
  for (let blade = 0; blade < 3; blade += 1) {
    const angle = (blade * 2 * Math.PI) / 3 + 0.4;
    const tip = (a: number, k: number) =>
      [cx + Math.cos(a) * radius * k, cy + Math.sin(a) * radius * k] as const;
    const [ax, ay] = tip(angle - 0.55, 0.86);
    const [bx, by] = tip(angle + 0.35, 0.9);
    const [hx, hy] = tip(angle, 0.16);
    parts.push(
      `<path d="M${r(hx)} ${r(hy)} Q${r(ax)} ${r(ay)} ${r(bx)} ${r(by)} Q${r((bx + hx) / 2 + 6)} ${r((by + hy) / 2)} ${r(hx)} ${r(hy)} Z" fill="#4d545c"/>`,
    );
  }
  for (let ring = 1; ring <= 7; ring += 1) {
    parts.push(
      `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r((radius * ring) / 7)}" fill="none" stroke="#cfd4d9" stroke-opacity="0.75" stroke-width="1.6"/>`,
    );
  }
  for (let spoke = 0; spoke < 8; spoke += 1) {
    const a = (spoke * Math.PI) / 4;
    parts.push(
      line(
        cx,
        cy,
        cx + Math.cos(a) * radius,
        cy + Math.sin(a) * radius,
        'stroke="#cfd4d9" stroke-opacity="0.7" stroke-width="1.6"',
      ),
    );
  }
  parts.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.13)}" fill="#8c949c"/>`);
  return parts.join('');
}

/** An outdoor unit: one fan (two when it is taller than wide), the service panel, coil fins on the side, feet. */
export function outdoorUnit(defs: Defs, face: Rect, off: Offset, finish: Finish, id?: string): string {
  const { x, y, width: w, height: h } = face;
  const parts: string[] = [];
  // Feet under the cabinet.
  parts.push(
    rect({ x: x + w * 0.05, y: y + h, width: w * 0.2, height: Math.max(5, h * 0.035) }, 'fill="#3a3f45"'),
  );
  parts.push(
    rect({ x: x + w * 0.68, y: y + h, width: w * 0.2, height: Math.max(5, h * 0.035) }, 'fill="#3a3f45"'),
  );
  parts.push(box(defs, face, off, finish, { radius: 4, id }));
  // Coil fins behind the side grille.
  const fins = Math.max(16, Math.round(Math.abs(off.dx) / 2.2));
  for (let i = 1; i < fins; i += 1) {
    const t = i / fins;
    parts.push(
      line(
        x + w + off.dx * t,
        y + off.dy * t + 4,
        x + w + off.dx * t,
        y + h + off.dy * t - 4,
        'stroke="#000" stroke-opacity="0.22" stroke-width="1"',
      ),
    );
  }
  const twin = h > w * 1.1;
  const fanArea = twin ? { w: w * 0.72, h: h / 2 } : { w: w * 0.66, h };
  const radius = Math.min(fanArea.w, fanArea.h) * 0.4;
  const centres = twin ? [y + h * 0.27, y + h * 0.71] : [y + h * 0.5];
  for (const cy of centres) parts.push(fan(defs, x + fanArea.w * 0.52, cy, radius));
  // Service panel with louvres.
  const px = x + w * 0.76;
  parts.push(line(px, y + 6, px, y + h - 6, 'stroke="#000" stroke-opacity="0.15" stroke-width="1.5"'));
  for (let i = 0; i < 6; i += 1) {
    const ly = y + h * 0.62 + i * h * 0.045;
    parts.push(
      rect(
        { x: px + w * 0.04, y: ly, width: w * 0.14, height: Math.max(2, h * 0.012) },
        `rx="1" fill="${finish.recess}" opacity="0.5"`,
      ),
    );
  }
  parts.push(badge(x + w * 0.05, y + h * 0.08, Math.max(9, Math.min(w, h) * 0.045), finish));
  return parts.join('');
}

/** A ducted indoor unit: galvanised box, return-air filter, round supply spigots, hanging brackets, control box. */
export function ductedUnit(
  defs: Defs,
  face: Rect,
  off: Offset,
  finish: Finish,
  trim: Finish,
  range: string,
): string {
  const { x, y, width: w, height: h } = face;
  const parts = [box(defs, face, off, finish, { radius: 3, id: 'unit-face' })];
  // Hanging brackets.
  for (const bx of [x - 18, x + w - 4])
    parts.push(rect({ x: bx, y: y + h * 0.12, width: 22, height: 12 }, 'fill="#8c949c"'));
  // Return-air filter: a mesh panel.
  const filter = { x: x + w * 0.06, y: y + h * 0.16, width: w * 0.62, height: h * 0.68 };
  parts.push(rect(filter, `rx="3" fill="${finish.recess}" opacity="0.85"`));
  for (let i = 1; i < 26; i += 1) {
    const fx = filter.x + (filter.width * i) / 26;
    parts.push(
      line(
        fx,
        filter.y + 3,
        fx,
        filter.y + filter.height - 3,
        'stroke="#9aa3ab" stroke-opacity="0.55" stroke-width="1"',
      ),
    );
  }
  for (let i = 1; i < 8; i += 1) {
    const fy = filter.y + (filter.height * i) / 8;
    parts.push(
      line(
        filter.x + 3,
        fy,
        filter.x + filter.width - 3,
        fy,
        'stroke="#9aa3ab" stroke-opacity="0.45" stroke-width="1"',
      ),
    );
  }
  // Control box and the range's label plate.
  const plate = { x: x + w * 0.73, y: y + h * 0.2, width: w * 0.22, height: h * 0.36 };
  parts.push(
    rect(plate, `rx="4" fill="${defs.linear(trim.front, 0, 0, 0, 1)}" stroke="#000" stroke-opacity="0.2"`),
  );
  parts.push(
    badge(
      plate.x + plate.width / 2,
      plate.y + plate.height * 0.45,
      Math.max(8, plate.height * 0.2),
      trim,
      'CIRRUS',
      'middle',
    ),
  );
  parts.push(
    text(
      plate.x + plate.width / 2,
      plate.y + plate.height * 0.8,
      range.toUpperCase(),
      `font-size="${r(Math.max(7, plate.height * 0.16))}" fill="${trim.ink}" text-anchor="middle" letter-spacing="2"`,
    ),
  );
  parts.push(
    rect(
      { x: x + w * 0.76, y: y + h * 0.64, width: w * 0.16, height: h * 0.2 },
      'rx="2" fill="#000" opacity="0.12"',
    ),
  );
  // Supply spigots on the side face.
  const spigots = 3;
  for (let i = 0; i < spigots; i += 1) {
    const t = (i + 0.5) / spigots;
    const cx = x + w + off.dx * t;
    const cy = y + h * 0.5 + off.dy * t;
    const rr = Math.min(h * 0.3, Math.abs(off.dx) / (spigots + 0.6));
    parts.push(
      `<ellipse cx="${r(cx + rr * 0.15)}" cy="${r(cy)}" rx="${r(rr * 0.45)}" ry="${r(rr)}" fill="#b6bdc4" stroke="#6f7880" stroke-width="1.5"/>`,
    );
    parts.push(
      `<ellipse cx="${r(cx + rr * 0.3)}" cy="${r(cy)}" rx="${r(rr * 0.34)}" ry="${r(rr * 0.82)}" fill="#2c3137"/>`,
    );
  }
  return parts.join('');
}

/** A ceiling cassette seen from below: the square panel, four outlets with their blades, the intake grille. */
export function cassette(defs: Defs, face: Rect, off: Offset, finish: Finish): string {
  const { x, y, width: w, height: h } = face;
  const parts = [box(defs, face, off, finish, { radius: Math.min(w, h) * 0.04, id: 'unit-face' })];
  const inset = Math.min(w, h) * 0.08;
  const slot = Math.min(w, h) * 0.07;
  const outlets: Rect[] = [
    { x: x + inset * 2, y: y + inset, width: w - inset * 4, height: slot },
    { x: x + inset * 2, y: y + h - inset - slot, width: w - inset * 4, height: slot },
    { x: x + inset, y: y + inset * 2, width: slot, height: h - inset * 4 },
    { x: x + w - inset - slot, y: y + inset * 2, width: slot, height: h - inset * 4 },
  ];
  const blade = defs.linear([finish.front[0], finish.front[2]], 0, 0, 1, 1);
  for (const outlet of outlets) {
    parts.push(rect(outlet, `rx="${r(slot / 2)}" fill="${finish.recess}"`));
    const inner =
      outlet.width > outlet.height
        ? {
            x: outlet.x + 6,
            y: outlet.y + outlet.height * 0.3,
            width: outlet.width - 12,
            height: outlet.height * 0.45,
          }
        : {
            x: outlet.x + outlet.width * 0.3,
            y: outlet.y + 6,
            width: outlet.width * 0.45,
            height: outlet.height - 12,
          };
    parts.push(rect(inner, `rx="${r(slot / 4)}" fill="${blade}"`));
  }
  const grille = { x: x + w * 0.27, y: y + h * 0.27, width: w * 0.46, height: h * 0.46 };
  parts.push(
    rect(
      grille,
      `rx="6" fill="${defs.linear([finish.front[1], finish.front[2]], 0, 0, 1, 1)}" stroke="#000" stroke-opacity="0.1"`,
    ),
  );
  for (let i = 1; i < 22; i += 1) {
    const gy = grille.y + (grille.height * i) / 22;
    parts.push(
      line(
        grille.x + 8,
        gy,
        grille.x + grille.width - 8,
        gy,
        'stroke="#000" stroke-opacity="0.13" stroke-width="1.6"',
      ),
    );
  }
  parts.push(
    badge(x + w * 0.5, y + h * 0.88 - slot * 0.2, Math.max(9, w * 0.026), finish, 'CIRRUS', 'middle'),
  );
  parts.push(
    `<circle cx="${r(x + w * 0.86)}" cy="${r(y + h * 0.86)}" r="${r(Math.max(3, w * 0.008))}" fill="${finish.display}"/>`,
  );
  return parts.join('');
}

/** A window or wall-box unit: intake louvres, the discharge, the control panel; the deep cabinet on the side. */
export function windowUnit(defs: Defs, face: Rect, off: Offset, finish: Finish): string {
  const { x, y, width: w, height: h } = face;
  const parts = [box(defs, face, off, finish, { radius: 8, id: 'unit-face' })];
  // Outside half of the cabinet: slotted steel on the side.
  for (let i = 0; i < 10; i += 1) {
    const t = 0.5 + i * 0.045;
    parts.push(
      line(
        x + w + off.dx * t,
        y + off.dy * t + h * 0.2,
        x + w + off.dx * t,
        y + off.dy * t + h * 0.85,
        'stroke="#000" stroke-opacity="0.25" stroke-width="2.5"',
      ),
    );
  }
  const intake = { x: x + w * 0.06, y: y + h * 0.3, width: w * 0.64, height: h * 0.6 };
  parts.push(rect(intake, `rx="5" fill="${finish.recess}" opacity="0.12"`));
  for (let i = 0; i < 14; i += 1) {
    const ly = intake.y + 6 + ((intake.height - 12) * i) / 14;
    parts.push(
      rect(
        { x: intake.x + 8, y: ly, width: intake.width - 16, height: Math.max(2, intake.height * 0.025) },
        `rx="1.5" fill="${defs.linear([finish.front[0], finish.side[1]], 0, 0, 0, 1)}"`,
      ),
    );
  }
  const outlet = { x: x + w * 0.06, y: y + h * 0.07, width: w * 0.64, height: h * 0.17 };
  parts.push(rect(outlet, `rx="4" fill="${finish.recess}"`));
  for (let i = 1; i < 12; i += 1) {
    const vx = outlet.x + (outlet.width * i) / 12;
    parts.push(
      line(vx, outlet.y + 3, vx - 4, outlet.y + outlet.height - 3, 'stroke="#8a939c" stroke-width="2.2"'),
    );
  }
  const panel = { x: x + w * 0.76, y: y + h * 0.1, width: w * 0.18, height: h * 0.8 };
  parts.push(rect(panel, `rx="5" fill="#000" opacity="0.06"`));
  parts.push(
    rect(
      {
        x: panel.x + panel.width * 0.12,
        y: panel.y + panel.height * 0.08,
        width: panel.width * 0.76,
        height: panel.height * 0.16,
      },
      'rx="4" fill="#0b0d10"',
    ),
  );
  parts.push(
    text(
      panel.x + panel.width / 2,
      panel.y + panel.height * 0.205,
      '23°',
      `font-size="${r(panel.height * 0.1)}" font-weight="700" fill="#5ec4ff" text-anchor="middle"`,
    ),
  );
  for (let i = 0; i < 4; i += 1) {
    parts.push(
      `<circle cx="${r(panel.x + panel.width / 2)}" cy="${r(panel.y + panel.height * (0.38 + i * 0.14))}" r="${r(panel.width * 0.16)}" fill="${finish.front[1]}" stroke="#000" stroke-opacity="0.25"/>`,
    );
  }
  parts.push(badge(x + w * 0.06, y + h * 0.97 - 4, Math.max(8, h * 0.05), finish));
  return parts.join('');
}

/** Vertical slats of an evaporative cooler's pad louvre, on a front rectangle. */
function padLouvre(defs: Defs, area: Rect, finish: Finish): string {
  const parts = [rect(area, `rx="4" fill="${finish.recess}" opacity="0.55"`)];
  const slats = Math.max(8, Math.round(area.width / 16));
  const slatFill = defs.linear([finish.front[0], finish.side[1]], 0, 0, 1, 0);
  for (let i = 0; i < slats; i += 1) {
    parts.push(
      rect(
        {
          x: area.x + 3 + ((area.width - 6) * i) / slats,
          y: area.y + 4,
          width: ((area.width - 6) / slats) * 0.62,
          height: area.height - 8,
        },
        `fill="${slatFill}"`,
      ),
    );
  }
  return parts.join('');
}

/** The same louvre on the receding side face (a parallelogram). */
function sidePads(face: Rect, off: Offset, finish: Finish): string {
  const { x, y, width: w, height: h } = face;
  const parts: string[] = [];
  const slats = Math.max(6, Math.round(Math.abs(off.dx) / 14));
  for (let i = 0; i < slats; i += 1) {
    const t = 0.1 + (0.8 * (i + 0.5)) / slats;
    parts.push(
      line(
        x + w + off.dx * t,
        y + off.dy * t + h * 0.22,
        x + w + off.dx * t,
        y + off.dy * t + h * 0.86,
        `stroke="${finish.recess}" stroke-opacity="0.45" stroke-width="${r(Math.max(2, Math.abs(off.dx) / slats / 2.4))}"`,
      ),
    );
  }
  return parts.join('');
}

/** An evaporative cooler: roof or ground units are a louvred box with a lid; a portable is a tower on castors. */
export function evaporative(defs: Defs, face: Rect, off: Offset, finish: Finish, mounting: string): string {
  const { x, y, width: w, height: h } = face;
  const parts: string[] = [];
  if (mounting === 'portable') {
    // Castors.
    for (const cx of [x + w * 0.15, x + w * 0.85])
      parts.push(
        `<circle cx="${r(cx)}" cy="${r(y + h + 4)}" r="${r(Math.max(6, w * 0.05))}" fill="#2b2f33"/>`,
      );
    parts.push(box(defs, face, off, finish, { radius: Math.min(w * 0.12, 26), id: 'unit-face' }));
    const louvre = { x: x + w * 0.14, y: y + h * 0.1, width: w * 0.72, height: h * 0.34 };
    parts.push(rect(louvre, `rx="6" fill="${finish.recess}"`));
    for (let i = 0; i < 12; i += 1) {
      const ly = louvre.y + 5 + ((louvre.height - 10) * i) / 12;
      parts.push(
        rect(
          { x: louvre.x + 5, y: ly, width: louvre.width - 10, height: Math.max(2, louvre.height * 0.04) },
          `rx="2" fill="${finish.front[0]}"`,
        ),
      );
    }
    const panel = { x: x + w * 0.22, y: y + h * 0.5, width: w * 0.56, height: h * 0.07 };
    parts.push(rect(panel, 'rx="5" fill="#101316"'));
    parts.push(
      text(
        panel.x + panel.width / 2,
        panel.y + panel.height * 0.72,
        'FAN 3',
        `font-size="${r(panel.height * 0.5)}" font-weight="700" fill="#7fd0ff" text-anchor="middle"`,
      ),
    );
    // Water tank window with its level.
    const tank = { x: x + w * 0.3, y: y + h * 0.72, width: w * 0.4, height: h * 0.16 };
    parts.push(rect(tank, 'rx="6" fill="#dcecf6" stroke="#000" stroke-opacity="0.2"'));
    parts.push(
      rect(
        { x: tank.x, y: tank.y + tank.height * 0.4, width: tank.width, height: tank.height * 0.6 },
        `rx="6" fill="${defs.linear(['#7cc3ef', '#3d8fcc'], 0, 0, 0, 1)}"`,
      ),
    );
    parts.push(badge(x + w / 2, y + h * 0.655, Math.max(9, w * 0.07), finish, 'CIRRUS', 'middle'));
    return parts.join('');
  }
  if (mounting === 'roof') {
    // The drop duct under a roof unit.
    parts.push(
      rect(
        { x: x + w * 0.3 + off.dx * 0.5, y: y + h + off.dy * 0.5 - 6, width: w * 0.4, height: h * 0.2 },
        'fill="#8d8777"',
      ),
    );
  }
  parts.push(box(defs, face, off, finish, { radius: 6, id: 'unit-face' }));
  // Lid: a shallow dome over the top face.
  const lid = defs.linear([finish.top, finish.front[1]], 0, 0, 0, 1);
  parts.push(
    `<path d="M${r(x - 6)} ${r(y + 4)} Q${r(x + (w + off.dx) / 2)} ${r(y + off.dy * 1.6 - h * 0.1)} ${r(x + w + off.dx + 6)} ${r(y + off.dy + 4)} L${r(x + w + off.dx + 6)} ${r(y + off.dy + 14)} L${r(x + w + 6)} ${r(y + 14)} L${r(x - 6)} ${r(y + 14)} Z" fill="${lid}" stroke="#000" stroke-opacity="0.12"/>`,
  );
  parts.push(
    padLouvre(defs, { x: x + w * 0.08, y: y + h * 0.22, width: w * 0.84, height: h * 0.66 }, finish),
  );
  parts.push(sidePads(face, off, finish));
  parts.push(badge(x + w / 2, y + h * 0.16, Math.max(10, h * 0.05), finish, 'CIRRUS · OUTBACK', 'middle'));
  return parts.join('');
}

/** A gas ducted heater: steel cabinet, return-air louvres, the flue (internal), the flue terminal (external), spigots (underfloor). */
export function gasHeater(defs: Defs, face: Rect, off: Offset, finish: Finish, installation: string): string {
  const { x, y, width: w, height: h } = face;
  const parts: string[] = [];
  if (installation === 'internal') {
    const flueW = Math.max(20, w * 0.16);
    const flue = defs.linear(['#9aa1a7', '#e3e7ea', '#8d949a'], 0, 0, 1, 0);
    parts.push(
      rect(
        {
          x: x + w * 0.5 - flueW / 2 + off.dx * 0.5,
          y: y - h * 0.22 + off.dy * 0.5,
          width: flueW,
          height: h * 0.22 + 6,
        },
        `fill="${flue}"`,
      ),
    );
  }
  parts.push(box(defs, face, off, finish, { radius: 5, id: 'unit-face' }));
  const louvre =
    installation === 'underfloor'
      ? { x: x + w * 0.06, y: y + h * 0.2, width: w * 0.42, height: h * 0.6 }
      : { x: x + w * 0.1, y: y + h * 0.58, width: w * 0.8, height: h * 0.32 };
  parts.push(rect(louvre, `rx="4" fill="${finish.recess}"`));
  const rows = Math.max(6, Math.round(louvre.height / 12));
  for (let i = 0; i < rows; i += 1) {
    parts.push(
      rect(
        {
          x: louvre.x + 6,
          y: louvre.y + 4 + ((louvre.height - 8) * i) / rows,
          width: louvre.width - 12,
          height: Math.max(2, (louvre.height / rows) * 0.45),
        },
        `rx="1" fill="${finish.front[0]}"`,
      ),
    );
  }
  if (installation === 'external') {
    const terminal = { x: x + w * 0.7, y: y + h * 0.12, width: w * 0.2, height: h * 0.3 };
    parts.push(rect(terminal, 'rx="4" fill="#2a2c2f" stroke="#9aa1a7" stroke-width="3"'));
    for (let i = 1; i < 7; i += 1)
      parts.push(
        line(
          terminal.x + 5,
          terminal.y + (terminal.height * i) / 7,
          terminal.x + terminal.width - 5,
          terminal.y + (terminal.height * i) / 7,
          'stroke="#9aa1a7" stroke-width="2"',
        ),
      );
  }
  if (installation === 'underfloor') {
    const cy = y + h * 0.5 + off.dy * 0.5;
    const rr = Math.min(h * 0.32, Math.abs(off.dx) * 0.4);
    parts.push(
      `<ellipse cx="${r(x + w + off.dx * 0.5 + rr * 0.2)}" cy="${r(cy)}" rx="${r(rr * 0.45)}" ry="${r(rr)}" fill="#b6bdc4" stroke="#6f7880" stroke-width="1.5"/>`,
    );
    parts.push(
      `<ellipse cx="${r(x + w + off.dx * 0.5 + rr * 0.3)}" cy="${r(cy)}" rx="${r(rr * 0.34)}" ry="${r(rr * 0.82)}" fill="#2c3137"/>`,
    );
  }
  // Status window with the flame light.
  const win =
    installation === 'underfloor'
      ? { x: x + w * 0.56, y: y + h * 0.3, width: w * 0.14, height: h * 0.16 }
      : { x: x + w * 0.12, y: y + h * 0.14, width: w * 0.22, height: Math.min(h * 0.1, w * 0.12) };
  parts.push(rect(win, 'rx="4" fill="#101214"'));
  parts.push(
    `<circle cx="${r(win.x + win.width * 0.25)}" cy="${r(win.y + win.height / 2)}" r="${r(Math.max(3, win.height * 0.16))}" fill="${finish.display}"/>`,
  );
  parts.push(
    badge(
      installation === 'underfloor' ? x + w * 0.56 : x + w * 0.12,
      installation === 'underfloor' ? y + h * 0.7 : y + h * 0.42,
      Math.max(10, Math.min(w, h) * 0.06),
      finish,
      'HEARTH',
    ),
  );
  return parts.join('');
}

/** A handheld remote, finished like its indoor unit. */
export function remote(defs: Defs, frame: Rect, finish: Finish): string {
  const { x, y, width: w, height: h } = frame;
  const parts = [
    rect(
      { x: x + 14, y: y + 22, width: w, height: h },
      `rx="${r(w * 0.28)}" fill="#1d2733" opacity="0.25" filter="${defs.blur(16)}"`,
    ),
    rect(
      frame,
      `rx="${r(w * 0.28)}" fill="${defs.linear(finish.front, 0, 0, 1, 1)}" stroke="#000" stroke-opacity="0.15"`,
    ),
    rect(
      { x: x + 4, y: y + 4, width: w * 0.5, height: h - 8 },
      `rx="${r(w * 0.26)}" fill="#fff" opacity="${finish.gloss * 0.35}"`,
    ),
  ];
  const lcd = { x: x + w * 0.12, y: y + h * 0.08, width: w * 0.76, height: h * 0.26 };
  parts.push(rect(lcd, `rx="${r(w * 0.08)}" fill="${defs.linear(['#26313b', '#101519'], 0, 0, 0, 1)}"`));
  parts.push(
    text(
      lcd.x + lcd.width * 0.5,
      lcd.y + lcd.height * 0.62,
      '24°',
      `font-size="${r(lcd.height * 0.42)}" font-weight="700" fill="#8fdcff" text-anchor="middle"`,
    ),
  );
  parts.push(
    text(
      lcd.x + lcd.width * 0.5,
      lcd.y + lcd.height * 0.88,
      'COOL · AUTO FAN',
      `font-size="${r(lcd.height * 0.09)}" fill="#8fdcff" text-anchor="middle" letter-spacing="1"`,
    ),
  );
  parts.push(
    `<circle cx="${r(x + w / 2)}" cy="${r(y + h * 0.42)}" r="${r(w * 0.12)}" fill="${finish === undefined ? '#2f9ce8' : '#2f9ce8'}"/>`,
  );
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      parts.push(
        rect(
          { x: x + w * (0.14 + col * 0.26), y: y + h * (0.52 + row * 0.1), width: w * 0.2, height: h * 0.05 },
          `rx="${r(h * 0.02)}" fill="${finish.side[0]}" stroke="#000" stroke-opacity="0.18"`,
        ),
      );
    }
  }
  parts.push(badge(x + w / 2, y + h * 0.94, Math.max(9, w * 0.1), finish, 'CIRRUS', 'middle'));
  return parts.join('');
}

/** A wall-mounted touch controller with zones, on a wall plate. */
export function wallController(defs: Defs, frame: Rect, warm: boolean, zones: readonly string[]): string {
  const { x, y, width: w, height: h } = frame;
  const accent = warm ? '#ffab5c' : '#8fdcff';
  const parts = [
    rect(
      { x: x + 16, y: y + 24, width: w, height: h },
      `rx="${r(w * 0.08)}" fill="#1d2733" opacity="0.28" filter="${defs.blur(18)}"`,
    ),
    rect(
      frame,
      `rx="${r(w * 0.08)}" fill="${defs.linear(['#2a3038', '#0e1115'], 0, 0, 0.4, 1)}" stroke="#9aa4ae" stroke-width="3"`,
    ),
    `<path d="M${r(x + 6)} ${r(y + 6)} L${r(x + w * 0.6)} ${r(y + 6)} L${r(x + 6)} ${r(y + h * 0.55)} Z" fill="#ffffff" opacity="0.07"/>`,
  ];
  parts.push(
    text(
      x + w * 0.08,
      y + h * 0.14,
      warm ? 'HEATING' : 'COOLING',
      `font-size="${r(h * 0.045)}" fill="${accent}" letter-spacing="3"`,
    ),
  );
  parts.push(
    text(
      x + w * 0.08,
      y + h * 0.4,
      warm ? '21°' : '23°',
      `font-size="${r(h * 0.24)}" font-weight="300" fill="#ffffff"`,
    ),
  );
  parts.push(
    text(
      x + w * 0.08,
      y + h * 0.48,
      'Inside 26° · Set by Cirrus Home',
      `font-size="${r(h * 0.035)}" fill="#aab4be"`,
    ),
  );
  zones.slice(0, 4).forEach((zone, index) => {
    const zy = y + h * (0.58 + index * 0.09);
    parts.push(
      rect(
        { x: x + w * 0.08, y: zy, width: w * 0.84, height: h * 0.07 },
        `rx="${r(h * 0.02)}" fill="#ffffff" opacity="0.06"`,
      ),
    );
    parts.push(text(x + w * 0.12, zy + h * 0.048, zone, `font-size="${r(h * 0.036)}" fill="#e6ebf0"`));
    parts.push(
      rect(
        { x: x + w * 0.74, y: zy + h * 0.016, width: w * 0.13, height: h * 0.04 },
        `rx="${r(h * 0.02)}" fill="${index === 2 ? '#4a525b' : accent}"`,
      ),
    );
  });
  parts.push(
    badge(x + w / 2, y + h * 0.975, Math.max(8, h * 0.03), { ink: '#8e99a4' } as Finish, 'CIRRUS', 'middle'),
  );
  return parts.join('');
}
