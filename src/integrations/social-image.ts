/**
 * Draws the Open Graph / Twitter card image (1200 × 630 PNG) at build from the brand config, so
 * shared links show the brand without a designer's export living in the repository.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';
import { site } from '../config/site';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function socialCardSvg() {
  const { theme, background } = site.colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${theme}"/>
  <circle cx="1040" cy="90" r="260" fill="${background}" opacity="0.08"/>
  <circle cx="1100" cy="560" r="180" fill="${background}" opacity="0.06"/>
  <g transform="translate(96 120) scale(3)">
    <rect width="48" height="48" rx="12" fill="${background}"/>
    <path d="M14 30a7 7 0 0 1 1.5-13.8A10 10 0 0 1 34.6 18 6 6 0 0 1 34 30Z" fill="none" stroke="${theme}" stroke-width="3.2" stroke-linejoin="round"/>
    <path d="M16 36h16" stroke="${theme}" stroke-width="3.2" stroke-linecap="round"/>
  </g>
  <text x="96" y="380" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#ffffff">${escapeXml(site.name)}</text>
  <text x="96" y="450" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="${background}">${escapeXml(site.tagline)}</text>
</svg>`;
}

export function socialImage(): AstroIntegration {
  return {
    name: 'cirrus:social-image',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const png = await sharp(Buffer.from(socialCardSvg())).png({ compressionLevel: 9 }).toBuffer();
        await writeFile(join(fileURLToPath(dir), 'og-image.png'), png);
      },
    },
  };
}
