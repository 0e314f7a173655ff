/**
 * The sizing tool's form as the visitor fills it in (every number still the text typed), how it is
 * written to and read from the URL, and how it becomes a validated `SizingInput`.
 *
 * The query is short and readable so a shared link says what it holds:
 *   ?room=bedroom_4x5_2.4&room=living_30_2.7&insulation=good&windows=west&shade=none
 *    &postcode=4000&want=both&scope=rooms&step=results
 * A room is `type_LxW_ceiling` or `type_area_ceiling`; the whole home is `home=area_ceiling`.
 * Anything unknown or malformed is dropped and the default used, so an edited link never breaks.
 */
import * as v from 'valibot';
import {
  type Insulation,
  insulationSchema,
  MAX_ROOMS,
  type Orientation,
  orientationSchema,
  type RoomType,
  roomTypeSchema,
  type Scope,
  type Shading,
  type SizingInput,
  scopeSchema,
  shadingSchema,
  sizingInputSchema,
  type Want,
  wantSchema,
} from '../../schemas/sizing.ts';

export const steps = ['space', 'home', 'location', 'needs', 'results'] as const;
export type Step = (typeof steps)[number];

export interface RoomDraft {
  type: RoomType;
  measure: 'dimensions' | 'area';
  length: string;
  width: string;
  area: string;
  ceiling: string;
}

export interface SizingDraft {
  step: Step;
  space: 'rooms' | 'home';
  rooms: RoomDraft[];
  homeArea: string;
  homeCeiling: string;
  insulation: Insulation;
  orientation: Orientation;
  shading: Shading;
  postcode: string;
  want: Want;
  scope: Scope;
}

export const newRoom = (type: RoomType = 'bedroom'): RoomDraft => ({
  type,
  measure: 'dimensions',
  length: '',
  width: '',
  area: '',
  ceiling: '2.4',
});

export const defaultDraft: SizingDraft = {
  step: 'space',
  space: 'rooms',
  rooms: [newRoom('living')],
  homeArea: '',
  homeCeiling: '2.4',
  insulation: 'average',
  orientation: 'north',
  shading: 'partial',
  postcode: '',
  want: 'both',
  scope: 'rooms',
};

/** Keeps what a number field may hold: digits and one decimal point (a comma counts as one). */
export function cleanNumber(text: string): string {
  const [whole = '', ...rest] = text
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .split('.');
  const decimals = rest.join('');
  return (rest.length > 0 ? `${whole}.${decimals}` : whole).slice(0, 7);
}

const pick = <T extends string>(schema: v.GenericSchema<T>, value: string | null, fallback: T): T => {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : fallback;
};

function parseRoom(text: string): RoomDraft | undefined {
  const [type, size = '', ceiling = '2.4'] = text.split('_');
  const parsedType = v.safeParse(roomTypeSchema, type);
  if (!parsedType.success) return undefined;
  const [length = '', width] = size.split('x');
  return width === undefined
    ? {
        ...newRoom(parsedType.output),
        measure: 'area',
        area: cleanNumber(length),
        ceiling: cleanNumber(ceiling),
      }
    : {
        ...newRoom(parsedType.output),
        length: cleanNumber(length),
        width: cleanNumber(width),
        ceiling: cleanNumber(ceiling),
      };
}

/** Reads a draft from a query string; every bad or missing part falls back to its default. */
export function draftFromQuery(search: string): SizingDraft {
  const params = new URLSearchParams(search);
  const rooms = params
    .getAll('room')
    .slice(0, MAX_ROOMS)
    .map(parseRoom)
    .filter((room) => room !== undefined);
  const [homeArea = '', homeCeiling = '2.4'] = (params.get('home') ?? '').split('_');
  const space = params.has('home') && rooms.length === 0 ? 'home' : 'rooms';
  return {
    step: pick(v.picklist(steps), params.get('step'), 'space'),
    space,
    rooms: rooms.length > 0 ? rooms : defaultDraft.rooms,
    homeArea: cleanNumber(homeArea),
    homeCeiling: cleanNumber(homeCeiling) || '2.4',
    insulation: pick(insulationSchema, params.get('insulation'), defaultDraft.insulation),
    orientation: pick(orientationSchema, params.get('windows'), defaultDraft.orientation),
    shading: pick(shadingSchema, params.get('shade'), defaultDraft.shading),
    postcode: (params.get('postcode') ?? '').replace(/\D/g, '').slice(0, 4),
    want: pick(wantSchema, params.get('want'), defaultDraft.want),
    scope: pick(scopeSchema, params.get('scope'), defaultDraft.scope),
  };
}

