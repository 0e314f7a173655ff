/** My home's sign-in mail, composed from the link just issued (./sessions.ts). */
import { createElement } from 'react';
import type { NewNotification } from '../leads/store/records.ts';
import { renderMail } from '../mail/render.ts';
import { HomeSignIn, homeSignInSubject } from '../mail/templates/home-sign-in.ts';
import { SIGN_IN_LINK_MINUTES, type SignInLink } from './sessions.ts';

/** The sign-in page with the link's nonce and signature, absolute. */
export function signInUrl(siteUrl: string, link: SignInLink): string {
  const url = new URL('/my-home', siteUrl);
  url.searchParams.set('link', link.link);
  url.searchParams.set('token', link.token);
  return url.href;
}

export function homeSignInMail(siteUrl: string, recipient: string, link: SignInLink): NewNotification {
  const mail = renderMail(
    createElement(HomeSignIn, { signInUrl: signInUrl(siteUrl, link), minutes: SIGN_IN_LINK_MINUTES }),
  );
  return { kind: 'home-sign-in', recipient, subject: homeSignInSubject(), body: mail.text, html: mail.html };
}
