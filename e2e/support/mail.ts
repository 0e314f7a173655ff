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
