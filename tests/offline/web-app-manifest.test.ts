import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { appIcons } from '../../src/lib/pwa/app-icons';
import { webAppManifest } from '../../src/lib/pwa/web-app-manifest';
import { renderAppIcon } from '../../src/lib/server-only/pwa/render-icons';

describe('web app manifest', () => {
  const manifest = webAppManifest();

  it('uses the site configuration and the spec’s colours', () => {
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.shortName,
      display: 'standalone',
      background_color: '#E1EAEC',
      theme_color: '#004A60',
      start_url: '/',
      scope: '/',
      id: '/',
    });
  });

  it('lists 192 and 512 px icons, each as any and as maskable', () => {
    const listed = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort();
    expect(listed).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
  });

  it('draws maskable icons full bleed, with the whole mark inside the safe zone', async () => {
    for (const icon of appIcons.filter((candidate) => candidate.purpose === 'maskable')) {
      const { data, info } = await sharp(await renderAppIcon(icon))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const theme = [1, 3, 5].map((at) => Number.parseInt(site.colours.theme.slice(at, at + 2), 16));
      const centre = icon.size / 2;
      let outside = 0;
      for (let y = 0; y < info.height; y += 1) {
        for (let x = 0; x < info.width; x += 1) {
          // Outside the safe zone (the centred circle of 40 % radius) only the background may show.
          if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= icon.size * 0.4) continue;
          const at = (y * info.width + x) * 4;
          const same = theme.every((value, channel) => Math.abs((data[at + channel] ?? 0) - value) <= 2);
          if (!same || data[at + 3] !== 255) outside += 1;
        }
      }
      expect(outside, icon.name).toBe(0);
    }
  });
});
