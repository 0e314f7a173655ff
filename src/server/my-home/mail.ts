/** My home's sign-in mail, composed from the link just issued (./sessions.ts). */
import { createElement } from 'react';
import { HOME_RECORD_MAIL_LINK_DAYS } from '../../config/retention.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { renderMail } from '../mail/render.ts';
import { HomeSignIn, homeSignInSubject } from '../mail/templates/home-sign-in.ts';
import {
  type HomeContext,
  type PendingSignIn,
  prepareSignIn,
  SIGN_IN_LINK_MINUTES,
  type SignInLink,
} from './sessions.ts';

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

/** A sign-in link for an owner's mail about a record: its address, and `store` for its row. */
export interface RecordMailHomeLink {
  /** The sign-in page with the link, absolute. */
  url: string;
  /** How long it works, days (the mail says so). */
  days: number;
  /** Writes its row for the mail's recipient, in the transaction that queues the mail (NewNotification's `signIn`). */
  store: PendingSignIn['store'];
}

/**
 * Signs a link to My home for the owner's mail about a record (src/config/retention.ts says why it
 * lasts longer than an asked-for one). Signed before the mail's transaction, stored inside it.
 */
export async function recordMailHomeLink(
  context: Pick<HomeContext, 'clock' | 'links'>,
  siteUrl: string,
): Promise<RecordMailHomeLink> {
  const days = HOME_RECORD_MAIL_LINK_DAYS;
  const expires = new Date(context.clock().getTime() + days * 86_400_000);
  const pending = await prepareSignIn(context, expires);
  return { url: signInUrl(siteUrl, pending.link), days, store: pending.store };
}
