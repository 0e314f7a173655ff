/**
 * What the rendered gallery of a product is, from its spec data alone (no Blender): the five
 * pictures in gallery order, their alt text, and for each the inputs its render is made from (the
 * product type, the range's finish, the dimensions the scene uses) and the builder that makes it.
 * The hash of the inputs and of the builder's Python names the render (its key), so products
 * sharing a cabinet (same type, finish and dimensions) share one render, and a change to any input
 * or to the builder's modules makes a different key: the manifest test compares the two.
 */
import { createHash } from 'node:crypto';
import type { ProductImageKind } from '../../src/schemas/image.ts';
import { type BuilderHashes, type BuilderName, builderHashes, builderOf } from './builders.ts';
import { drawingAlt } from './drawing/dimension-drawing.ts';
import { finishOf, outdoorFinish } from './finishes.ts';
import { type ProductFacts, type SizeMm, typeNames, unitsOf } from './product-facts.ts';

/** Which picture of the unit: a rendered scene, or the dimension drawing. */
export type RenderPicture =
  | 'front'
  | 'outdoor'
  | 'side'
  | 'controller'
  | 'in-room'
  | 'in-scale'
  | 'dimensions';

/** The finish as the scene builders read it: colours (sRGB hex) and gloss from the range's finish. */
export interface SceneFinish {
  name: string;
  body: string;
  gloss: number;
  recess: string;
  display: string;
  ink: string;
  key: string;
  power: string;
}

export interface OutdoorSceneFinish {
  name: string;
  body: string;
  grille: string;
  ink: string;
}

/** Everything a render depends on. Two pictures with equal inputs are the same picture. */
export interface RenderInputs {
  picture: RenderPicture;
  productType: string;
  /** The range; absent from the outdoor picture, which depends only on the outdoor finish and size. */
  range?: string;
  finish?: SceneFinish;
  outdoorFinish?: OutdoorSceneFinish;
  indoor?: SizeMm;
  outdoor?: SizeMm;
  /** A multi's front picture: how many of its wall heads stand beside the outdoor unit. */
  heads?: number;
  /** A gas heater's in-scale picture: where the heater is installed (outside, under the floor, inside). */
  installation?: string;
  /** An evaporative cooler's mounting (see `coolerMounting`): which cooler, and where the scenes put it. */
  mounting?: CoolerMounting;
  /** The controller picture of a type with more than one kind: a wired wall panel or a hand-held remote. */
  controller?: 'wall-panel' | 'remote';
  /** A window unit's room side (width and height, mm): all its in-room picture shows of it. */
  face?: { widthMm: number; heightMm: number };
}

export interface PlannedPicture {
  kind: ProductImageKind;
  alt: string;
  inputs: RenderInputs;
  /** The builder that makes it (builders.ts) and the hash of that builder's code. */
  builder: { name: BuilderName; hash: string };
  /** Name of the render: a hash of its inputs and its builder's hash. */
  key: string;
}

/** The range's finish as the scene builders read it (products and the category heroes alike). */
export function sceneFinish(product: Pick<ProductFacts, 'range'>): SceneFinish {
  const finish = finishOf(product.range);
  return {
    name: finish.name,
    body: finish.front[1],
    gloss: finish.gloss,
    recess: finish.recess,
    display: finish.display,
    ink: finish.ink,
    key: finish.front[0],
    power: finish.display,
  };
}

export function sceneOutdoorFinish(product: ProductFacts): OutdoorSceneFinish {
  const finish = outdoorFinish(product.range);
  return { name: finish.name, body: finish.front[1], grille: finish.recess, ink: finish.ink };
}

/** A stable JSON text of a value: object keys sorted, so equal inputs hash alike. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A picture's key: its inputs and the hash of its builder's code, hashed (16 hex digits). */
export const renderKey = (inputs: RenderInputs | Record<string, unknown>, builderHash: string): string =>
  createHash('sha256')
    .update(stableJson({ builder: builderHash, inputs }))
    .digest('hex')
    .slice(0, 16);

