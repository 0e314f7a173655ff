/**
 * To an owner who asked to sign in to My home: the one link that signs them in, how long it lasts,
 * and what to do if they did not ask (nothing: the link is only a way in for whoever holds the mail).
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, Paragraph } from '../parts.ts';

export interface HomeSignInProps {
  /** The sign-in page with the link's nonce and signature. */
  signInUrl: string;
  /** How long the link works, in minutes. */
  minutes: number;
}

export const homeSignInSubject = () => 'Your sign-in link for My home';

export function HomeSignIn({ signInUrl, minutes }: HomeSignInProps) {
  return h(
    MailLayout,
    { preview: 'One link, no password.', heading: 'Sign in to My home' },
    h(Paragraph, null, 'Hello,'),
    h(
      Paragraph,
      null,
      `Use the button below to see your Cirrus systems, their warranty and their certificates. The link works once, for the next ${minutes} minutes, on the device you open it on.`,
    ),
    h(Action, { href: signInUrl, label: 'Sign in to My home' }),
    h(
      Paragraph,
      null,
      'If you did not ask to sign in, you can ignore this email: nobody can use the link without it, and it stops working on its own.',
    ),
  );
}

/**
 * The close of an owner's mail about one record (a confirmation, a booked visit, a certificate):
 * a link that signs them in to My home, where every unit and record of theirs is. Its own link,
 * single use like the asked-for one, so a forwarded mail opens My home once at most.
 */
export function HomeMailLink({ homeUrl, days }: { homeUrl: string; days: number }) {
  return h(
    'div',
    null,
    h(Action, { href: homeUrl, label: 'See everything in My home' }),
    h(
      Paragraph,
      null,
      `This button signs you in to My home, where your systems, their warranty and their history are in one place. It works once, for ${days} days; after that the page emails you a new link.`,
    ),
  );
}
