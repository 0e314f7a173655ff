/**
 * The frame every mail shares: language, colour schemes (light and dark), the preview line, the
 * header with the mark, a card for the content, and the footer with the phone number and, last, the
 * one line that says why the person received the mail (issue 57: transactional mail says why it was
 * sent). The line is a required prop of a template literal type, so a new template cannot leave it
 * out or word it otherwise; the plain-text part is read from the HTML, so both parts carry it.
 */
import { Body, Container, Head, Heading, Html, Preview, Section, Text } from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import { site } from '../../config/site.ts';
import { BrandMark, mailColours as c, mailFontStack } from './brand.ts';

/** Why the person received this mail, specific to the template: "You’re receiving this because you…". */
export type ReceivingReason = `You’re receiving this because ${string}.`;

export interface MailLayoutProps {
  /** The line clients show after the subject in the inbox. */
  preview: string;
  /** The mail's one heading. */
  heading: string;
  /** The footer's last line: why this person got this mail. */
  reason: ReceivingReason;
  /** Given as createElement's further arguments. */
  children?: ReactNode;
}

/**
 * Dark mode for clients that honour `prefers-color-scheme` (Apple Mail, iOS, Outlook for Mac);
 * others keep the light design or invert it themselves, which its plain colours survive.
 */
const darkMode = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .cc-body, .cc-page { background-color: ${c.night} !important; }
  .cc-card { background-color: ${c.nightCard} !important; }
  .cc-card h1, .cc-card p, .cc-card td, .cc-card li { color: ${c.mist} !important; }
  .cc-card a { color: ${c.mist} !important; }
  .cc-card a.cc-button { background-color: ${c.mist} !important; color: ${c.brand} !important; }
  .cc-footer p, .cc-footer a { color: ${c.mist} !important; }
}
`;

export function MailLayout({ preview, heading, reason, children }: MailLayoutProps) {
  return h(
    Html,
    { lang: 'en-AU', dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('title', null, heading),
      h('style', null, darkMode),
    ),
    h(Preview, null, preview),
    h(
      Body,
      {
        className: 'cc-body',
        style: { margin: 0, padding: 0, backgroundColor: c.mist, fontFamily: mailFontStack, color: c.text },
      },
      h(
        Container,
        { className: 'cc-page', style: { width: '100%', maxWidth: 600, backgroundColor: c.mist } },
        h(Section, { style: { backgroundColor: c.brand, padding: '16px 24px' } }, h(BrandMark)),
        h(
          Section,
          { className: 'cc-card', style: { backgroundColor: c.white, padding: '24px' } },
          h(
            Heading,
            { as: 'h1', style: { margin: '0 0 16px', fontSize: 22, lineHeight: '28px', color: c.brand } },
            heading,
          ),
          children,
        ),
        h(
          Section,
          { className: 'cc-footer', style: { padding: '16px 24px' } },
          h(
            Text,
            { style: { margin: 0, fontSize: 14, lineHeight: '20px', color: c.text } },
            `${site.name} · ${site.phone.display}`,
          ),
          h(Text, { style: { margin: '8px 0 0', fontSize: 13, lineHeight: '18px', color: c.text } }, reason),
        ),
      ),
    ),
  );
}
