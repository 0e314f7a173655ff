/**
 * The installed app's icons: which PNGs the build renders, at what size and for what purpose. This
 * list is browser-safe (the web app manifest reads it); drawing them needs React's server renderer
 * and sharp, so that lives in src/lib/server-only/pwa/render-icons.ts.
 *
 * - `any` icons are the mark itself (a rounded square; the corners stay transparent).
 * - `maskable` icons fill the whole square with the theme colour and shrink the mark to 80 %, so
 *   the drawing stays inside the safe zone (the centre circle, 40 % of the size in radius) whatever
 *   shape the platform cuts out. The Apple touch icon uses the same full-bleed drawing (iOS rounds
 *   the corners itself and shows transparency as black).
 */

export interface AppIcon {
  /** File name under /icons/, without `.png`. */
  name: string;
  /** Width and height in px. */
  size: number;
  /** `maskable`: full-bleed background with safe-zone padding. */
  purpose: 'any' | 'maskable';
}

export const appIcons = [
  { name: 'icon-192', size: 192, purpose: 'any' },
  { name: 'icon-512', size: 512, purpose: 'any' },
  { name: 'maskable-192', size: 192, purpose: 'maskable' },
  { name: 'maskable-512', size: 512, purpose: 'maskable' },
] as const satisfies readonly AppIcon[];

export const appleTouchIcon = {
  name: 'apple-touch-icon',
  size: 180,
  purpose: 'maskable',
} as const satisfies AppIcon;

/** The PNG favicon for browsers without SVG favicons (the SVG one is /favicon.svg). */
export const faviconPng = { name: 'favicon-32', size: 32, purpose: 'any' } as const satisfies AppIcon;

/** Every PNG icon the build renders. */
export const allIcons = [...appIcons, appleTouchIcon, faviconPng] as const;

/** Share of a maskable icon the mark covers (the rest is safe-zone padding). */
export const MASKABLE_MARK_SCALE = 0.8;

export const iconPath = (icon: AppIcon) => `/icons/${icon.name}.png`;