let repositoryHashes: BuilderHashes | undefined;
/** The builders' hashes from the repository's render scripts, read once. */
export const currentBuilderHashes = (): BuilderHashes => {
  repositoryHashes ??= builderHashes();
  return repositoryHashes;
};

const mm = (s: SizeMm) => `${s.widthMm} mm wide, ${s.heightMm} mm high and ${s.depthMm} mm deep`;
const dims = (s: SizeMm): SizeMm => ({ widthMm: s.widthMm, heightMm: s.heightMm, depthMm: s.depthMm });

/** Outdoor units over a metre high have two fans, one above the other (the scene builder agrees). */
const fanGrilles = (outdoor: SizeMm) =>
  outdoor.heightMm > 1000 ? 'two round fan grilles, one above the other,' : 'its round fan grille';

/** The cassette's decoration panel: 950 mm under an 840 mm body, 620 mm (a 600 mm ceiling grid's tile) under a 570 mm one. */
export const cassettePanelMm = (indoor: SizeMm): number => (indoor.widthMm > 700 ? 950 : 620);

/** A ducted unit's round supply spigots along its front: as many as fit, three to six (the scene builder agrees). */
export function supplySpigots(indoor: SizeMm): number {
  const radius = Math.min(100, indoor.heightMm * 0.36);
  return Math.max(3, Math.min(6, Math.floor((indoor.widthMm * 0.9) / (2 * radius + 70))));
}

/** Where a gas heater's in-scale picture shows it, and its flue. */
const heaterPlace: Record<string, string> = {
  external: 'outside against the wall, its flue on top',
  underfloor: 'under the raised floor, its flue out through the base wall',
  internal: 'in a cupboard in the room, its flue up through the ceiling',
};

