/**
 * A listing's products start on the first screen: its hero is a compact band, so on a phone
 * (390 × 844) and a laptop (1366 × 900) the first product card's picture, name and capacity, the
 * figure a shopper compares first, are all in view before any scrolling.
 */
import { expect, test } from './support/fixtures';

const listings = [
  '/products/wall-mounted-air-conditioning',
  '/products/ducted-air-conditioners',
  '/products',
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`the first product card is on the first screen at ${viewport.width} × ${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const path of listings) {
      await page.goto(path);
      const card = page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem').first();
      const parts = {
        picture: card.locator('picture img, svg').first(),
        name: card.getByRole('heading').first(),
        capacity: card.getByText(/\d kW (cooling|heating)|kW output|m³\/h/).first(),
      };
      for (const [part, locator] of Object.entries(parts)) {
        const box = await locator.boundingBox();
        expect(box, `${path}: the first card's ${part}`).not.toBeNull();
        expect(box?.y ?? 0, `${path}: the first card's ${part} starts on the first screen`).toBeGreaterThan(
          0,
        );
        expect(
          (box?.y ?? 0) + (box?.height ?? 0),
          `${path}: the first card's ${part} ends on the first screen`,
        ).toBeLessThanOrEqual(viewport.height);
      }
    }
  });
}
