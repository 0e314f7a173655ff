/**
 * The sizing tool's words: step titles, choice labels and what each kind of system is. The guide's
 * long-form copy lives in src/content/pages/your-perfect-climate.yaml.
 */

import type { Step } from '../../lib/sizing/draft.ts';
import type { SystemKind } from '../../lib/sizing/recommend.ts';
import type { Insulation, Orientation, Scope, Shading, Want } from '../../schemas/sizing.ts';

export const stepTitles = {
  space: 'Your rooms',
  home: 'Your home',
  location: 'Your location',
  needs: 'What you want',
  results: 'Your result',
} as const satisfies Record<Step, string>;

export const insulationOptions = [
  { value: 'poor', label: 'Poor: little or no ceiling insulation, single glazing' },
  { value: 'average', label: 'Average: ceiling batts, single glazing' },
  { value: 'good', label: 'Good: ceiling and wall insulation, double glazing' },
] as const satisfies readonly { value: Insulation; label: string }[];

export const orientationOptions = [
  { value: 'north', label: 'North' },
  { value: 'east', label: 'East' },
  { value: 'south', label: 'South' },
  { value: 'west', label: 'West' },
] as const satisfies readonly { value: Orientation; label: string }[];

export const shadingOptions = [
  { value: 'none', label: 'None: the sun reaches the glass' },
  { value: 'partial', label: 'Partly: eaves, or blinds on hot afternoons' },
  { value: 'full', label: 'Fully: awnings, shutters, verandah or trees' },
] as const satisfies readonly { value: Shading; label: string }[];

export const wantOptions = [
  { value: 'both', label: 'Cooling and heating' },
  { value: 'cooling', label: 'Cooling only' },
  { value: 'heating', label: 'Heating only' },
] as const satisfies readonly { value: Want; label: string }[];

export const scopeOptions = [
  { value: 'rooms', label: 'Just these rooms, each with its own control' },
  { value: 'whole-home', label: 'The whole home from one system' },
] as const satisfies readonly { value: Scope; label: string }[];

/** Each kind of system: its name and why the tool suggests it. */
export const systemCopy = {
  'split-per-room': {
    title: 'A split system in each room',
    why: 'For one or two rooms, separate wall-mounted splits cost less than a multi-split and keep running independently.',
  },
  'multi-split': {
    title: 'A multi-split system',
    why: 'One outdoor unit drives an indoor unit in each room, each with its own temperature: one unit outside instead of several.',
  },
  ducted: {
    title: 'Ducted reverse cycle',
    why: 'One concealed system with an outlet in every room and zones you switch on and off: the tidy way to condition a whole home.',
  },
  evaporative: {
    title: 'Evaporative cooling',
    why: 'In dry summer heat it is the cheapest way to cool a whole home, with fresh air through open windows. It cools only.',
  },
  'gas-ducted': {
    title: 'Gas ducted heating',
    why: 'Strong, steady whole-home heat for cold winters, from a gas burner rather than the outdoor air. It heats only.',
  },
  window: {
    title: 'A window or wall-box unit',
    why: 'Everything in one box, for a room where an outdoor unit cannot go. Noisier than a split system.',
  },
} as const satisfies Record<SystemKind, { title: string; why: string }>;
