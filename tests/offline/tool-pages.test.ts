/**
 * The tool pages the service worker keeps bare (src/service-worker/tool-pages.ts): which requests
 * count, and that every address with answers in its query maps to the one bare copy. What is kept and
 * served offline is tested in a real browser (e2e/offline.spec.ts, "the rebate planner offline").
 */
import { describe, expect, it } from 'vitest';
import { bareUrl, isToolPage } from '../../src/service-worker/tool-pages';

const origin = 'https://www.cirrusclimate.com.au';
const get = (path: string, request: Partial<Request> = {}) =>
  ({
    method: 'GET',
    mode: 'navigate',
    destination: 'document',
    url: new URL(path, origin).href,
    ...request,
  }) as Request;

describe('tool pages kept offline', () => {
  it('are the rebate planner, loaded in full or by the client router, with or without answers', () => {
    expect(isToolPage(get('/rebates'), origin)).toBe(true);
    expect(isToolPage(get('/rebates/'), origin)).toBe(true);
    expect(isToolPage(get('/rebates?postcode=2150&concession=pensioner'), origin)).toBe(true);
    expect(isToolPage(get('/rebates', { mode: 'cors', destination: '' }), origin)).toBe(true);
  });

  it('never the rules API, another page, a post, an image or another origin', () => {
    expect(isToolPage(get('/api/rebates/rules.json', { mode: 'cors', destination: '' }), origin)).toBe(false);
    expect(isToolPage(get('/send-your-plan'), origin)).toBe(false);
    expect(isToolPage(get('/rebates', { method: 'POST' }), origin)).toBe(false);
    expect(isToolPage(get('/rebates', { mode: 'no-cors', destination: 'image' }), origin)).toBe(false);
    expect(isToolPage(get('https://elsewhere.example/rebates'), origin)).toBe(false);
  });

  it('are kept under one key without the query, so no answers are ever part of what is stored', () => {
    expect(bareUrl(`${origin}/rebates?postcode=2150&concession=pensioner&price=9000`)).toBe(
      `${origin}/rebates`,
    );
    expect(bareUrl(`${origin}/rebates/`)).toBe(`${origin}/rebates`);
  });
});
