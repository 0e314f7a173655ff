import { describe, expect, it } from 'vitest';
import { daysOfUse, defaultHoursPerDay, prices } from '../../src/lib/running-cost.ts';
import { faqGroupKeySchema, faqGroupSchema } from '../../src/schemas/faq.ts';
import { pageSchema } from '../../src/schemas/page.ts';
import { warrantyTermsSchema } from '../../src/schemas/warranty.ts';
import { leadForms } from '../../src/server/forms/index.ts';
import { loadFolder } from './load-content.ts';

const requiredPages = [
  'home',
  'why-cirrus',
  'edge',
  'your-perfect-climate',
  'warranty',
  'privacy-policy',
  'thank-you',
  'faqs',
  'where-to-buy',
  'products',
  'compare',
  'running-costs',
  'portal',
  'offline',
  '404',
  '500',
];

describe('faqs', () => {
  const groups = loadFolder('faqs').map(({ name, data }) => ({ name, group: faqGroupSchema.parse(data) }));

  it('has all six groups, one file each, named by group', () => {
    expect(groups.map(({ group }) => group.group).sort()).toEqual([...faqGroupKeySchema.options].sort());
    for (const { name, group } of groups) expect(group.group).toBe(name);
  });

  it('has at least 30 questions, none repeated', () => {
    const questions = groups.flatMap(({ group }) => group.questions.map((faq) => faq.question));
    expect(questions.length).toBeGreaterThanOrEqual(30);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('keeps answers to one to three sentences', () => {
    for (const { group } of groups) {
      for (const faq of group.questions) {
        const sentences = faq.answer.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
        expect(sentences, faq.question).toBeLessThanOrEqual(3);
      }
    }
  });
});

describe('pages', () => {
  const pages = loadFolder('pages').map(({ name, data }) => {
    const result = pageSchema.safeParse(data);
    if (!result.success) throw new Error(`pages/${name}.yaml: ${JSON.stringify(result.error.issues)}`);
    return { name, page: result.data };
  });

  it('has copy for every page of the site, file named by slug', () => {
    const slugs = pages.map(({ page }) => page.slug);
    for (const slug of requiredPages) expect(slugs).toContain(slug);
    for (const { name, page } of pages) expect(page.slug).toBe(name);
  });

  // Read by the form's page and its thank-you page: missing, a post would fail (before it is stored).
  it('has the page copy and the thank-you steps every lead form names', () => {
    const slugs = pages.map(({ page }) => page.slug);
    for (const form of Object.values(leadForms)) {
      expect(slugs, `${form.type}: page.copy`).toContain(form.page.copy);
      expect(slugs, `${form.type}: thankYou.copy`).toContain(form.thankYou.copy);
    }
  });

  it('contains no placeholder copy', () => {
    const text = JSON.stringify(pages).toLowerCase();
    for (const placeholder of ['lorem', 'ipsum', 'coming soon', 'tbd', 'todo', 'placeholder']) {
      expect(text).not.toContain(placeholder);
    }
  });

  // The keeping periods come from the server's schedule (src/config/retention.ts): tests/privacy.
  it('states the OAIC and Google Tag Manager in the privacy policy', () => {
    const privacy = JSON.stringify(pages.find(({ page }) => page.slug === 'privacy-policy'));
    expect(privacy).toContain('Office of the Australian Information Commissioner');
    expect(privacy).toContain('Google Tag Manager');
  });

  it('states the climate-zone multipliers as our own in the sizing guide', () => {
    const guide = JSON.stringify(pages.find(({ page }) => page.slug === 'your-perfect-climate'));
    expect(guide).toMatch(/hot zone 1\.15, average zone 1\.0, cold zone 0\.9/);
    expect(guide).toContain("Cirrus's own");
  });

  it('states the running-cost assumptions the estimate uses: days per zone, hours and prices', () => {
    const copy = JSON.stringify(pages.find(({ page }) => page.slug === 'running-costs')).replace(/\s+/g, ' ');
    const { hot, average, cold } = daysOfUse;
    expect(copy).toContain(
      `hot zone ${hot.cooling} days of cooling and ${hot.heating} of heating, average zone ${average.cooling} and ${average.heating}, cold zone ${cold.cooling} and ${cold.heating}`,
    );
    expect(copy).toContain(`${defaultHoursPerDay} hours a day`);
    expect(copy).toContain(`${prices.electricity.default} cents per kWh`);
    expect(copy).toContain(`${prices.gas.default} cents per MJ`);
    expect(copy).toContain('our own assumption');
  });
});

describe('warranty terms', () => {
  const terms = warrantyTermsSchema.parse(loadFolder('warranty').find((file) => file.name === 'terms')?.data);

  it('sets the 30-day fault notification and the licensed-installer rule', () => {
    expect(terms.faultNotificationDays).toBe(30);
    expect(terms.faultNotification).toContain('30 days');
    expect(terms.installerRequirement).toMatch(/licensed/i);
  });

  it('covers every product type', () => {
    const covered = new Set(terms.coverage.flatMap((cover) => cover.productTypes));
    expect([...covered].sort()).toEqual([
      'cassette',
      'ducted',
      'evaporative',
      'gas-heater',
      'multi',
      'wall-split',
      'window',
    ]);
  });
});
