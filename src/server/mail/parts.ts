/**
 * The pieces the templates compose: a paragraph, the one button a mail leads to, and a list of
 * facts ("Label: value", which reads the same on a phone and in the plain-text part).
 */
import { Button, Section, Text } from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import { mailColours as c } from './brand.ts';

export function Paragraph({ children }: { children?: ReactNode }) {
  return h(
    Text,
    { style: { margin: '0 0 16px', fontSize: 16, lineHeight: '24px', color: c.text } },
    children,
  );
}

export interface ActionProps {
  /** Absolute address (SITE_URL and the path). */
  href: string;
  label: string;
}

/** The mail's main link: a large target, and the address in full below for clients that strip styles. */
export function Action({ href, label }: ActionProps) {
  return h(
    Section,
    { style: { margin: '8px 0 24px' } },
    h(
      Button,
      {
        href,
        className: 'cc-button',
        style: {
          backgroundColor: c.brand,
          color: c.white,
          borderRadius: 6,
          padding: '12px 20px',
          fontSize: 16,
          fontWeight: 700,
          textDecoration: 'none',
        },
      },
      label,
    ),
  );
}

export interface Fact {
  label: string;
  value: string;
}

/** Label and value on one line, as "Label: value"; a value's own line breaks kept (a message's paragraphs). */
export function Facts({ items }: { items: readonly Fact[] }) {
  return h(
    Section,
    { style: { margin: '0 0 16px' } },
    ...items.map(({ label, value }, index) => {
      const lines = value.split('\n');
      return h(
        Text,
        {
          key: `${index}-${label}`,
          style: {
            margin: '0 0 8px',
            fontSize: 16,
            lineHeight: '24px',
            color: c.text,
            overflowWrap: 'anywhere',
          },
        },
        // "What are you interested in?" takes no colon after its question mark.
        h('strong', null, /[?:]$/.test(label) ? label : `${label}:`),
        lines.length > 1 ? h('br') : ' ',
        ...lines.flatMap((line, at) => (at === 0 ? [line] : [h('br', { key: at }), line])),
      );
    }),
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
