/**
 * Turns a template into the two parts of a mail: the HTML and the plain text read from that same
 * HTML (so the two cannot say different things). Synchronous on purpose: mails are composed inside
 * the transaction that stores what they are about (the outbox), where React Email's `render`, which
 * streams and so returns a promise, cannot wait; the templates use no Suspense, so React's static
 * renderer gives the same markup.
 */
import { toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The doctype React Email gives its mails: the one mail clients handle most consistently. */
const doctype =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export interface RenderedMail {
  html: string;
  text: string;
}

export function renderMail(element: ReactElement): RenderedMail {
  const html = `${doctype}${renderToStaticMarkup(element)}`;
  const text = toPlainText(html, {
    selectors: [
      // The heading as written, not in capitals.
      { selector: 'h1', options: { uppercase: false } },
    ],
  });
  return { html, text: `${text.trim()}\n` };
}
