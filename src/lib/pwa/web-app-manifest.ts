/**
 * The web app manifest (`/manifest.webmanifest`), built from the site configuration: the spec's
 * colours (background #E1EAEC, theme #004A60), standalone display, the icons of ./app-icons and
 * shortcuts to the things visitors come back for, and to keeping the catalogue offline.
 */
import { site } from '../../config/site.ts';
import { appIcons, iconPath } from './app-icons.ts';

export const appShortcuts = [
  { name: 'Products', url: '/products', description: 'Browse the range' },
  { name: 'Find a dealer', url: '/where-to-buy', description: 'Dealers and installers near you' },
  { name: 'Get a quote', url: '/get-a-quote', description: 'Ask for a free quote' },
  // Installers show the range in customers' homes, where reception is often poor.
  {
    name: 'Keep the catalogue offline',
    url: '/app#keep-catalogue',
    description: 'Store every product page on this device',
  },
] as const;

export function webAppManifest() {
  const icons = appIcons.map((icon) => ({
    src: iconPath(icon),
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  }));
  const shortcutIcon = icons.find((icon) => icon.purpose === 'any' && icon.sizes === '192x192');
  return {
    id: '/',
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: site.locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: site.colours.background,
    theme_color: site.colours.theme,
    categories: ['shopping', 'lifestyle'],
    icons,
    shortcuts: appShortcuts.map((shortcut) => ({
      ...shortcut,
      short_name: shortcut.name,
      icons: shortcutIcon ? [shortcutIcon] : [],
    })),
  };
}

export type WebAppManifest = ReturnType<typeof webAppManifest>;
