/**
 * Cooling and heating loads, room by room or for the whole home: floor area × watts per m² × each
 * adjustment, with every factor kept so the tool can show its working. Pure and typed; the rules'
 * numbers live in ../sizing-rules.ts.
 */

import type { Room, RoomType, SizingInput } from '../../schemas/sizing.ts';
import type { PostcodeClimate } from '../postcodes/climate-zone.ts';
import { climateZoneLabels } from '../product-labels.ts';
import {
  insulationFactors,
  orientationFactors,
  referenceCeilingM,
  shadingExposure,
  wattsPerSquareMetre,
  zoneMultipliers,
} from '../sizing-rules.ts';

/** One multiplier applied to the base load, with the words that explain it. */
export interface LoadFactor {
  /** Which rule it comes from. */
  rule: 'ceiling' | 'windows' | 'insulation' | 'zone';
  /** What the visitor told us, e.g. "West-facing windows, unshaded". */
  label: string;
  /** The multiplier. */
  multiplier: number;
}

/** A cooling or heating load and how it was reached. */
export interface Load {
  /** Watts per m² for this kind of space at a 2.4 m ceiling. */
  wattsPerM2: number;
  /** Floor area × watts per m², kW. */
  baseKw: number;
  /** The adjustments, in the order they are applied. */
  factors: LoadFactor[];
  /** The result, kW, to one decimal place. */
  kw: number;
}

/** One room (or the whole home) with its loads. */
export interface SpaceLoad {
  /** "Bedroom 2", "Living room", "Whole home". */
  label: string;
  /** Kind of space. */
  type: RoomType | 'home';
  /** How it was measured, in words: "4 × 5 m", "30 m²". */
  measured: string;
  /** Floor area, m². */
  areaM2: number;
  /** Ceiling height, m. */
  ceilingM: number;
  /** Cooling load, or null when only heating is wanted. */
  cooling: Load | null;
  /** Heating load, or null when only cooling is wanted. */
  heating: Load | null;
}

/** Loads of every space, and the totals. */
export interface SizingLoads {
  spaces: SpaceLoad[];
  /** Total floor area, m². */
  areaM2: number;
  /** Total air volume (area × ceiling height), m³. */
  volumeM3: number;
  /** Total cooling load, kW (one decimal), or null. */
  coolingKw: number | null;
  /** Total heating load, kW (one decimal), or null. */
  heatingKw: number | null;
}

export const roomTypeLabels = {
  bedroom: 'Bedroom',
  living: 'Living room',
  'open-plan': 'Open-plan living and kitchen',
  study: 'Study',
} as const satisfies Record<RoomType, string>;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** "2.5", "4": metres and square metres as the tool prints them. */
export const formatNumber = (value: number) => String(twoDecimals(value));

const insulationWords = { poor: 'Poor', average: 'Average', good: 'Good' } as const;
const shadingWords = { none: 'unshaded', partial: 'partly shaded', full: 'fully shaded' } as const;
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function roomArea(room: Room) {
  return room.measure === 'dimensions'
    ? {
        areaM2: twoDecimals(room.lengthM * room.widthM),
        measured: `${formatNumber(room.lengthM)} × ${formatNumber(room.widthM)} m`,
      }
    : { areaM2: room.areaM2, measured: `${formatNumber(room.areaM2)} m²` };
}

/** Labels rooms as a visitor would: "Bedroom 1", "Bedroom 2", but "Study" when there is one. */
export function roomLabels(types: readonly RoomType[]): string[] {
  const seen = new Map<RoomType, number>();
  return types.map((type) => {
    const count = types.filter((other) => other === type).length;
    const index = (seen.get(type) ?? 0) + 1;
    seen.set(type, index);
    return count > 1 ? `${roomTypeLabels[type]} ${index}` : roomTypeLabels[type];
  });
}

function load(areaM2: number, wattsPerM2: number, factors: LoadFactor[]): Load {
  const baseKw = (areaM2 * wattsPerM2) / 1000;
  const kw = factors.reduce((total, factor) => total * factor.multiplier, baseKw);
  return { wattsPerM2, baseKw: twoDecimals(baseKw), factors, kw: oneDecimal(kw) };
}

/** The loads of one space. Totals add the rounded loads, so the sums shown add up. */
function spaceLoad(
  input: SizingInput,
  climate: PostcodeClimate,
  space: Omit<SpaceLoad, 'cooling' | 'heating'>,
): SpaceLoad {
  const ceiling: LoadFactor = {
    rule: 'ceiling',
    label: `Ceiling ${formatNumber(space.ceilingM)} m ÷ ${referenceCeilingM} m`,
    multiplier: twoDecimals(space.ceilingM / referenceCeilingM),
  };
  const insulation: LoadFactor = {
    rule: 'insulation',
    label: `${insulationWords[input.insulation]} insulation`,
    multiplier: insulationFactors[input.insulation],
  };
  const zoneName = `${climateZoneLabels[climate.zone].name} zone (like ${climateZoneLabels[climate.zone].city})`;
  const windowPenalty = orientationFactors[input.orientation] - 1;
  const windows: LoadFactor = {
    rule: 'windows',
    label: `${capitalise(input.orientation)}-facing windows, ${shadingWords[input.shading]}`,
    multiplier: twoDecimals(1 + windowPenalty * shadingExposure[input.shading]),
  };
  const rates = wattsPerSquareMetre[space.type];
  return {
    ...space,
    cooling:
      input.want === 'heating'
        ? null
        : load(space.areaM2, rates.cooling, [
            ceiling,
            windows,
            insulation,
            { rule: 'zone', label: zoneName, multiplier: zoneMultipliers[climate.zone].cooling },
          ]),
    heating:
      input.want === 'cooling'
        ? null
        : load(space.areaM2, rates.heating, [
            ceiling,
            insulation,
            { rule: 'zone', label: zoneName, multiplier: zoneMultipliers[climate.zone].heating },
          ]),
  };
}

/** Sizes every space of the input for the climate of its postcode. */
export function sizingLoads(input: SizingInput, climate: PostcodeClimate): SizingLoads {
  const spaces: SpaceLoad[] =
    input.space.kind === 'home'
      ? [
          spaceLoad(input, climate, {
            label: 'Whole home',
            type: 'home',
            measured: `${formatNumber(input.space.areaM2)} m²`,
            areaM2: input.space.areaM2,
            ceilingM: input.space.ceilingM,
          }),
        ]
      : (() => {
          const rooms = input.space.rooms;
          const labels = roomLabels(rooms.map((room) => room.type));
          return rooms.map((room, index) =>
            spaceLoad(input, climate, {
              label: labels[index] ?? roomTypeLabels[room.type],
              type: room.type,
              ...roomArea(room),
              ceilingM: room.ceilingM,
            }),
          );
        })();
  const sum = (pick: (space: SpaceLoad) => number) => spaces.reduce((total, space) => total + pick(space), 0);
  return {
    spaces,
    areaM2: twoDecimals(sum((space) => space.areaM2)),
    volumeM3: Math.round(sum((space) => space.areaM2 * space.ceilingM)),
    coolingKw: input.want === 'heating' ? null : oneDecimal(sum((space) => space.cooling?.kw ?? 0)),
    heatingKw: input.want === 'cooling' ? null : oneDecimal(sum((space) => space.heating?.kw ?? 0)),
  };
}
