/**
 * The sizing tool's input: the space (room by room, or the whole home by floor area), the home,
 * the location and what the visitor wants. The same schema validates the tool's steps in the
 * browser and the query of a shared link, so it is written with zod/mini, which costs the island a
 * fraction of the chained API.
 */
import * as z from 'zod/mini';

/** Kinds of room the tool knows a cooling and heating load for. */
export const roomTypes = ['bedroom', 'living', 'open-plan', 'study'] as const;
export const roomTypeSchema = z.enum(roomTypes);
export type RoomType = z.infer<typeof roomTypeSchema>;

/** How well the roof, walls and windows keep heat out (and in). */
export const insulationLevels = ['poor', 'average', 'good'] as const;
export const insulationSchema = z.enum(insulationLevels);
export type Insulation = z.infer<typeof insulationSchema>;

/** Which way the main windows face. */
export const orientations = ['north', 'east', 'south', 'west'] as const;
export const orientationSchema = z.enum(orientations);
export type Orientation = z.infer<typeof orientationSchema>;

/** How much of the main windows' summer sun eaves, awnings, blinds or trees keep out. */
export const shadingLevels = ['none', 'partial', 'full'] as const;
export const shadingSchema = z.enum(shadingLevels);
export type Shading = z.infer<typeof shadingSchema>;

/** What the system is for. */
export const wants = ['cooling', 'heating', 'both'] as const;
export const wantSchema = z.enum(wants);
export type Want = z.infer<typeof wantSchema>;

/** Condition the whole home from one system, or chosen rooms each on their own. */
export const scopes = ['whole-home', 'rooms'] as const;
export const scopeSchema = z.enum(scopes);
export type Scope = z.infer<typeof scopeSchema>;

/** Most rooms the tool sizes at once: beyond that the answer is a ducted design by an installer. */
export const MAX_ROOMS = 12;

const metres = (min: number, max: number, what: string) =>
  z
    .number(`Enter the ${what} in metres`)
    .check(
      z.gte(min, `Enter a ${what} of at least ${min} m`),
      z.lte(max, `Enter a ${what} of at most ${max} m`),
    );

/** Ceiling height, m: the rules of thumb assume 2.4 m. */
export const ceilingSchema = metres(2.1, 6, 'ceiling height');

/** One room, measured by its length and width or by its floor area. */
export const roomSchema = z.discriminatedUnion('measure', [
  z.strictObject({
    /** What the room is used for. */
    type: roomTypeSchema,
    /** Measured by length and width. */
    measure: z.literal('dimensions'),
    /** Length of the room, m. */
    lengthM: metres(1, 30, 'length'),
    /** Width of the room, m. */
    widthM: metres(1, 30, 'width'),
    /** Ceiling height, m. */
    ceilingM: ceilingSchema,
  }),
  z.strictObject({
    /** What the room is used for. */
    type: roomTypeSchema,
    /** Measured by floor area. */
    measure: z.literal('area'),
    /** Floor area, m². */
    areaM2: z
      .number('Enter the floor area in square metres')
      .check(
        z.gte(2, 'Enter a floor area of at least 2 m²'),
        z.lte(300, 'Enter a floor area of at most 300 m²'),
      ),
    /** Ceiling height, m. */
    ceilingM: ceilingSchema,
  }),
]);
export type Room = z.infer<typeof roomSchema>;

/** The space to condition: room by room, or the whole home by its conditioned floor area. */
export const spaceSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    /** Sized room by room. */
    kind: z.literal('rooms'),
    /** The rooms, one to twelve. */
    rooms: z
      .array(roomSchema)
      .check(
        z.minLength(1, 'Add at least one room'),
        z.maxLength(MAX_ROOMS, `Add at most ${MAX_ROOMS} rooms`),
      ),
  }),
  z.strictObject({
    /** Sized as one floor area. */
    kind: z.literal('home'),
    /** Conditioned floor area of the home, m² (leave out the garage). */
    areaM2: z
      .number('Enter the floor area in square metres')
      .check(
        z.gte(30, 'Enter a floor area of at least 30 m²'),
        z.lte(1000, 'Enter a floor area of at most 1,000 m²'),
      ),
    /** Typical ceiling height, m. */
    ceilingM: ceilingSchema,
  }),
]);
export type Space = z.infer<typeof spaceSchema>;

/** Everything the tool needs to size a system. */
export const sizingInputSchema = z.strictObject({
  /** The rooms or the whole home. */
  space: spaceSchema,
  /** Insulation of the home. */
  insulation: insulationSchema,
  /** Which way the main windows face. */
  orientation: orientationSchema,
  /** Shading of the main windows. */
  shading: shadingSchema,
  /** Postcode of the home: decides the climate zone. */
  postcode: z.string().check(z.regex(/^\d{4}$/, 'Enter a four-digit postcode')),
  /** Cooling, heating or both. */
  want: wantSchema,
  /** One system for the whole home, or the rooms on their own. */
  scope: scopeSchema,
});
export type SizingInput = z.infer<typeof sizingInputSchema>;
