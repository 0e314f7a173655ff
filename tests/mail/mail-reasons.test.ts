/**
 * Every mail says why the person received it (issue 57): every template in src/server/mail/templates
 * has a sample (src/server/mail/samples.ts), and each sample, rendered as the outbox renders it, ends
 * with its one "You’re receiving this because …" line in the HTML part and as the last line of the
 * plain-text part. The line is a required prop of the layout, so a template without it does not
 * compile; this checks it reaches both parts of every mail.
 */
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/server/mail/render.ts';
import { mailSamples } from '../../src/server/mail/samples.ts';

const SITE = 'https://www.cirrusclimate.com.au';
const samples = mailSamples(SITE);
const REASON = /You’re receiving this because [^<\n]+\./;

/** Every component a template module exports (a function named with a capital). */
const templates = Object.entries(
  import.meta.glob<Record<string, unknown>>('../../src/server/mail/templates/*.ts', { eager: true }),
).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name))
    .map(([name, component]) => ({ file: file.split('/').at(-1), name, component })),
);

describe('every mail says why it was sent', () => {
  it('has a sample of every template', () => {
    expect(templates.length).toBeGreaterThanOrEqual(22);
    const sampled = new Set(samples.map((sample) => sample.element.type));
    const missing = templates.filter((template) => !sampled.has(template.component as never));
    expect(missing.map((template) => `${template.file}: ${template.name}`)).toEqual([]);
  });

  it.each(samples.map((sample) => [sample.name, sample] as const))('%s', (_, sample) => {
    const { html, text } = renderMail(sample.element);
    const reason = REASON.exec(html)?.[0];
    expect(reason, 'the HTML part').toBeDefined();
    const lines = text.trim().split('\n');
    expect(lines.at(-1), 'the last line of the text part').toBe(reason);
    // One line, once: not repeated in the body.
    expect(html.split('You’re receiving this because').length).toBe(2);
  });
});
