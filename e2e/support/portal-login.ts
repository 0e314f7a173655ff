/**
 * Logging in to the partner portal in a real browser through the development identity provider's
 * login page, shared by the login tests and the specs that need a signed-in portal.
 */
import { expect, type Page } from '@playwright/test';
import type { demoUsers, PortalSite } from '../../tests/support/portal-site';

export type PortalUser = (typeof demoUsers)[keyof typeof demoUsers];

/** Whether a URL is on the identity provider rather than the site. */
export const isIdp = (portal: PortalSite) => (url: URL | string) =>
  new URL(typeof url === 'string' ? url : url.href).origin === portal.settings.domain;

export const accountLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name: `Partner portal, signed in as ${name}` });

export async function submitLoginForm(page: Page, user: { email: string; password: string }) {
  await expect(page.getByText('Development identity provider')).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Opens a portal path, logs in on the provider's page and waits to be back, signed in. */
export async function loginByRedirect(page: Page, portal: PortalSite, user: PortalUser, path = '/portal') {
  await page.goto(path);
  await page.waitForURL((url) => isIdp(portal)(url) && url.pathname.startsWith('/interaction/'));
  await submitLoginForm(page, user);
  await page.waitForURL((url) => url.origin === portal.url && !url.searchParams.has('code'));
  await expect(accountLink(page, user.name)).toBeVisible();
}
