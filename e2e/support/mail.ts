/**
 * Reading what the site mailed, in browser specs whose server sends to a real SMTP server on
 * loopback (tests/support/smtp-sink.ts).
 */
import type { ReceivedMail, SmtpSink } from '../../tests/support/smtp-sink';
import { expect } from './fixtures';

/** The first mail to `to` whose subject matches, once it arrived. */
export async function mailTo(sink: SmtpSink, to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = sink.messages.find((mail) => mail.to.includes(to) && subject.test(mail.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/**
 * The path and query of the My home sign-in link in `mail` (an asked-for sign-in mail, or an owner's
 * mail about a record): the mail names SITE_URL, the test's server listens elsewhere.
 */
export function myHomeLinkPath(mail: ReceivedMail): string {
  const href = /https?:\/\/[^\s"]+\/my-home\?link=[^\s"<]+/.exec(mail.text)?.[0] ?? '';
  expect(href, 'a My home link in the mail').not.toBe('');
  const link = new URL(href);
  return `${link.pathname}${link.search}`;
}