/** The alt text of each picture, by product type: what the picture shows, in words. */
function altTexts(product: ProductFacts, finish: SceneFinish, indoor: SizeMm, outdoor: SizeMm | undefined) {
  const typeName = typeNames[product.productType] ?? product.productType;
  const name = product.name;
  const outdoorAlt = outdoor
    ? `The outdoor unit of the ${name}, ${mm(outdoor)}, with ${fanGrilles(outdoor)} and the coil fins along its side`
    : '';
  const yard = outdoor ? ', the outdoor unit outside on a slab in the yard' : '';
  const remote = `The remote control of the ${name}, in ${finish.name}: its lit screen shows Cool and 24 °C, above labelled buttons for power, temperature, mode, fan, swing, timer, sleep and eco`;
  switch (product.productType) {
    case 'ducted': {
      const spigots = supplySpigots(indoor);
      return {
        front: `${name}: the ducted indoor unit in galvanised steel, ${mm(indoor)}, with ${spigots} round supply spigots along its front and the rating label on its end`,
        outdoor: outdoorAlt,
        controller: `The wall controller of the ${name}, in ${finish.name}: its lit screen shows Cool, 24 °C and the fan on auto, above labelled buttons for power, mode, fan and temperature`,
        inRoom: `An open-plan living and dining room with the ${name}: four square supply grilles and a return-air grille in the ceiling, the unit itself hidden in the roof space`,
        inScale: `The ${name} to scale: the indoor unit in the roof space, ${Math.min(spigots, 4)} flexible ducts to round grilles in the 2.4 m ceiling, an 820 mm door, a person 1.7 m tall${yard}`,
      };
    }
    case 'gas-heater':
      return {
        front: `${name}: the gas ducted heater in ${finish.name}, ${mm(indoor)}, with its louvred access panel, the rating label and the flue spigot on top`,
        side: `The ${name} from its right side, ${indoor.depthMm} mm deep and ${indoor.heightMm} mm high, with the return-air collar, the gas tap and the flue spigot on top`,
        outdoor: '',
        controller: `The wall controller of the ${name}, in ${finish.name}: its lit screen shows Heat, 21 °C and the fan on auto, above labelled buttons for power, mode, fan and temperature`,
        inRoom: `A living room on a winter evening, warmed by the ${name}: three metal floor vents in the floorboards, two under the window, a table lamp lit, no heater in sight`,
        inScale: `The ${name} to scale: the heater ${heaterPlace[product.installation ?? 'external'] ?? heaterPlace.external}, a duct under the raised floor up to two floor vents, a 2.4 m ceiling, an 820 mm door, a person 1.7 m tall`,
      };
    case 'multi': {
      const heads = Math.min(product.maxIndoorUnits ?? 2, 3);
      return {
        front: `${name}: the multi-split outdoor unit, ${outdoor ? mm(outdoor) : ''}, with ${heads} of the ${finish.name} wall heads it runs (each ${mm(indoor)}) beside it, at one scale`,
        outdoor: outdoorAlt,
        controller: `${remote} (one comes with each wall head)`,
        inRoom: `One of the wall heads of the ${name} installed in a living room, on the wall above the sofa about 2 m up, with daylight from the window`,
        inScale: `The ${name} to scale: one of its wall heads in a room with a 2.4 m ceiling, beside an 820 mm door and a person 1.7 m tall${yard}`,
      };
    }
    case 'cassette': {
      const panel = cassettePanelMm(indoor);
      return {
        // (Alt text is at most 250 characters: the body's size is in the dimension drawing's.)
        front: `${name} from below: its ${panel} mm square panel in ${finish.name}, a louvre on each of its four sides around the intake grille, and the body that sits above the ceiling`,
        outdoor: outdoorAlt,
        controller: `The wired wall controller of the ${name}, in ${finish.name}: its lit screen shows Cool, 24 °C and the fan on auto, above labelled buttons for power, mode, fan and temperature`,
        inRoom: `The ${name} in the ceiling of a family room, its ${panel} mm panel flush with the ceiling above the sofa, with daylight from the window`,
        inScale: `The ${name} to scale in the ceiling of a room with a 2.4 m ceiling, its body in the roof space above, beside an 820 mm door and a person 1.7 m tall${yard}`,
      };
    }
    case 'window':
      return {
        front: `${name}, ${mm(indoor)}, from the front left: louvres over the outlet along the top, the intake grille, the control panel with its lit display, the steel cabinet behind`,
        side: `The ${name} from the side, ${indoor.depthMm} mm deep: the front that faces the room, and behind it the louvred steel cabinet that sits outside`,
        outdoor: '',
        controller: remote,
        inRoom: `The ${name} installed in the lower half of a study window, under the closed sash, with daylight and the garden beyond the glass`,
        inScale: `The ${name} to scale through the outside wall of a room with a 2.4 m ceiling, its back outside on brackets, beside an 820 mm door and a 1.7 m person`,
      };
    case 'evaporative':
      return evaporativeAltTexts(product, finish, indoor);
    default:
      return {
        front: `${name}: the ${typeName} in ${finish.name}, ${mm(indoor)}, seen from the front left`,
        outdoor: outdoorAlt,
        controller: remote,
        inRoom: `The ${name} installed in a living room, on the wall above the sofa about 2 m up, with daylight from the window`,
        inScale: `The ${name} to scale in a room with a 2.4 m ceiling, beside an 820 mm door and a person 1.7 m tall${yard}`,
      };
  }
}

/**
 * An evaporative cooler's mounting, from the product file's `mounting` (which the product schema
 * requires of every evaporative cooler): a roof-mounted cooler sits on the roof over its drop duct,
 * a ground-mounted one on a slab beside the house, a portable on the floor of the room it cools.
 */
export type CoolerMounting = 'roof' | 'ground' | 'portable';

export function coolerMounting(product: ProductFacts): CoolerMounting {
  const { mounting } = product;
  if (mounting === 'roof' || mounting === 'ground' || mounting === 'portable') return mounting;
  throw new Error(
    `${product.slug}: an evaporative cooler's mounting is roof, ground or portable, not ${mounting}`,
  );
}

