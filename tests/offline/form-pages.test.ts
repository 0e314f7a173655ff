/**
 * The lead forms' pages kept by the service worker (src/service-worker/form-pages.ts): which
 * requests count, that a kept copy never holds the visit's key, and that a copy served offline
 * carries a key the server accepts.
 */
import { describe, expect, it } from 'vitest';
import { offlineForms } from '../../src/server/forms/index.ts';
import { idempotencyKeySchema } from '../../src/server/leads/schema';
import { withFreshFormKey, withoutFormKey } from '../../src/service-worker/form-pages';
import { isLeadFormPage } from '../../src/service-worker/routes';

const origin = 'https://www.cirrusclimate.com.au';
const get = (path: string, request: Partial<Request> = {}) =>
  ({
    method: 'GET',
    mode: 'navigate',
    destination: 'document',
    url: new URL(path, origin).href,
    ...request,
  }) as Request;

describe('lead form pages', () => {
  it('are the four forms, loaded in full or by the client router, never the API or a post', () => {
    for (const path of ['/get-a-quote', '/request-an-installer', '/contact-us', '/warranty/register']) {
      expect(isLeadFormPage(get(path), origin, offlineForms), path).toBe(true);
      expect(isLeadFormPage(get(path, { mode: 'cors', destination: '' }), origin, offlineForms), path).toBe(
        true,
      );
    }
    expect(isLeadFormPage(get('/get-a-quote?product=edge-3-5kw'), origin, offlineForms)).toBe(true);
    expect(isLeadFormPage(get('/get-a-quote', { method: 'POST' }), origin, offlineForms)).toBe(false);
    expect(isLeadFormPage(get('/thank-you'), origin, offlineForms)).toBe(false);
    expect(
      isLeadFormPage(get('/api/portal/leads', { mode: 'cors', destination: '' }), origin, offlineForms),
    ).toBe(false);
    expect(
      isLeadFormPage(get('/get-a-quote', { mode: 'no-cors', destination: 'image' }), origin, offlineForms),
    ).toBe(false);
    expect(isLeadFormPage(get('https://elsewhere.example/get-a-quote'), origin, offlineForms)).toBe(false);
  });

  const page = (key: string) =>
    `<form method="post" action="/get-a-quote"><input type="hidden" name="submissionKey" value="${key}"/><input type="text" name="website" value=""/></form>`;

  it('are kept without the visit’s key, and not at all when the key is not found', () => {
    const kept = withoutFormKey(page('k3y-of-this-visit-0123456789'));
    expect(kept).not.toBeNull();
    expect(kept).not.toContain('k3y-of-this-visit');
    expect(kept).toContain('name="submissionKey" value=""');
    expect(withoutFormKey('<form method="post"><input name="email" value=""/></form>')).toBeNull();
  });

  it('are served offline with a fresh key the server accepts', () => {
    const kept = withoutFormKey(page('k3y-of-this-visit-0123456789')) ?? '';
    const key = crypto.randomUUID();
    const served = withFreshFormKey(kept, key);
    expect(served).toContain(`name="submissionKey" value="${key}"`);
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });
});
