/**
 * The pictures of one product, from its spec data: which pictures it gets (front, outdoor unit or
 * side, controller, in scale, dimensions), their alt text, and each picture's SVG. Scales are shared
 * across the catalogue per kind of unit (geometry.ts), so bigger units are drawn bigger.
 */
import { z } from 'zod';
import { productImageKindSchema } from '../../src/schemas/image.ts';
import { dimensionsSchema, rangeSchema } from '../../src/schemas/product.ts';
import {
  badge,
  box,
  cassette,
  ductedUnit,
  evaporative,
  gasHeater,
  outdoorUnit,
  remote,
  shadow,
  studio,
  wallController,
  wallSplit,
  windowUnit,
} from './draw-units.ts';
import { type Finish, finishOf, galvanised, outdoorFinish } from './finishes.ts';
import {
  CANVAS,
  depthOffset,
  placeFace,
  type Rect,
  type SizeMm,
  sharedScale,
  type View,
} from './geometry.ts';
import { dimensionDrawing, inScale, type SceneUnit } from './scenes.ts';
import { Defs, svgDocument } from './svg.ts';

/** The fields of a product file the art reads (the product schema checks the rest). */
export const artProductSchema = z.looseObject({
  slug: z.string(),
  name: z.string(),
  range: rangeSchema,
  productType: z.string(),
  mounting: z.string().optional(),
  installation: z.string().optional(),
  zones: z.number().optional(),
  maxIndoorUnits: z.number().optional(),
  dimensions: z.union([
    dimensionsSchema,
    z.object({ indoor: dimensionsSchema, outdoor: dimensionsSchema }),
    z.object({ unit: dimensionsSchema }),
  ]),
  images: z.array(z.looseObject({ kind: productImageKindSchema, file: z.string() })).optional(),
});
export type ArtProduct = z.infer<typeof artProductSchema>;

export interface Picture {
  kind: z.infer<typeof productImageKindSchema>;
  /** File name in the product's image folder. */
  file: string;
  alt: string;
  svg: string;
}

const size = (d: { widthMm: number; heightMm: number; depthMm: number }): SizeMm => ({
  widthMm: d.widthMm,
  heightMm: d.heightMm,
  depthMm: d.depthMm,
});

/** The unit the front picture is about (a multi's outdoor unit) and the others. */
export function unitsOf(product: ArtProduct): { main: SizeMm; indoor?: SizeMm; outdoor?: SizeMm } {
  const d = product.dimensions;
  if ('indoor' in d) return { main: size(d.indoor), indoor: size(d.indoor), outdoor: size(d.outdoor) };
  if ('unit' in d) return { main: size(d.unit) };
  return { main: size(d as SizeMm) };
}

/** A cassette is seen from below: its face is the panel's plan (width by depth), its depth the panel's lip. */
const cassetteFace = (s: SizeMm): SizeMm => ({ widthMm: s.widthMm, heightMm: s.depthMm, depthMm: 120 });

/** Units drawn at one scale with this one: same type (and mounting for evaporative coolers). */
function peers(product: ArtProduct, catalogue: readonly ArtProduct[]): ArtProduct[] {
  return catalogue.filter(
    (other) =>
      other.productType === product.productType &&
      (product.productType !== 'evaporative' ||
        (other.mounting === 'portable') === (product.mounting === 'portable')),
  );
}

const frame: Rect = { x: 0, y: 40, width: CANVAS.width, height: CANVAS.height - 140 };

/** Where a product's front picture puts its unit's face, and at what scale (mm to canvas units). */
export function frontLayout(product: ArtProduct, catalogue: readonly ArtProduct[]) {
  const view: View =
    product.productType === 'wall-split' || product.productType === 'cassette' ? 'below' : 'above';
  const faceSize = (p: ArtProduct) => {
    const units = unitsOf(p);
    if (p.productType === 'cassette') return cassetteFace(units.main);
    if (p.productType === 'multi') return units.outdoor ?? units.main;
    return units.main;
  };
  const sizes = peers(product, catalogue).map(faceSize);
  // A multi's picture also holds its indoor heads, so its outdoor unit gets the right 60 % of the frame.
  const area =
    product.productType === 'multi' ? { ...frame, x: frame.width * 0.4, width: frame.width * 0.6 } : frame;
  const scale = sharedScale(sizes, area, product.productType === 'window' ? 0.7 : 0.84);
  const unit = faceSize(product);
  const face = placeFace(unit, scale, area, view);
  // Floor-standing units stand on the studio floor line.
  const onFloor = view === 'above' && product.productType !== 'ducted';
  const lifted = onFloor ? { ...face, y: 690 - face.height + 6 } : face;
  return { unit, scale, view, face: lifted, offset: depthOffset(unit, scale, view) };
}

/** What a picture's alt text calls a unit of each type (the drawn art's and the renders'). */
export const typeNames: Record<string, string> = {
  'wall-split': 'wall split indoor unit',
  ducted: 'ducted indoor unit',
  cassette: 'ceiling cassette',
  multi: 'multi-split outdoor unit',
  window: 'window air conditioner',
  evaporative: 'evaporative cooler',
  'gas-heater': 'gas ducted heater',
};

