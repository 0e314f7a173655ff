/**
 * The rebate planner (/rebates) in a browser: on a phone (390 px) with the page's scripts running
 * (answers appear as the visitor changes them, no page load), and without JavaScript (the GET form
 * answered by the server). The issues' cases: the NSW certificate count redone by hand from the
 * figures the page prints, cooling-only and below-minimum products, the administrator's zone for a
 * postcode the old ranges had wrong, Victoria's open and closed programs, the ACT for a homeowner
 * and a renter, Queensland with no scheme, each card saying what its rule was checked against (or
 * plainly that it is not yet checked against the official documents), the gas
 * supply toggle, bad input, and axe on the answers. Also: the compact hero puts the form on the first
 * screen at 390 × 844, and a product page says which schemes the product may qualify for at the
 * postcode the visitor gave the planner, the sizing tool or the dealer locator.
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const form = (page: Page) => page.getByRole('form', { name: 'Your home' });
const card = (page: Page, scheme: string | RegExp) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: scheme }) });

/** The island has hydrated: Astro drops `ssr` from the island once React has taken over. */
async function plannerReady(page: Page) {
  await expect(page.locator('astro-island[component-export="RebatePlanner"]:not([ssr])')).toBeAttached();
}

interface Answers {
  postcode: string;
  current: string;
  tenure: string;
  product: string;
  age?: string;
  concession?: string;
  income?: string;
  landValue?: string;
  area?: string;
  price?: string;
}

async function answer(page: Page, answers: Answers) {
  const f = form(page);
  await f.getByLabel('Postcode').fill(answers.postcode);
  await f.getByLabel('What heats your home now').selectOption({ label: answers.current });
  if (answers.age) await f.getByLabel('How old is it, in years?').fill(answers.age);
  await f.getByLabel('The home is').selectOption({ label: answers.tenure });
  if (answers.concession) await f.getByLabel('Concession card').selectOption({ label: answers.concession });
  if (answers.income)
    await f.getByLabel('Household income (Victoria)').selectOption({ label: answers.income });
  if (answers.landValue)
    await f.getByLabel('Unimproved land value (ACT)').selectOption({ label: answers.landValue });
  await f.getByLabel('The Cirrus system').selectOption({ label: answers.product });
  if (answers.area) await f.getByLabel('Area it will heat and cool (m²)').fill(answers.area);
  if (answers.price) await f.getByLabel(/Installed price/).fill(answers.price);
}

/** The text of a "how we worked this out" line, opening its disclosure first. */
async function workingLine(scope: Locator, label: string) {
  const details = scope.locator('details');
  await details.locator('summary').first().click();
  return (
    (await details
      .getByRole('term')
      .filter({ hasText: label })
      .locator('xpath=following-sibling::dd')
      .textContent()) ?? ''
  );
}

const number = (text: string) => Number(text.replace(/,/g, ''));

/** Redoes the NSW formula from the printed cooling and heating parts' figures. */
async function certificatesByHand(ess: Locator) {
  const cooling = await workingLine(ess, 'Cooling part');
  const heating = ess
    .getByRole('term')
    .filter({ hasText: 'Heating part' })
    .locator('xpath=following-sibling::dd');
  const parts = /^([\d.]+) kW × (\d+) h ÷ ([\d.]+) − ([\d,]+) kWh/;
  const c = parts.exec(cooling);
  const h = parts.exec((await heating.textContent()) ?? '');
  if (!c || !h) throw new Error(`unexpected working: ${cooling}`);
  // The administrator's calculator clamps the sum of the two parts at zero, not each part.
  const part = (m: RegExpExecArray) =>
    (number(m[1] ?? '') * number(m[2] ?? '')) / number(m[3] ?? '') - number(m[4] ?? '');
  const factor = /× ([\d.]+) network factor × ([\d.]+)\)/.exec(
    (await ess
      .getByRole('term')
      .filter({ hasText: 'Certificates' })
      .locator('xpath=following-sibling::dd')
      .textContent()) ?? '',
  );
  if (!factor) throw new Error('no factors printed');
  return Math.floor(
    ((Math.max(0, part(c) + part(h)) * 12) / 1000) * number(factor[1] ?? '') * number(factor[2] ?? ''),
  );
}