function evaporativeAltTexts(product: ProductFacts, finish: SceneFinish, unit: SizeMm) {
  const name = product.name;
  const mounting = coolerMounting(product);
  const side = `The ${name} from the side, ${unit.depthMm} mm deep and ${unit.heightMm} mm high`;
  const person = 'beside an 820 mm door and a 1.7 m person';
  const ceilingOutlet = `A living room cooled by the ${name}: a large square outlet in the ceiling, with summer daylight from the window`;
  const wallPanel = `The wall controller of the ${name}, in ${finish.name}: its lit screen shows Cool, fan speed 5 and 24 °C, above buttons for power, mode, fan and temperature`;
  const pads = 'honeycomb wetted pads behind louvred panels';
  if (mounting === 'portable')
    return {
      front: `${name}, ${mm(unit)}: a tower on castors with louvres in its outlet, a lit control panel on top and a window showing the tank's water level`,
      side: `${side}: the honeycomb pad behind the slatted side grille, the hand grip and the castors`,
      outdoor: '',
      controller: `The remote control of the ${name}: its lit screen shows Cool and fan speed 3, above buttons for power, speed, mode, cool, swing, timer, sleep and eco`,
      inRoom: `The ${name} on the floor of a living room by the sofa, with summer daylight from the window`,
      inScale: `The ${name} to scale on the floor of a room with a 2.4 m ceiling, ${person}`,
    };
  if (mounting === 'ground')
    return {
      front: `${name}, ${mm(unit)}, in ${finish.name}: ${pads} on all four sides, a ribbed lid and the duct collar on top`,
      side: `${side}: a louvred pad panel, the ribbed lid and the duct collar on top`,
      outdoor: '',
      controller: wallPanel,
      inRoom: ceilingOutlet,
      inScale: `The ${name} to scale on a slab beside a house, its duct up the wall and through it to an outlet in the 2.4 m ceiling, ${person}`,
    };
  return {
    front: `${name}, ${mm(unit)}, in ${finish.name}: ${pads} on all four sides, a ribbed lid, the drop duct under it on its stand`,
    side: `${side}: a louvred pad panel under the ribbed lid, the drop duct and roof stand below`,
    outdoor: '',
    controller: wallPanel,
    inRoom: ceilingOutlet,
    inScale: `The ${name} to scale on a house's roof, its drop duct through the roof space to an outlet in the 2.4 m ceiling, ${person}`,
  };
}

/**
 * The six pictures of a product, in gallery order: five rendered in Blender, then the dimension
 * drawing. `hashes` are the builders' (a test passes those of a changed copy of the scripts).
 */