const roomParam = (room: RoomDraft) =>
  `${room.type}_${room.measure === 'area' ? room.area : `${room.length}x${room.width}`}_${room.ceiling}`;

/** Writes a draft as a query string ("?…"), the inverse of `draftFromQuery`. */
export function draftQuery(draft: SizingDraft): string {
  const params = new URLSearchParams();
  if (draft.space === 'home') params.set('home', `${draft.homeArea}_${draft.homeCeiling}`);
  else for (const room of draft.rooms) params.append('room', roomParam(room));
  params.set('insulation', draft.insulation);
  params.set('windows', draft.orientation);
  params.set('shade', draft.shading);
  if (draft.postcode) params.set('postcode', draft.postcode);
  params.set('want', draft.want);
  if (draft.space === 'rooms') params.set('scope', draft.scope);
  params.set('step', draft.step);
  return `?${params.toString()}`;
}

const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The draft in the schema's shape, numbers parsed; what `sizingInputSchema` validates. */
export function draftInput(draft: SizingDraft): unknown {
  return {
    space:
      draft.space === 'home'
        ? { kind: 'home', areaM2: toNumber(draft.homeArea), ceilingM: toNumber(draft.homeCeiling) }
        : {
            kind: 'rooms',
            rooms: draft.rooms.map((room) =>
              room.measure === 'area'
                ? {
                    type: room.type,
                    measure: 'area',
                    areaM2: toNumber(room.area),
                    ceilingM: toNumber(room.ceiling),
                  }
                : {
                    type: room.type,
                    measure: 'dimensions',
                    lengthM: toNumber(room.length),
                    widthM: toNumber(room.width),
                    ceilingM: toNumber(room.ceiling),
                  },
            ),
          },
    insulation: draft.insulation,
    orientation: draft.orientation,
    shading: draft.shading,
    postcode: draft.postcode,
    want: draft.want,
    scope: draft.space === 'home' ? 'whole-home' : draft.scope,
  };
}

/**
 * Field errors keyed by the form field's name: `rooms.0.length`, `home.area`, `postcode`. The keys
 * match the inputs' names, so each message sits next to its field.
 */
export type DraftErrors = Record<string, string>;

const fieldName = (path: readonly PropertyKey[]): string => {
  const [head, kind, index, field] = path.map(String);
  if (head === 'space' && kind === 'rooms' && index !== undefined && field !== undefined) {
    const names: Record<string, string> = {
      lengthM: 'length',
      widthM: 'width',
      areaM2: 'area',
      ceilingM: 'ceiling',
    };
    return `rooms.${index}.${names[field] ?? field}`;
  }
  if (head === 'space' && kind === 'areaM2') return 'home.area';
  if (head === 'space' && kind === 'ceilingM') return 'home.ceiling';
  return path.map(String).join('.');
};

export type DraftValidation = { ok: true; input: SizingInput } | { ok: false; errors: DraftErrors };

/** Validates the draft against the input schema; errors name the fields they belong to. */
export function validateDraft(draft: SizingDraft): DraftValidation {
  const parsed = v.safeParse(sizingInputSchema, draftInput(draft));
  if (parsed.success) return { ok: true, input: parsed.output };
  const errors: DraftErrors = {};
  for (const issue of parsed.issues) {
    const name = fieldName((issue.path ?? []).map((item) => item.key as PropertyKey));
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Which step a field is on, so the tool can send the visitor back to the first error. */
export function stepOfField(name: string): Step {
  if (name.startsWith('rooms') || name.startsWith('home') || name.startsWith('space')) return 'space';
  if (name === 'insulation' || name === 'orientation' || name === 'shading') return 'home';
  if (name === 'postcode') return 'location';
  return 'needs';
}
