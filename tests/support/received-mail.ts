/** Waiting for a mail the server under test sends, as its recipient's inbox would receive it. */
import { expect } from 'vitest';
import type { ReceivedMail, SmtpSink } from './smtp-sink.ts';

/** The first mail to `to` (whose subject matches `subject`, when given), once it has arrived. */
export async function mailArrived(sink: SmtpSink, to: string, subject?: RegExp): Promise<ReceivedMail> {
  let mail: ReceivedMail | undefined;
  const arrived = () =>
    sink.messages.find((m) => m.to.includes(to) && (subject === undefined || subject.test(m.subject)));
  await expect.poll(() => (mail = arrived()), { timeout: 15_000 }).toBeTruthy();
  return mail as ReceivedMail;
}
