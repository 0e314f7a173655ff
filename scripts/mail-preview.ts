/**
 * Renders every mail template with sample data to files, an HTML and a text file each, for
 * marketing to look at and for the tests: `npm run mail:preview [-- out-dir]` (default
 * `mail-preview/`, not committed). Links use SITE_URL when set.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderMail } from '../src/server/mail/render.ts';
import { mailSamples } from '../src/server/mail/samples.ts';

const outDir = resolve(process.argv[2] ?? 'mail-preview');
const siteUrl = process.env.SITE_URL ?? 'https://www.cirrusclimate.com.au';
mkdirSync(outDir, { recursive: true });
for (const sample of mailSamples(siteUrl)) {
  const { html, text } = renderMail(sample.element);
  writeFileSync(join(outDir, `${sample.name}.html`), html);
  writeFileSync(join(outDir, `${sample.name}.txt`), text);
}
console.log(`Mail previews in ${outDir}`);
