/**
 * The lead forms in a real browser, with JavaScript (posted through Astro's client router, no full
 * page load) and without (a plain form post): each form goes through and shows its reference; errors
 * are announced (summary focused, fields described and marked invalid) with the values kept; axe
 * finds nothing. Stays under the default rate limit of 5 posts per form per minute.
 */
import type { Page } from '@playwright/test';
import { dayAndMonth } from '../src/lib/australian-dates';
import { machineToday, testPromotions } from '../tests/support/promotion-fixtures';
import { axeViolations, expect, siteScriptsReady, test } from './support/fixtures';

// The test server's promotions (tests own them), dated around its today.
const { splits } = testPromotions(process.env.E2E_TODAY ?? machineToday());

/** A fresh pair of Aura serials: a serial registers once. */
const auraSerials = () => {
  const sequence = String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
  return { indoor: `CAI-2503-${sequence}`, outdoor: `CAO-2503-${sequence}` };
};

/** A proof of purchase: a PDF's signature and some bulk, so the upload takes a moment. */
const invoicePdf = (bytes = 64 * 1024) => {
  const buffer = Buffer.alloc(bytes, 0x20);
  buffer.write('%PDF-1.4\n', 0, 'ascii');
  return { name: 'invoice.pdf', mimeType: 'application/pdf', buffer };
};

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
};

interface FormCase {
  name: string;
  path: string;
  form: string;
  submit: string;
  fill(page: Page): Promise<void>;
  /** The thank-you page's next steps for this form: its heading, one step, and the link it offers. */
  next: { heading: string; step: string; link: { name: string; href: string }; promotion?: string };
}

const forms: FormCase[] = [
  {
    name: 'quote',
    next: {
      heading: 'Thank you. We have your quote request.',
      step: 'We match you with a local expert',
      link: { name: 'Estimate running costs', href: '/running-costs' },
      promotion: `qualifies for $${splits.amountAud} cashback until ${dayAndMonth(splits.purchaseWindow.to)}`,
    },
    path: '/get-a-quote',
    form: 'Quote request',
    submit: 'Get my free quote',
    async fill(page) {
      // A model the test promotion on splits covers: the thank-you page says so.
      await page
        .getByLabel('What are you interested in?')
        .selectOption('aura-5-0kw-reverse-cycle-split-system');
      await page.getByRole('radio', { name: 'House', exact: true }).check();
      await page.getByLabel('Rooms to heat or cool').fill('4');
      await page.getByLabel('Postcode').fill('2000');
      await page.getByLabel('Your name').fill('Ann O’Brien');
      await page.getByLabel('Email').fill('ann@example.com');
      await page.getByLabel('Phone').fill('0412 345 678');
    },
  },
  {
    name: 'installer',
    next: {
      heading: 'Thank you. We have your installer request.',
      step: 'They call to book a visit',
      link: { name: 'Check a warranty', href: '/warranty/check' },
    },
    path: '/request-an-installer',
    form: 'Installer request',
    submit: 'Request an installer',
    async fill(page) {
      await page.getByRole('radio', { name: 'Service or repair' }).check();
      await page.getByLabel('Serial number').fill('CE35-2411-0042');
      await page.getByLabel('Postcode').fill('3000');
      await page.getByLabel('Preferred date').fill(inDays(7));
      await page.getByLabel('Tell us about the job').fill('Not cooling since Tuesday.');
      await page.getByLabel('Your name').fill('Bo Nguyen');
      await page.getByLabel('Phone').fill('(03) 9876 5432');
      await page.getByLabel('Email').fill('bo@example.com');
    },
  },
  {
    name: 'contact',
    next: {
      heading: 'Thank you. We have your message.',
      step: 'We reply within one business day',
      link: { name: 'Read the FAQs', href: '/faqs' },
    },
    path: '/contact-us',
    form: 'Contact form',
    submit: 'Send message',
    async fill(page) {
      await page.getByLabel('What is it about?').selectOption('product');
      await page.getByLabel('Your name').fill('Cy Tran');
      await page.getByLabel('Email').fill('cy@example.com');
      await page.getByLabel('Your message').fill('Is the Edge quiet enough for a bedroom?');
    },
  },
  {
    name: 'warranty',
    next: {
      heading: 'Thank you. We have your warranty registration.',
      step: 'We check your proof of purchase',
      link: { name: 'Check your warranty', href: '/warranty/check' },
    },
    path: '/warranty',
    form: 'Warranty registration',
    submit: 'Register my warranty',
    async fill(page) {
      const serials = auraSerials();
      await page.getByLabel('Model number').fill('CCA-W25R');
      await page.getByLabel('Indoor unit serial number').fill(serials.indoor);
      await page.getByLabel('Outdoor unit serial number').fill(serials.outdoor);
      await page.getByLabel('Purchase date').fill(inDays(-30));
      await page.getByLabel('Installation date').fill(inDays(-20));
      await page.getByLabel('Where you bought it').fill('Coolside Air');
      await page.getByLabel('Your name').fill('Di Smith');
      await page.getByLabel('Email').fill('di@example.com');
      await page.getByLabel('Phone').fill('02 9876 5432');
      await page.getByLabel('Postcode').fill('2600');
      await page.getByLabel('State or territory').selectOption('ACT');
      await page.getByLabel('Proof of purchase').setInputFiles(invoicePdf());
    },
  },
];

