/**
 * Every fault code in the content has its page in the build (`npm run build` first), at its own
 * address, saying what the code means, whether the unit may be used and what to try, with the
 * service request for codes that need a technician; and every fault code page is in the offline
 * catalogue's list, so it opens offline once the catalogue is kept.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env';
import {
  COMES_BACK_LIMIT,
  FAULT_CODES_PATH,
  faultCodePath,
  faultFamilyPath,
  faultSeverityLabels,
  keepUsingLabels,
} from '../../src/lib/fault-codes.ts';
import { faultCodeFamilySchema } from '../../src/schemas/fault-code.ts';
import { loadFolder } from '../content/load-content.ts';
import { projectRoot } from '../support/site-process.ts';

const clientDir = join(projectRoot, loadEnv().DIST_DIR, 'client');
const families = loadFolder('fault-codes').map(({ data }) => faultCodeFamilySchema.parse(data));

/** What the page shows, as text: tags dropped, entities decoded, spaces collapsed. */
const pageText = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

const built = (path: string) => readFileSync(join(clientDir, `${path}.html`), 'utf8');

describe('fault code pages, as built', () => {
  it('the build has them', () => {
    expect(existsSync(join(clientDir, 'support/fault-codes')), 'run `npm run build` first').toBe(true);
  });

  for (const family of families) {
    it(`${family.family}: the family page lists every code and each code's page answers it`, () => {
      const familyPage = built(faultFamilyPath(family.family));
      for (const fault of family.codes) {
        expect(familyPage).toContain(`href="${faultCodePath(family.family, fault.code)}"`);
        const html = built(faultCodePath(family.family, fault.code));
        const text = pageText(html);
        expect(html).toMatch(
          new RegExp(`<h1[^>]*>${fault.code}: ${fault.title.replace(/'/g, '&#x27;')}</h1>`),
        );
        expect(text).toContain(fault.meaning);
        expect(text).toContain(keepUsingLabels[fault.keepUsing]);
        expect(text).toContain(faultSeverityLabels[fault.severity].label);
        for (const step of fault.ownerCanTry) expect(text).toContain(step);
        expect(text).toContain(COMES_BACK_LIMIT);
        const service = faultSeverityLabels[fault.severity].technician
          ? 'Book a technician for this fault'
          : 'Book a service';
        expect(html).toMatch(new RegExp(`href="/service\\?code=${fault.code}"[^>]*>${service}<`));
        // A severity that needs a technician names the action: its badge is the link to it.
        const severity = faultSeverityLabels[fault.severity];
        if (severity.technician)
          expect(html).toMatch(
            new RegExp(`<a href="/service\\?code=${fault.code}"[^>]*>${severity.label}</a>`),
          );
      }
    });
  }

  it('the offline catalogue keeps the lookup page, every family page and every code page', () => {
    const manifest: { entries: { url: string }[] } = JSON.parse(
      readFileSync(join(clientDir, 'offline-catalogue.json'), 'utf8'),
    );
    const kept = new Set(manifest.entries.map((entry) => entry.url));
    const expected = [
      FAULT_CODES_PATH,
      ...families.flatMap((family) => [
        faultFamilyPath(family.family),
        ...family.codes.map((fault) => faultCodePath(family.family, fault.code)),
      ]),
    ];
    expect(expected.length).toBeGreaterThan(70);
    expect(expected.filter((path) => !kept.has(path))).toEqual([]);
  });
});