const AURA_35 = 'Aura 3.5 kW Reverse Cycle Split System';
const AURA_14_DUCTED = 'Aura 14.0 kW Ducted Reverse Cycle System';
const AURA_14_DUCTED_PAGE = '/products/ducted-air-conditioners/aura-14-0kw-ducted-reverse-cycle-system';

test.describe('with scripts running, on a phone', () => {
  test('the hero is a compact band: the form starts on the first screen at 390 × 844', async ({ page }) => {
    await page.goto('/rebates');
    const postcode = form(page).getByLabel('Postcode');
    const box = await postcode.boundingBox();
    expect(box, 'the postcode field has a box').not.toBeNull();
    expect(box?.y ?? 0).toBeGreaterThan(0);
    expect(
      (box?.y ?? 0) + (box?.height ?? 0),
      'the postcode field ends on the first screen',
    ).toBeLessThanOrEqual(844);
  });

  test('2150, replacing an old air conditioner with a split under 4 kW: certificates match the formula by hand', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/rebates');
    await plannerReady(page);
    const before = page.url();
    await answer(page, {
      postcode: '2150',
      current: 'An older reverse-cycle air conditioner',
      age: '12',
      tenure: 'Mine, and I live in it',
      product: AURA_35,
    });
    // Answered in place: no page load, tariffs prefilled for NSW.
    expect(page.url()).toBe(before);
    await expect(form(page).getByLabel('Electricity (c/kWh)')).toHaveValue('34');
    const ess = card(page, /NSW Energy Savings Scheme/);
    await expect(ess).toContainText('Eligible, on your answers');
    const expected = await certificatesByHand(ess);
    expect(expected).toBeGreaterThan(0);
    await expect(ess).toContainText(`Estimate: ${expected} certificates`);
    await expect(ess).toContainText('An accredited certificate provider confirms eligibility');
    // Checked against the administrator's rules-as-code: the card names it, with the day and commit.
    await expect(ess).toContainText(
      /last checked \d{1,2} \w+ 20\d\d against The scheme administrator's rules-as-code \(energy-savings-scheme\/openfisca_nsw_safeguard, model HVAC1_PDRSAug24\), not the gazetted Rule text, commit 1ed8431/,
    );
    await expect(ess).not.toContainText('Not yet checked');
    // The peak demand scheme's certificates are worked out too, with no price invented for them.
    const pdrs = card(page, /NSW Peak Demand Reduction Scheme/);
    await expect(pdrs).toContainText(/Estimate: \d+ peak demand certificates\. We hold no price for them/);
    await expect(page.getByRole('heading', { name: `Your plan for the ${AURA_35} in NSW` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('"Show my plan" lands on the plan and says so; the address carries the answers', async ({ page }) => {
    await page.goto('/rebates');
    await plannerReady(page);
    await answer(page, {
      postcode: '2150',
      current: 'Ducted gas heating',
      tenure: 'Mine, and I live in it',
      product: AURA_35,
    });
    await form(page).getByRole('button', { name: 'Show my plan' }).click();
    const plan = page.locator('#your-plan');
    await expect(plan).toBeFocused();
    await expect(plan.getByRole('heading', { name: `Your plan for the ${AURA_35} in NSW` })).toBeInViewport();
    await expect(page.getByRole('status').filter({ hasText: 'is below' })).toHaveText(
      `Your plan for the ${AURA_35} in NSW is below.`,
    );
    const address = new URL(page.url());
    expect(address.searchParams.get('postcode')).toBe('2150');
    expect(address.searchParams.get('product')).toBe('aura-3-5kw-reverse-cycle-split-system');
    expect(address.hash).toBe('#your-plan');
  });

  test('a cooling-only product and one below the minimum efficiency: not eligible, and why', async ({
    page,
  }) => {
    await page.goto('/rebates');
    await plannerReady(page);
    await answer(page, {
      postcode: '2150',
      current: 'Ducted gas heating',
      tenure: 'Mine, and I live in it',
      product: 'Breeze 3.5 kW Cooling Only Split System',
    });
    const ess = card(page, /NSW Energy Savings Scheme/);
    await expect(ess).toContainText('Not eligible');
    await expect(ess).toContainText(
      "is cooling-only. The system heats as well as cools. The administrator's calculator gives a cooling-only system no energy savings certificates.",
    );
    await expect(ess).toContainText('(D16, Equipment Requirements clauses 3 and 4)');
    await form(page)
      .getByLabel('The Cirrus system')
      .selectOption({ label: 'Breeze 3.5 kW Reverse Cycle Split System' });
    await expect(ess).toContainText('its TCSPF (mixed) of 5.18 is below the 5.5 the scheme requires');
  });

  test('a cooling-only split in 2150: peak demand certificates, and no energy savings certificates, each with its reason', async ({
    page,
  }) => {
    await page.goto('/rebates');
    await plannerReady(page);
    await answer(page, {
      postcode: '2150',
      current: 'Ducted gas heating',
      tenure: 'Mine, and I live in it',
      product: 'Breeze 2.5 kW Cooling Only Split System',
    });
    await expect(card(page, /NSW Peak Demand Reduction Scheme/)).toContainText('Eligible, on your answers');
    await expect(card(page, /NSW Peak Demand Reduction Scheme/)).toContainText(
      /Estimate: \d+ peak demand certificates/,
    );
    await expect(card(page, /NSW Energy Savings Scheme/)).toContainText('is cooling-only');
  });

  test('2340 (Tamworth) is in the cold zone, one zone a postcode, with its network factor in the working', async ({
    page,
  }) => {
    await page.goto('/rebates');
    await plannerReady(page);
    await answer(page, {
      postcode: '2340',
      current: 'Ducted gas heating',
      tenure: 'Mine, and I live in it',
      product: AURA_35,
    });
    const ess = card(page, /NSW Energy Savings Scheme/);
    await expect(ess).toContainText('Eligible, on your answers');
    await expect(page.getByRole('group', { name: /two climate zones/ })).toHaveCount(0);
    expect(await workingLine(ess, 'Climate zone')).toBe(
      'Postcode 2340 is in the cold zone (ESS Table A27); network factor 1.03 (Table A24)',
    );
  });

  test('3150 with ducted gas: VEU, and the closed upgrade rebate shown as closed with what replaced it', async ({
    page,
  }) => {
    await page.goto('/rebates');
    await plannerReady(page);
    await answer(page, {
      postcode: '3150',
      current: 'Ducted gas heating',
      tenure: 'Mine, and I live in it',
      concession: 'Pensioner Concession Card',
      product: AURA_35,
    });
    await expect(card(page, /Victorian Energy Upgrades/)).toContainText('Eligible, on your answers');
    await expect(card(page, /Victorian Energy Upgrades/)).toContainText('Found only on secondary pages');
    const upgrade = card(page, /Home Heating and Cooling Upgrades/);
    await expect(upgrade).toContainText('Closed');
    await expect(upgrade).toContainText('this program took no applications after 30 December 2022');
    await expect(upgrade).toContainText('Victorian Energy Upgrades now gives a discount');
    await expect(upgrade).not.toContainText('Eligible');
    await expect(upgrade).not.toContainText('$1,000');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a Victorian landlord sees the 1 March 2027 heater rule', async ({ page }) => {
    await page.goto('/rebates');
    await plannerReady(page);
    await answer(page, {
      postcode: '3150',
      current: 'Ducted gas heating',
      tenure: 'Mine, and I rent it out',
      product: AURA_35,
    });
    await expect(page.getByRole('note').filter({ hasText: 'For Victorian rental providers' })).toContainText(
      'From 1 March 2027, Victorian rental providers must replace a broken heater',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('2600: a homeowner with a Pensioner Concession Card gets 50 % up to $2,500; a renter does not, and why', async ({
    page,
  }) => {
    await page.goto('/rebates');
    await plannerReady(page);
    await answer(page, {
      postcode: '2600',
      current: 'A gas space heater',
      tenure: 'Mine, and I live in it',
      concession: 'Pensioner Concession Card',
      landValue: '$750,000 or less',
      product: AURA_35,
      price: '6400',
    });
    const hes = card(page, /ACT Home Energy Support/);
    await expect(hes).toContainText('Eligible, on your answers');
    await expect(hes).toContainText('50 % of the cost up to $2,500 ($2,500 on your price)');
    await form(page).getByLabel('The home is').selectOption({ label: 'Rented by me' });
    await expect(hes).toContainText('Not eligible');
    await expect(hes).toContainText('You rent the home; this program is for owners who live in it.');
  });

  test('the gas supply charge toggle changes the yearly saving by exactly the charge', async ({ page }) => {
    await page.goto('/rebates');
    await plannerReady(page);
    await answer(page, {
      postcode: '2150',
      current: 'Ducted gas heating',
      tenure: 'Mine, and I live in it',
      product: AURA_35,
      area: '40',
    });
    await form(page).getByLabel('Gas daily supply charge (c/day)').fill('100');
    const summary = page.getByText(/^Estimate: about \$[\d,]+ a year (less|more) than today$/);
    const read = async () => {
      const text = (await summary.textContent()) ?? '';
      const amount = number(/\$([\d,]+)/.exec(text)?.[1] ?? 'NaN');
      return text.includes('less') ? amount : -amount;
    };
    const keep = await read();
    await form(page)
      .getByLabel(/Every gas appliance goes/)
      .check();
    await expect(page.getByText('$365 of gas supply charges saved', { exact: false })).toBeVisible();
    // 100 c/day × 365 = $365, give or take a dollar of rounding in the whole-dollar figures.
    expect(Math.abs((await read()) - keep - 365)).toBeLessThanOrEqual(1);
  });

  test('the money answer comes from the home: the area asked, gas only for gas, and the same figure as the product page', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/rebates');
    await plannerReady(page);
    await answer(page, {
      postcode: '3150',
      current: 'Electric resistive heating (panel, oil column, slab or central)',
      tenure: 'Mine, and I live in it',
      product: AURA_14_DUCTED,
    });
    // No area yet: no running cost is guessed from the unit; the plan asks for the area.
    await expect(page.getByText(/^Enter the area the system will heat and cool/)).toBeVisible();
    // Electric heating today: no gas prices asked or printed.
    await expect(form(page).getByLabel('Gas (c/MJ)')).toHaveCount(0);
    await form(page).getByLabel('Electricity (c/kWh)').fill('33');
    await form(page).getByLabel('Area it will heat and cool (m²)').fill('180');
    const plan = page.locator('#your-plan');
    await expect(plan.getByText(/^For 180 m² heated and cooled\./)).not.toContainText('c/MJ');
    await expect(plan.getByText(/^In all: about \$[\d,]+ to \$[\d,]+ back, estimated\./)).toBeVisible();
    // Without a dealer's price, a typical band: the payback is a range.
    await expect(plan.getByText(/is a typical installed price for a system like this/)).toBeVisible();
    const running = (await plan.getByText(/^For 180 m² heated and cooled\./).textContent()) ?? '';
    const planner = number(
      new RegExp(`With the ${AURA_14_DUCTED}: \\$([\\d,]+) a year`).exec(running)?.[1] ?? 'NaN',
    );
    expect(planner).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);

    // The product page, reached from the sizing tool with this home's loads (180 m², cold zone).
    await page.goto(`${AURA_14_DUCTED_PAGE}?for=Whole+home&cooling=21.9&heating=22.5`);
    const estimate = page.locator('cirrus-running-cost');
    await estimate.scrollIntoViewIfNeeded();
    await expect(estimate.getByRole('table')).toContainText(
      'for your home (21.9 kW cooling, 22.5 kW heating)',
    );
    const cold = estimate.getByRole('row', { name: /^Cold/ });
    const cells = await cold.locator('td strong').allTextContents();
    const page14 = cells.reduce((sum, text) => sum + number(text.replace(/[^\d,]/g, '')), 0);
    // Each cell is rounded to the dollar on its own: the sum may differ from the planner's by one.
    expect(Math.abs(page14 - planner)).toBeLessThanOrEqual(1);
  });
});

test.describe('a product page, once the visitor’s postcode is known', () => {
  const AURA_PAGE = '/products/wall-mounted-air-conditioning/aura-3-5kw-reverse-cycle-split-system';
  const COOLING_ONLY_PAGE = '/products/wall-mounted-air-conditioning/breeze-3-5kw-cooling-only-split-system';
  const hint = (page: Page) => page.locator('cirrus-rebate-hint');

  test('no postcode yet: only the link to the planner, with the product', async ({ page }) => {
    await page.goto(AURA_PAGE);
    await expect(
      hint(page).getByRole('link', { name: 'Rebates and the switch from gas for this system' }),
    ).toHaveAttribute('href', '/rebates?product=aura-3-5kw-reverse-cycle-split-system');
    await expect(hint(page)).not.toContainText('may qualify');
  });

  test('the postcode given to the planner: "may qualify for … in NSW", linking to the planner filled in', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/rebates');
    await plannerReady(page);
    await form(page).getByLabel('Postcode').fill('2150');
    await page.goto(AURA_PAGE);
    await expect(hint(page)).toHaveText(
      'With postcode 2150, this system may qualify for NSW Energy Savings Scheme (residential air conditioners) and NSW Peak Demand Reduction Scheme (residential air conditioners) in NSW. Check your rebates and running costs for 2150',
    );
    await hint(page).getByRole('link', { name: 'Check your rebates and running costs for 2150' }).click();
    await expect(page).toHaveURL(/\/rebates\?product=aura-3-5kw-reverse-cycle-split-system&postcode=2150$/);
    await expect(form(page).getByLabel('Postcode')).toHaveValue('2150');
    await expect(form(page).getByLabel('The Cirrus system')).toHaveValue(
      'aura-3-5kw-reverse-cycle-split-system',
    );
    // A cooling-only system earns nothing.
    await page.goto(COOLING_ONLY_PAGE);
    await expect(hint(page)).toContainText(
      'With postcode 2150, we found no scheme this system may qualify for.',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the postcode given to the sizing tool counts too', async ({ page }) => {
    await page.goto(
      '/your-perfect-climate?room=bedroom_4x5_2.4&insulation=good&windows=north&shade=partial&postcode=2600&want=both&scope=rooms&step=location',
    );
    await page.locator('#sizing-tool').scrollIntoViewIfNeeded();
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.locator('#sizing-step-heading')).toContainText('What you want');
    await page.goto(AURA_PAGE);
    await expect(hint(page)).toContainText(
      'With postcode 2600, this system may qualify for ACT Home Energy Support',
    );
    await expect(hint(page).getByRole('link')).toHaveAttribute(
      'href',
      '/rebates?product=aura-3-5kw-reverse-cycle-split-system&postcode=2600',
    );
  });

  test('the postcode the dealer locator was searched by counts too', async ({ page }) => {
    await page.goto('/where-to-buy?near=3000');
    await expect(
      page.getByRole('figure', { name: /^Map of the \d+ nearest dealers to postcode 3000/ }),
    ).toBeVisible();
    await page.goto(AURA_PAGE);
    await expect(hint(page)).toHaveText(
      'With postcode 3000, this system may qualify for Victorian Energy Upgrades (space heating and cooling) in VIC. Check your rebates and running costs for 3000',
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is answered by the server, with the same certificate count by hand', async ({ page }) => {
    await page.goto('/rebates');
    await answer(page, {
      postcode: '2150',
      current: 'An older reverse-cycle air conditioner',
      tenure: 'Mine, and I live in it',
      product: AURA_35,
    });
    // Without scripts the age field appears only once the server has the answer: send, then fill it.
    await form(page).getByRole('button', { name: 'Show my plan' }).click();
    await expect(page.getByLabel('How old is it, in years?')).toHaveAccessibleDescription(
      /Enter how old your reverse-cycle system is/,
    );
    await form(page).getByLabel('How old is it, in years?').fill('12');
    await form(page).getByRole('button', { name: 'Show my plan' }).click();
    await expect(page).toHaveURL(/postcode=2150/);
    const ess = card(page, /NSW Energy Savings Scheme/);
    const expected = await certificatesByHand(ess);
    await expect(ess).toContainText(`Estimate: ${expected} certificates`);
    await expect(ess).toContainText('not the gazetted Rule text, commit 1ed8431');
    await expect(form(page).getByLabel('Electricity (c/kWh)')).toHaveValue('34');
  });

  test('"Show my plan" lands on the plan without scripts too', async ({ page }) => {
    await page.goto('/rebates');
    await answer(page, {
      postcode: '2150',
      current: 'Ducted gas heating',
      tenure: 'Mine, and I live in it',
      product: AURA_35,
    });
    await form(page).getByRole('button', { name: 'Show my plan' }).click();
    await expect(page).toHaveURL(/postcode=2150.*#your-plan$/);
    await expect(page.getByRole('heading', { name: `Your plan for the ${AURA_35} in NSW` })).toBeInViewport();
  });

  test('the area, answered by the server: running costs for the home, gas prices for a gas home', async ({
    page,
  }) => {
    await page.goto('/rebates');
    await answer(page, {
      postcode: '2150',
      current: 'Ducted gas heating',
      tenure: 'Mine, and I live in it',
      product: AURA_35,
      area: '40',
    });
    await form(page).getByRole('button', { name: 'Show my plan' }).click();
    await expect(page).toHaveURL(/areaM2=40/);
    await expect(page.getByText(/^For 40 m² heated and cooled\./)).toContainText('c/MJ');
    await expect(page.getByText(/^Estimate: about \$[\d,]+ a year (less|more) than today$/)).toBeVisible();
    await expect(form(page).getByLabel('Area it will heat and cool (m²)')).toHaveValue('40');
  });

  test('findable: the planner is in the main menu and the footer', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Primary', exact: true }).getByRole('link', { name: 'Rebates' }),
    ).toHaveAttribute('href', '/rebates');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Rebates and running costs' }),
    ).toHaveAttribute('href', '/rebates');
  });

  test('4000: no state scheme in our rules, not yet checked, and the running costs still shown', async ({
    page,
  }) => {
    await page.goto(
      `/rebates?postcode=4000&current=electric-resistive&tenure=owner-occupier&product=aura-3-5kw-reverse-cycle-split-system&areaM2=40`,
    );
    const qld = card(page, /No QLD government scheme/);
    await expect(qld).toContainText(
      'No state scheme for QLD is in our rules; we have not yet checked the official programs to confirm there is none.',
    );
    await expect(qld).toContainText(
      'That QLD has no scheme has not yet been checked against official sources; treat this as a guide and confirm with the QLD government.',
    );
    await expect(page.getByText(/^Estimate: about \$[\d,]+ a year (less|more) than today$/)).toBeVisible();
    await expect(form(page).getByLabel('Electricity (c/kWh)')).toHaveValue('32');
  });

  test('bad answers: 400 and a message beside each field, values kept', async ({ page }) => {
    const response = await page.goto('/rebates?postcode=12&current=wood&tenure=renter&product=&price=-5');
    expect(response?.status()).toBe(400);
    await expect(form(page).getByLabel('Postcode')).toHaveAccessibleDescription(
      /Enter your four-digit postcode/,
    );
    await expect(form(page).getByLabel('Postcode')).toHaveValue('12');
    await expect(form(page).getByLabel('The Cirrus system')).toHaveAccessibleDescription(
      /Choose a Cirrus system/,
    );
    await expect(form(page).getByLabel(/Installed price/)).toHaveAccessibleDescription(
      /Enter a price in dollars/,
    );
  });

  test('"send this plan to a dealer" carries the plan to the nearest dealer', async ({ page }) => {
    await page.goto(
      '/rebates?postcode=2150&current=ducted-gas&tenure=owner-occupier&product=aura-3-5kw-reverse-cycle-split-system&price=3900',
    );
    await page.getByRole('link', { name: 'Send this plan to a dealer' }).click();
    await expect(page).toHaveURL(/\/send-your-plan\?/);
    const sent = page.getByRole('form', { name: 'Send this plan to a dealer' });
    await expect(sent.locator('input[type="hidden"][name="current"]')).toHaveValue('ducted-gas');
    await expect(sent.locator('input[type="hidden"][name="planDate"]')).toHaveValue(/^20\d\d-\d\d-\d\d$/);
    // What the dealer receives, as the server works it out, shown before it is sent; never posted.
    await expect(sent.getByText('The plan the dealer receives', { exact: true })).toBeVisible();
    await expect(
      sent.getByText(
        /^Rebate plan of .*NSW Energy Savings Scheme \(residential air conditioners\): eligible on the answers, \d+ certificates, \$.*Price \$3,900/s,
      ),
    ).toBeVisible();
    await expect(sent.locator('[name="plan"]')).toHaveCount(0);
    await sent.getByLabel('Your name').fill('Mei Chen');
    await sent.getByLabel('Email').fill('mei.chen@example.com');
    await sent.getByRole('button', { name: 'Send my plan' }).click();
    await page.waitForURL(/\/thank-you\?ref=CC-/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you. Your plan is with a dealer.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('note').filter({ hasText: 'Parramatta Air & Climate in Parramatta has your request' }),
    ).toBeVisible();
  });

  test('linked from the home page and a product page, which carries its product', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Plan your switch' }).click();
    await expect(page).toHaveURL(/\/rebates$/);
    await page.goto('/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system');
    await page.getByRole('link', { name: 'Rebates and the switch from gas for this system' }).click();
    await expect(form(page).getByLabel('The Cirrus system')).toHaveValue(
      'edge-3-5kw-reverse-cycle-split-system',
    );
  });
});
