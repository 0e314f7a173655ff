/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives, for tests
 * of the notification outbox, each message read by a real mail parser (`mailparser`). `stall` makes it accept the message but never answer, like a server
 * that hangs mid-delivery.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  raw: string;
  /** The plain-text part, decoded by a real mail parser. */
  text: string;
  /** The HTML part, decoded; empty when the message has none. */
  html: string;
  /** The calendar object it carries (a `text/calendar` part or `.ics` file), decoded; empty when none. */
  calendar: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Resolves when at least `count` messages arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';

/** A header of a received mail as its recipient's client reads it: unfolded (RFC 5322 §2.2.3). */
export const mailHeader = (mail: ReceivedMail, name: string): string =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(mail.raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, '')
    .trim() ?? '';

export async function startSmtpSink(options: { port?: number; stall?: boolean } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.stall) return; // never answer: the client waits until it gives up
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((parsed) => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            // Decoded and unfolded: a long subject spans header lines.
            subject: parsed.subject ?? header(raw, 'Subject'),
            messageId: header(raw, 'Message-ID'),
            raw,
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            calendar:
              parsed.attachments
                .find((attachment) => attachment.contentType.startsWith('text/calendar'))
                ?.content.toString('utf8') ?? '',
          });
          for (const waiter of waiters) waiter();
          callback();
        }, callback);
      });
    },
  });
  // A client that dies mid-session (a killed server process) resets its connection: not the sink's error.
  server.on('error', () => undefined);
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages within ${timeoutMs} ms, got ${messages.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Connections of a stalled delivery would hold close() open.
        for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections ??
          []) {
          connection.close();
        }
      }),
  };
}

/**
 * An SMTP server that is down: a loopback port that drops every connection at once. Holding the
 * port (rather than leaving it free) keeps other tests from taking it before `release()`, after
 * which a real sink can start on it.
 */
export async function downSmtpPort(): Promise<{ port: number; release(): Promise<void> }> {
  const { createServer } = await import('node:net');
  const server = createServer((socket) => socket.destroy());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { port, release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
