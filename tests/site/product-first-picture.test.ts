/**
 * A product page's first picture as a phone loads it (src/lib/server-only/images/picture.ts): its
 * gallery's AVIF sizes in order, and the 720 px file a 390-412 px phone at 1.75-2x picks within
 * 10 KB, so it arrives in the first round trip of its connection with the stylesheet and the
 * favicon beside it (docs/performance.md, issue 39). Reads the build in dist (`npm run build` first).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { picturesIn, srcsetCandidates } from '../support/picture-html.ts';
import { builtClientDir, builtPages } from '../support/site-pages.ts';

/** What the first round trip carries with three requests in flight, less the response's headers. */
const PHONE_PICTURE_BYTES = 9.5 * 1024;

const productPages = builtPages().filter(
  ({ name }) => /^products\/[a-z-]+\/[a-z0-9-]+\.html$/.test(name) && !name.endsWith('/all.html'),
);

/** The first slide's AVIF candidates: each file and its width. */
function firstPictureCandidates(html: string) {
  const slide = html.match(/<li id="picture-1"[\s\S]*?<\/li>/)?.[0] ?? '';
  const [picture] = picturesIn(slide);
  return srcsetCandidates(picture?.sources.find((source) => source.type === 'image/avif')?.srcset);
}

describe('a product page’s first picture on a phone', () => {
  it('offers its AVIF sizes in order, the phone’s among them', () => {
    expect(productPages.length).toBeGreaterThan(50);
    for (const { name, html } of productPages) {
      const widths = firstPictureCandidates(html).map(({ width }) => width);
      expect(widths, name).toContain(720);
      expect(widths, name).toEqual([...widths].sort((a, b) => a - b));
    }
  });

  it('is at most 9.5 KB at the width a phone loads', () => {
    const heavy = productPages.flatMap(({ name, html }) => {
      const phone = firstPictureCandidates(html).find(({ width }) => width === 720);
      const bytes = phone ? statSync(join(builtClientDir, phone.url)).size : Number.POSITIVE_INFINITY;
      return bytes > PHONE_PICTURE_BYTES ? [`${name}: ${bytes} bytes`] : [];
    });
    expect(heavy).toEqual([]);
  });
});