function finishFor(product: ArtProduct): Finish {
  return finishOf(product.range);
}

function frontSvg(product: ArtProduct, catalogue: readonly ArtProduct[], alt: string): string {
  const defs = new Defs();
  const { face, offset, scale } = frontLayout(product, catalogue);
  const finish = finishFor(product);
  const parts: string[] = [];
  switch (product.productType) {
    case 'wall-split':
      parts.push(
        studio(defs, 'wall'),
        shadow(defs, face, offset, 'wall'),
        wallSplit(defs, face, offset, finish, product.range),
      );
      break;
    case 'cassette':
      parts.push(
        studio(defs, 'ceiling'),
        shadow(defs, face, offset, 'wall'),
        cassette(defs, face, offset, finish),
      );
      break;
    case 'ducted':
      parts.push(
        studio(defs, 'floor'),
        shadow(defs, { ...face, y: 690 - face.height }, offset, 'floor'),
        ductedUnit(defs, face, offset, galvanised, finish, product.range),
      );
      break;
    case 'window':
      parts.push(
        studio(defs, 'floor'),
        shadow(defs, face, offset, 'floor'),
        windowUnit(defs, face, offset, finish),
      );
      break;
    case 'evaporative':
      parts.push(
        studio(defs, 'floor'),
        shadow(defs, face, offset, 'floor'),
        evaporative(defs, face, offset, finish, product.mounting ?? 'roof'),
      );
      break;
    case 'gas-heater':
      parts.push(
        studio(defs, 'floor'),
        shadow(defs, face, offset, 'floor'),
        gasHeater(defs, face, offset, finish, product.installation ?? 'internal'),
      );
      break;
    default: {
      // Multi: the outdoor unit on the floor, its indoor heads on the wall behind, all at one scale.
      const units = unitsOf(product);
      parts.push(
        studio(defs, 'floor'),
        shadow(defs, face, offset, 'floor'),
        outdoorUnit(defs, face, offset, outdoorFinish(product.range), 'unit-face'),
      );
      const head = units.indoor ?? units.main;
      const heads = Math.min(product.maxIndoorUnits ?? 2, 3);
      for (let i = 0; i < heads; i += 1) {
        const headFace: Rect = {
          x: 60 + i * 28,
          y: 90 + i * (head.heightMm * scale + 50),
          width: head.widthMm * scale,
          height: head.heightMm * scale,
        };
        parts.push(
          wallSplit(defs, headFace, depthOffset(head, scale, 'below'), finish, product.range).replace(
            'id="unit-face" ',
            '',
          ),
        );
        parts.push(
          `<path d="M${headFace.x + headFace.width} ${headFace.y + headFace.height * 0.6} C${face.x - 60} ${headFace.y + headFace.height} ${face.x - 80} ${face.y + face.height * 0.7} ${face.x} ${face.y + face.height * 0.75}" fill="none" stroke="#b9c0c7" stroke-width="5" stroke-linecap="round"/>`,
        );
      }
    }
  }
  return svgDocument(alt, defs, parts.join(''));
}

function outdoorSvg(product: ArtProduct, catalogue: readonly ArtProduct[], alt: string): string {
  const defs = new Defs();
  const all = catalogue.map(unitsOf).flatMap((units) => (units.outdoor ? [units.outdoor] : []));
  const outdoor = unitsOf(product).outdoor as SizeMm;
  const scale = sharedScale(all, frame, 0.84);
  const face0 = placeFace(outdoor, scale, frame, 'above');
  const face = { ...face0, y: 690 - face0.height - 8 };
  const offset = depthOffset(outdoor, scale, 'above');
  return svgDocument(
    alt,
    defs,
    [
      studio(defs, 'floor'),
      shadow(defs, face, offset, 'floor'),
      outdoorUnit(defs, face, offset, outdoorFinish(product.range), 'unit-face'),
    ].join(''),
  );
}

/** A side view of a single-box unit: its depth as the face, its width receding. */
function sideSvg(product: ArtProduct, alt: string): string {
  const defs = new Defs();
  const main = unitsOf(product).main;
  const sideSize: SizeMm = { widthMm: main.depthMm, heightMm: main.heightMm, depthMm: main.widthMm * 0.5 };
  const scale = sharedScale([sideSize], frame, 0.7);
  const face0 = placeFace(sideSize, scale, frame, 'above');
  const face = { ...face0, y: 690 - face0.height + 6 };
  const offset = depthOffset(sideSize, scale, 'above');
  const finish = finishFor(product);
  const parts = [
    studio(defs, 'floor'),
    shadow(defs, face, offset, 'floor'),
    box(defs, face, offset, finish, { radius: 6 }),
  ];
  parts.push(
    badge(face.x + face.width * 0.08, face.y + face.height * 0.12, Math.max(10, face.height * 0.045), finish),
  );
  // Vents along the side.
  for (let i = 0; i < 8; i += 1) {
    parts.push(
      `<rect x="${(face.x + face.width * 0.12).toFixed(1)}" y="${(face.y + face.height * (0.3 + i * 0.07)).toFixed(1)}" width="${(face.width * 0.76).toFixed(1)}" height="${Math.max(3, face.height * 0.018).toFixed(1)}" rx="2" fill="${finish.recess}" opacity="0.45"/>`,
    );
  }
  return svgDocument(alt, defs, parts.join(''));
}