/** The thank-you page shows the reference and the next steps of the form that was sent. */
async function expectThankYou(page: Page, { axe = false, form = forms[0] as FormCase } = {}) {
  await expect(page).toHaveURL(/\/thank-you\?ref=CC-[2-9A-HJKMNP-Z]{6}$/);
  const reference = new URL(page.url()).searchParams.get('ref') ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.next.heading);
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByText(form.next.step, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: form.next.link.name })).toHaveAttribute(
    'href',
    form.next.link.href,
  );
  // Only a quote's page speaks of a dealer's quote, and no page sends the visitor to measure rooms.
  await expect(page.getByText('You get a clear quote')).toHaveCount(form.name === 'quote' ? 1 : 0);
  await expect(page.getByText(/Measure the rooms/)).toHaveCount(0);
  if (form.next.promotion) {
    await expect(page.getByText(form.next.promotion)).toBeVisible();
    await expect(page.getByRole('link', { name: splits.title })).toHaveAttribute(
      'href',
      `/promotions/${splits.slug}`,
    );
  }
  if (axe) expect(await axeViolations(page)).toEqual([]);
}

test.describe('with JavaScript', () => {
  // The warranty registration goes through with JavaScript as a step of the owner's journey
  // (e2e/journeys/owner.spec.ts), which checks the same: its thank-you page, no full page load, axe.
  for (const form of forms.filter((candidate) => candidate.name !== 'warranty')) {
    test(`the ${form.name} form goes through without a full page load`, async ({ page, consoleErrors }) => {
      await page.goto(form.path);
      await page.evaluate(() => {
        (window as unknown as { stillHere: boolean }).stillHere = true;
      });
      const region = page.getByRole('form', { name: form.form });
      await form.fill(page);
      // Typing starts the page's scripts; a send before they have started is a plain form post
      // (tested below without JavaScript), which is not what this test is about.
      await siteScriptsReady(page);
      await region.getByRole('button', { name: form.submit }).click();
      await expectThankYou(page, { axe: true, form });
      if (form.name === 'quote' || form.name === 'installer') {
        // The browser that sent it is told where it went (the redirect's cookie came through the client router).
        await expect(page.getByText(/has your request|Our team will call you/)).toBeVisible();
      }
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('errors are announced, values kept, and fixing them goes through', async ({ page, consoleErrors }) => {
    await page.goto('/get-a-quote');
    // As a person clicks: after the page's scripts (the client router among them) have started; a
    // click before them posts the form as a full load, which this test tells apart.
    await siteScriptsReady(page);
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    // Passes the browser's checks, fails the server's: an unknown postcode, neither email nor phone.
    await page.getByLabel('Postcode').fill('0000');
    await page.getByLabel('Your name').fill('Ann Lee');
    await page.getByLabel('Anything else we should know?').fill('Two storeys');
    await page.getByRole('button', { name: 'Get my free quote' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    // The 400 page came through the client router (no full load), which does not apply autofocus.
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect(page).toHaveTitle(/^Error: /);
    const postcode = page.getByLabel('Postcode');
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toHaveAccessibleDescription(/We don’t recognise that postcode/);
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      /Enter an email address or a phone number/,
    );
    await expect(postcode).toHaveValue('0000');
    await expect(page.getByLabel('Your name')).toHaveValue('Ann Lee');
    await expect(page.getByLabel('Anything else we should know?')).toHaveValue('Two storeys');
    expect(await axeViolations(page)).toEqual([]);

    await summary.getByRole('link', { name: /We don’t recognise that postcode/ }).click();
    await postcode.fill('2000');
    await page.getByLabel('Phone').fill('0412 345 678');
    await page.getByRole('button', { name: 'Get my free quote' }).click();
    // No product chosen this time, so no promotion to mention.
    const quote = forms[0] as FormCase;
    await expectThankYou(page, { form: { ...quote, next: { ...quote.next, promotion: undefined } } });
    // The browser reports the form's 400 answer itself; nothing else may go wrong.
    expect(consoleErrors.filter((message) => !message.includes('status of 400'))).toEqual([]);
  });

  test('the warranty form shows its upload’s progress, and a refused file keeps the form', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/warranty');
    await page.evaluate(() => {
      const win = window as unknown as { stillHere: boolean; uploadLog: string[] };
      win.stillHere = true;
      win.uploadLog = [];
      const status = document.querySelector('[data-upload-status]');
      if (status)
        new MutationObserver(() => win.uploadLog.push(status.textContent ?? '')).observe(status, {
          childList: true,
          characterData: true,
          subtree: true,
        });
    });
    await forms[3]?.fill(page);
    // A program renamed invoice.pdf: refused by its content, the form kept, no page load.
    const program = Buffer.alloc(512 * 1024);
    program.write('MZ', 0, 'ascii');
    program.writeUInt32LE(0x80, 0x3c);
    program.write('PE\0\0', 0x80, 'binary');
    await page.getByLabel('Proof of purchase').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: program,
    });
    await page.getByRole('button', { name: 'Register my warranty' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
    await expect(summary).toBeFocused();
    await expect(page.getByLabel('Proof of purchase')).toHaveAccessibleDescription(
      /isn’t a JPEG, PNG, HEIC or PDF/,
    );
    await expect(page.getByLabel('Your name')).toHaveValue('Di Smith');
    expect(await axeViolations(page)).toEqual([]);
    const log = await page.evaluate(() => (window as unknown as { uploadLog: string[] }).uploadLog);
    expect(log).toContain('Uploaded: 100%. Checking your details…');
    // A real invoice of 3 MB goes through, without a full page load.
    await page.getByLabel('Proof of purchase').setInputFiles(invoicePdf(3 * 1024 * 1024));
    await page.getByRole('button', { name: 'Register my warranty' }).click();
    await expectThankYou(page, { form: forms[3] as FormCase });
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(consoleErrors.filter((message) => !message.includes('status of 400'))).toEqual([]);
  });

  test('a product page’s link preselects the product', async ({ page }) => {
    await page.goto('/get-a-quote?product=edge-3-5kw-reverse-cycle-split-system');
    await expect(page.getByLabel('What are you interested in?')).toHaveValue(
      'edge-3-5kw-reverse-cycle-split-system',
    );
  });

  for (const form of forms) {
    test(`the ${form.name} form page passes axe`, async ({ page }) => {
      await page.goto(form.path);
      await expect(page.getByRole('form', { name: form.form })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of forms) {
    test(`the ${form.name} form goes through as a plain post`, async ({ page }) => {
      await page.goto(form.path);
      await form.fill(page);
      await page.getByRole('form', { name: form.form }).getByRole('button', { name: form.submit }).click();
      await expectThankYou(page, { form });
    });
  }

  test('errors come back on the page, announced and focused, with the values kept', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByLabel('What is it about?').selectOption('warranty');
    await page.getByLabel('Your name').fill('Cy Tran');
    await page.getByLabel('Email').fill('cy@example.com');
    await page.getByLabel('Phone').fill('1300 247 787'); // the right shape, but not a mobile or landline
    await page.getByLabel('Your message').fill('Hello');
    const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await response).status()).toBe(400);

    const summary = page.getByRole('alert');
    await expect(summary).toContainText('Enter an Australian phone number');
    await expect(summary).toBeFocused();
    const phone = page.getByLabel('Phone');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/Enter an Australian phone number/);
    await expect(phone).toHaveValue('1300 247 787');
    await expect(page.getByLabel('Your message')).toHaveValue('Hello');
    await expect(page.getByLabel('What is it about?')).toHaveValue('warranty');
    // axe needs JavaScript in the page: the same error page is checked in the JavaScript suite.
  });

  test('the warranty form shows its errors on the warranty page', async ({ page }) => {
    await page.goto('/warranty');
    await forms[3]?.fill(page);
    await page.getByLabel('Purchase date').fill(inDays(-10));
    await page.getByLabel('Installation date').fill(inDays(-20));
    await page.getByRole('button', { name: 'Register my warranty' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The installation date can’t be before the purchase date',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warranty');
    await expect(page.getByLabel('Model number')).toHaveValue('CCA-W25R');
  });
});
