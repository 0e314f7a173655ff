/**
 * The privacy policy as the built page shows it (`npm run build:test` first) says which decisions
 * the site makes by computer, what personal information they use and how, and how to ask a person to
 * look again (Privacy Act 1988, APP 1.7 to 1.9 as amended in 2024, in force from 10 December 2026);
 * the figures it states are the server's defaults.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { periodText } from '../../src/components/privacy/RetentionTable.tsx';
import { loadEnv } from '../../src/config/env.ts';
import { retentionSchedule } from '../../src/config/retention.ts';
import { builtClientDir } from '../support/site-pages.ts';

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;|&rsquo;/g, '’')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the privacy policy page', () => {
  const html = readFileSync(join(builtClientDir, 'privacy-policy.html'), 'utf8');
  const page = text(html);
  const section = page.slice(page.indexOf('Decisions made by computer'), page.indexOf('Overseas disclosure'));

  it('has a section on the decisions made by computer, in the page’s contents', () => {
    expect(html).toMatch(/<h2 id="automated-decisions-title">Decisions made by computer</);
    expect(section.length).toBeGreaterThan(1000);
    expect(section).toContain('Privacy Act 1988');
  });

  it('names each decision, the personal information it uses, and how', () => {
    for (const decision of [
      'Which dealer, installer or service agent gets your request',
      'Whether a service visit is under warranty',
      'Rebate and running-cost estimates',
      'Limits on how often forms can be sent',
      'Refusing spam, repeats and unsafe files',
      'Registering your warranty from your installation',
      'Who is invited to review their installation',
    ]) {
      expect(section).toContain(decision);
    }
    expect(section).toMatch(/uses your postcode/);
    expect(section).toMatch(/internet address \(IP address/);
    expect(section).toMatch(/serial number, postcode and model number/);
    // What people, not the computer, decide.
    expect(section).toContain('our staff approve or decline those');
  });

  it('says how to ask a person to look again', () => {
    expect(section).toContain('ask a person to look again');
    expect(section).toContain('privacy@cirrusclimate.com.au');
    expect(section).toContain('1300 247 787');
  });

  it('states the routing limits the server applies by default', () => {
    const env = loadEnv({});
    expect(section).toContain(`within ${env.ROUTING_RADIUS_KM} km`);
    expect(env.ROUTING_MAX_HANDOVERS).toBe(3);
    expect(section).toContain('after three');
  });

  it('states the keeping periods the server is configured with', () => {
    const retention = page.slice(page.indexOf('How long we keep it'), page.indexOf('How we protect it'));
    for (const period of retentionSchedule(loadEnv({})))
      expect(retention).toContain(`${periodText(period.days)} ${period.from}`);
    expect(retention).toContain('24 months after the request is closed');
  });

  it('is versioned and dated, and links the request form', () => {
    expect(page).toMatch(/Version \d+\s*, in effect from\s+\d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(html).toContain('href="/privacy/request"');
  });
});
