/**
 * Keystatic's collection lists name each entry by its name: the build takes out the "Slug" column
 * (the file name) that Keystatic puts first whenever a collection names its columns.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutSlugColumn } from '../../src/integrations/content-editor.ts';
import { projectRoot } from '../support/site-process.ts';

const keystaticUi = join(projectRoot, 'node_modules/@keystatic/core/dist/keystatic-core-ui.js');

describe('the collection lists of the editing app', () => {
  it("takes Keystatic's Slug column and its cells out, and nothing else", () => {
    const code = readFileSync(keystaticUi, 'utf8');
    expect(code).toContain("name: 'Slug'");
    const named = withoutSlugColumn(code, keystaticUi);
    expect(named).toBeDefined();
    expect(named).not.toContain("name: 'Slug'");
    expect(named).not.toMatch(/nameCell, \.\.\.collection\.columns/);
    // A list without columns still shows its entries' names (the file name is all it has).
    expect(named).toContain("name: 'Name'");
    expect(code.length - (named ?? '').length).toBeLessThan(80);
    expect(withoutSlugColumn(code, '/somewhere/else.js')).toBeUndefined();
  });

  it('fails loudly when a Keystatic update changes the list', () => {
    expect(() =>
      withoutSlugColumn("x = [{ name: 'Slug', key: SLUG }]", '/n/@keystatic/core/dist/keystatic-core-ui.js'),
    ).toThrow(/changed shape/);
  });
});