const wallControlled = new Set(['ducted', 'gas-heater', 'evaporative']);

function controllerSvg(product: ArtProduct, alt: string): string {
  const defs = new Defs();
  const parts = [studio(defs, 'wall')];
  if (wallControlled.has(product.productType) && product.mounting !== 'portable') {
    const zones = ['Living', 'Kitchen', 'Bedrooms', 'Study'].slice(
      0,
      Math.max(1, Math.min(4, product.zones ?? 2)),
    );
    parts.push(`<rect x="380" y="150" width="440" height="560" rx="22" fill="#ffffff" stroke="#d4d9de"/>`);
    parts.push(
      wallController(
        defs,
        { x: 420, y: 190, width: 360, height: 480 },
        product.productType === 'gas-heater',
        zones,
      ),
    );
  } else {
    parts.push(remote(defs, { x: 500, y: 90, width: 200, height: 640 }, finishFor(product)));
  }
  return svgDocument(alt, defs, parts.join(''));
}

/** Every picture of a product, in gallery order. */
export function pictureSet(product: ArtProduct, catalogue: readonly ArtProduct[]): Picture[] {
  const units = unitsOf(product);
  const finish = finishFor(product);
  const typeName = typeNames[product.productType] ?? product.productType;
  const main = units.main;
  const mm = (s: SizeMm) => `${s.widthMm} mm wide, ${s.heightMm} mm high and ${s.depthMm} mm deep`;
  const pictures: Picture[] = [];
  const frontAlt =
    product.productType === 'multi'
      ? `${product.name}: the outdoor unit with ${Math.min(product.maxIndoorUnits ?? 2, 3)} ${finish.name} wall heads it can run, drawn to scale`
      : `${product.name}: the ${typeName} in ${product.productType === 'ducted' ? 'galvanised steel' : finish.name}, ${mm(main)}`;
  pictures.push({
    kind: 'front',
    file: 'front.jpg',
    alt: frontAlt,
    svg: frontSvg(product, catalogue, frontAlt),
  });
  if (units.outdoor && product.productType !== 'multi') {
    const alt = `The outdoor unit of the ${product.name}, ${mm(units.outdoor)}, with its fan grille and coil`;
    pictures.push({ kind: 'outdoor', file: 'outdoor.jpg', alt, svg: outdoorSvg(product, catalogue, alt) });
  } else if (product.productType === 'multi' && units.outdoor) {
    const alt = `The ${product.name} outdoor unit on its own, ${mm(units.outdoor)}`;
    pictures.push({ kind: 'outdoor', file: 'outdoor.jpg', alt, svg: outdoorSvg(product, catalogue, alt) });
  } else {
    const alt = `The ${product.name} from the side, ${main.depthMm} mm deep and ${main.heightMm} mm high`;
    pictures.push({ kind: 'side', file: 'side.jpg', alt, svg: sideSvg(product, alt) });
  }
  const wall = wallControlled.has(product.productType) && product.mounting !== 'portable';
  const controllerAlt = wall
    ? `The wall controller of the ${product.name}: a touch screen with the set temperature and ${product.productType === 'gas-heater' || product.productType === 'ducted' ? 'a switch for each zone' : 'the fan speed'}`
    : `The remote control of the ${product.name}, in ${finish.name}, with its display and buttons`;
  pictures.push({
    kind: 'controller',
    file: 'controller.jpg',
    alt: controllerAlt,
    svg: controllerSvg(product, controllerAlt),
  });
  const scene: SceneUnit = {
    productType: product.productType,
    range: product.range,
    finish,
    main: product.productType === 'multi' ? (units.indoor ?? main) : main,
    outdoor: units.outdoor,
    mounting: product.mounting,
    installation: product.installation,
  };
  const scaleAlt = `The ${product.name} drawn to scale in a room with a 2.4 m ceiling, beside an 820 mm door and a person 1.7 m tall${units.outdoor ? ', the outdoor unit outside' : ''}`;
  pictures.push({
    kind: 'in-scale',
    file: 'in-scale.jpg',
    alt: scaleAlt,
    svg: inScale(scene, (body, defs) => svgDocument(scaleAlt, defs, body)),
  });
  const dimsAlt = `Dimension drawing of the ${product.name} in millimetres: ${units.outdoor ? `indoor unit ${scene.main.widthMm} × ${scene.main.heightMm} × ${scene.main.depthMm}, outdoor unit ${units.outdoor.widthMm} × ${units.outdoor.heightMm} × ${units.outdoor.depthMm}` : `${main.widthMm} × ${main.heightMm} × ${main.depthMm}`} (width × height × depth), with installation clearances`;
  pictures.push({
    kind: 'dimensions',
    file: 'dimensions.png',
    alt: dimsAlt,
    svg: dimensionDrawing(scene, (body, defs) => svgDocument(dimsAlt, defs, body)),
  });
  return pictures;
}