export function renderPlan(
  product: ProductFacts,
  hashes: BuilderHashes = currentBuilderHashes(),
): PlannedPicture[] {
  const units = unitsOf(product);
  const indoor = dims(units.indoor ?? units.main);
  const outdoor = units.outdoor ? dims(units.outdoor) : undefined;
  const finish = sceneFinish(product);
  const base = { productType: product.productType, range: product.range };
  const alt = altTexts(product, finish, indoor, outdoor);
  const outdoorScene = outdoor ? sceneOutdoorFinish(product) : undefined;
  const front: RenderInputs =
    product.productType === 'multi'
      ? {
          ...base,
          picture: 'front',
          finish,
          indoor,
          outdoor,
          outdoorFinish: outdoorScene,
          heads: Math.min(product.maxIndoorUnits ?? 2, 3),
        }
      : { ...base, picture: 'front', finish, indoor };
  const pictures: Omit<PlannedPicture, 'key' | 'builder'>[] = [
    { kind: 'front', alt: alt.front, inputs: front },
    outdoor
      ? {
          kind: 'outdoor',
          alt: alt.outdoor,
          // Not the range: an outdoor unit is its finish and size, so ranges sharing both share the render.
          inputs: {
            productType: product.productType,
            picture: 'outdoor',
            outdoorFinish: outdoorScene,
            outdoor,
          },
        }
      : {
          kind: 'side',
          alt:
            alt.side ??
            `The ${product.name} from the side, ${indoor.depthMm} mm deep and ${indoor.heightMm} mm high`,
          inputs: { ...base, picture: 'side', finish, indoor },
        },
    { kind: 'controller', alt: alt.controller, inputs: { ...base, picture: 'controller', finish } },
    { kind: 'in-room', alt: alt.inRoom, inputs: { ...base, picture: 'in-room', finish, indoor } },
    {
      kind: 'in-scale',
      alt: alt.inScale,
      inputs: { ...base, picture: 'in-scale', finish, indoor, outdoor, outdoorFinish: outdoorScene },
    },
  ];
  // The drawing shows the sizes, and a cooler's mounting (a portable's clearances differ); not the finish.
  const drawing = {
    productType: product.productType,
    indoor,
    outdoor,
    mounting: product.productType === 'evaporative' ? coolerMounting(product) : undefined,
  };
  const drawn = {
    kind: 'dimensions',
    alt: drawingAlt(product.name, drawing),
    inputs: { picture: 'dimensions', ...drawing },
  } as const;
  return [...pictures, drawn].map((picture) => {
    const inputs = picture === drawn ? picture.inputs : onlyShown(picture.inputs, product);
    const name = builderOf(inputs.productType, inputs.picture);
    const builder = { name, hash: hashes[name] };
    return { ...picture, inputs, builder, key: renderKey(inputs, builder.hash) };
  });
}

/**
 * A picture's inputs cut to what it shows, so products share renders (wall splits, multis and
 * cassettes keep everything). Ducted: the indoor unit is galvanised steel in every range, so its
 * front and in-scale cut are its size (and the cut's outdoor unit), and the room shows only grilles.
 * Gas heaters: the room shows only floor vents, the cut the cabinet and where it is installed.
 * Window units: the room shows only the unit's room side (width and height). Evaporative coolers:
 * their mounting says which cooler and where; a roof or ground cooler's room shows only the ceiling
 * outlet, and its controller is the wall panel (a portable's, the remote).
 */
function onlyShown(inputs: RenderInputs, product: ProductFacts): RenderInputs {
  const { picture, productType, finish, indoor, outdoor, outdoorFinish } = inputs;
  switch (productType) {
    case 'ducted':
    case 'gas-heater': {
      const ducted = productType === 'ducted';
      if (picture === 'front' || picture === 'side')
        return ducted ? { picture, productType, indoor } : { picture, productType, finish, indoor };
      if (picture === 'controller') return { picture, productType, finish };
      if (picture === 'in-room') return { picture, productType };
      if (picture === 'in-scale')
        return ducted
          ? { picture, productType, indoor, outdoor, outdoorFinish }
          : { picture, productType, finish, indoor, installation: product.installation ?? 'external' };
      return inputs;
    }
    case 'window':
      return picture === 'in-room' && indoor
        ? { ...inputs, indoor: undefined, face: { widthMm: indoor.widthMm, heightMm: indoor.heightMm } }
        : inputs;
    case 'evaporative': {
      const mounting = coolerMounting(product);
      if (picture === 'controller')
        return { ...inputs, controller: mounting === 'portable' ? 'remote' : 'wall-panel' };
      if (picture === 'in-room' && mounting !== 'portable') return { picture, productType };
      return { ...inputs, mounting };
    }
    default:
      return inputs;
  }
}

/** A picture's file type: the drawing is a PNG (flat colours, sharp lines), a render a WebP. */
export const pictureExtension = (picture: string): 'png' | 'webp' =>
  picture === 'dimensions' ? 'png' : 'webp';

/** Where the content editor keeps the file of gallery entry `position` (relative to the product file). */
export const galleryFile = (slug: string, position: number, extension: string): string =>
  `./${slug}/images/${position}/file.${extension}`;
