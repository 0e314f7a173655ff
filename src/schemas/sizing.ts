/**
 * The sizing tool's input: the space (room by room, or the whole home by floor area), the home,
 * the location and what the visitor wants. The same schema validates the tool's steps in the
 * browser and the query of a shared link, so it is written with valibot, whose functions
 * tree-shake to the few the island uses (zod/mini's shared core alone is 14 KB compressed).
 */
import * as v from 'valibot';

/** Kinds of room the tool knows a cooling and heating load for. */
export const roomTypes = ['bedroom', 'living', 'open-plan', 'study'] as const;
export const roomTypeSchema = v.picklist(roomTypes);
export type RoomType = v.InferOutput<typeof roomTypeSchema>;

/** How well the roof, walls and windows keep heat out (and in). */
export const insulationLevels = ['poor', 'average', 'good'] as const;
export const insulationSchema = v.picklist(insulationLevels);
export type Insulation = v.InferOutput<typeof insulationSchema>;

/** Which way the main windows face. */
export const orientations = ['north', 'east', 'south', 'west'] as const;
export const orientationSchema = v.picklist(orientations);
export type Orientation = v.InferOutput<typeof orientationSchema>;

/** How much of the main windows' summer sun eaves, awnings, blinds or trees keep out. */
export const shadingLevels = ['none', 'partial', 'full'] as const;
export const shadingSchema = v.picklist(shadingLevels);
export type Shading = v.InferOutput<typeof shadingSchema>;

/** What the system is for. */
export const wants = ['cooling', 'heating', 'both'] as const;
export const wantSchema = v.picklist(wants);
export type Want = v.InferOutput<typeof wantSchema>;

/** Condition the whole home from one system, or chosen rooms each on their own. */
export const scopes = ['whole-home', 'rooms'] as const;
export const scopeSchema = v.picklist(scopes);
export type Scope = v.InferOutput<typeof scopeSchema>;

/** Most rooms the tool sizes at once: beyond that the answer is a ducted design by an installer. */
export const MAX_ROOMS = 12;

const metres = (min: number, max: number, what: string) =>
  v.pipe(
    v.number(`Enter the ${what} in metres`),
    v.minValue(min, `Enter a ${what} of at least ${min} m`),
    v.maxValue(max, `Enter a ${what} of at most ${max} m`),
  );

/** Ceiling height, m: the rules of thumb assume 2.4 m. */
export const ceilingSchema = metres(2.1, 6, 'ceiling height');

/** One room, measured by its length and width or by its floor area. */
export const roomSchema = v.variant('measure', [
  v.strictObject({
    /** What the room is used for. */
    type: roomTypeSchema,
    /** Measured by length and width. */
    measure: v.literal('dimensions'),
    /** Length of the room, m. */
    lengthM: metres(1, 30, 'length'),
    /** Width of the room, m. */
    widthM: metres(1, 30, 'width'),
    /** Ceiling height, m. */
    ceilingM: ceilingSchema,
  }),
  v.strictObject({
    /** What the room is used for. */
    type: roomTypeSchema,
    /** Measured by floor area. */
    measure: v.literal('area'),
    /** Floor area, m². */
    areaM2: v.pipe(
      v.number('Enter the floor area in square metres'),
      v.minValue(2, 'Enter a floor area of at least 2 m²'),
      v.maxValue(300, 'Enter a floor area of at most 300 m²'),
    ),
    /** Ceiling height, m. */
    ceilingM: ceilingSchema,
  }),
]);
export type Room = v.InferOutput<typeof roomSchema>;

/** The space to condition: room by room, or the whole home by its conditioned floor area. */
export const spaceSchema = v.variant('kind', [
  v.strictObject({
    /** Sized room by room. */
    kind: v.literal('rooms'),
    /** The rooms, one to twelve. */
    rooms: v.pipe(
      v.array(roomSchema),
      v.minLength(1, 'Add at least one room'),
      v.maxLength(MAX_ROOMS, `Add at most ${MAX_ROOMS} rooms`),
    ),
  }),
  v.strictObject({
    /** Sized as one floor area. */
    kind: v.literal('home'),
    /** Conditioned floor area of the home, m² (leave out the garage). */
    areaM2: v.pipe(
      v.number('Enter the floor area in square metres'),
      v.minValue(30, 'Enter a floor area of at least 30 m²'),
      v.maxValue(1000, 'Enter a floor area of at most 1,000 m²'),
    ),
    /** Typical ceiling height, m. */
    ceilingM: ceilingSchema,
  }),
]);
export type Space = v.InferOutput<typeof spaceSchema>;

/** Everything the tool needs to size a system. */
export const sizingInputSchema = v.strictObject({
  /** The rooms or the whole home. */
  space: spaceSchema,
  /** Insulation of the home. */
  insulation: insulationSchema,
  /** Which way the main windows face. */
  orientation: orientationSchema,
  /** Shading of the main windows. */
  shading: shadingSchema,
  /** Postcode of the home: decides the climate zone. */
  postcode: v.pipe(v.string(), v.regex(/^\d{4}$/, 'Enter a four-digit postcode')),
  /** Cooling, heating or both. */
  want: wantSchema,
  /** One system for the whole home, or the rooms on their own. */
  scope: scopeSchema,
});
export type SizingInput = v.InferOutput<typeof sizingInputSchema>;
