/**
 * The editing app loads no font from Google (the site's CSP blocks it: a console error and a report
 * on every page of the app); the editor page serves Inter itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutGoogleFonts } from '../../src/integrations/content-editor.ts';
import { builtClientDir } from '../support/site-pages.ts';
import { projectRoot } from '../support/site-process.ts';

const keystaticUi = join(projectRoot, 'node_modules/@keystatic/core/dist/keystatic-core-ui.js');

describe("the editing app's fonts", () => {
  it("takes Keystatic's Google Fonts link out of its UI bundle, and nothing else", () => {
    const code = readFileSync(keystaticUi, 'utf8');
    expect(code).toContain('fonts.googleapis.com');
    const stripped = withoutGoogleFonts(code, keystaticUi);
    expect(stripped).toBeDefined();
    expect(stripped).not.toContain('fonts.googleapis.com');
    expect(code.length - (stripped ?? '').length).toBeLessThan(200);
    // Other modules pass untouched.
    expect(withoutGoogleFonts(code, '/somewhere/else.js')).toBeUndefined();
  });

  it('the build ships no Google Fonts address, and Inter from this site', () => {
    const assets = join(builtClientDir, '_astro');
    const files = readdirSync(assets);
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts)
      expect(readFileSync(join(assets, file), 'utf8'), file).not.toContain('fonts.googleapis.com');
    expect(files.some((file) => /^inter-latin-400-normal.*\.woff2$/.test(file))).toBe(true);
  });
});
