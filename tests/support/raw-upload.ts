/**
 * A multipart upload sent over a raw connection, so a test controls every byte: the form's fields,
 * then a file of a chosen size written as fast as the server takes it, then either the end of the
 * form or nothing more (a stalled upload). Reports the response's status (null when the server
 * hung up without one) and how many bytes the server let the client write.
 */
import { connect, type Socket } from 'node:net';

const BOUNDARY = 'cirrus-upload-boundary';

export interface RawUpload {
  socket: Socket;
  /** The response's status, or null; resolves when the connection closes. */
  done: Promise<{ status: number | null; written: number; response: string }>;
}

export function rawUpload(
  siteUrl: string,
  path: string,
  options: {
    fields: Record<string, string>;
    fileField: string;
    /** The file's bytes: its first bytes, then zeros up to `fileBytes`. */
    head: Uint8Array;
    fileBytes: number;
    /** Stop after the file's bytes, never ending the form. */
    stall?: boolean;
    /** The file's name, as given in its part (UTF-8). */
    fileName?: string;
    /** The Origin header: the site's own unless given. */
    origin?: string;
    /** More request headers (X-Forwarded-For behind a trusted proxy). */
    headers?: Record<string, string>;
  },
): RawUpload {
  const url = new URL(siteUrl);
  const preamble = Buffer.from(
    [
      ...Object.entries(options.fields).map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.fileField}"; filename="${options.fileName ?? 'invoice.png'}"\r\nContent-Type: image/png\r\n\r\n`,
    ].join(''),
    'utf8',
  );
  const ending = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const length = preamble.length + options.fileBytes + ending.length;
  const socket = connect(Number(url.port), url.hostname);
  let response = '';
  let written = 0;
  socket.on('error', () => undefined);
  const done = new Promise<{ status: number | null; written: number; response: string }>((resolve) => {
    const answer = () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(response)?.[1];
      resolve({ status: status ? Number(status) : null, written, response });
    };
    socket.on('data', (chunk) => {
      response += chunk.toString('latin1');
      // A whole answer (a redirect's headers, or a page to its end): the test needs no more.
      const headersDone = response.includes('\r\n\r\n');
      if ((headersDone && /^HTTP\/1\.1 3\d\d/.test(response)) || /<\/html>/i.test(response)) {
        answer();
        socket.destroy();
      }
    });
    socket.on('close', answer);
  });
  socket.once('connect', () => {
    const extra = Object.entries(options.headers ?? {})
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${options.origin ?? url.origin}\r\n${extra}` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n`,
    );
    socket.write(preamble);
    const chunk = Buffer.alloc(64 * 1024);
    let sent = 0;
    const pump = () => {
      // Once the server has answered (a refusal as the file starts), no more is sent, as a browser
      // stops: a write after the server has closed fails (EPIPE, a reset), and the socket is then
      // destroyed before the answer already received is read.
      while (sent < options.fileBytes && !socket.destroyed && response === '') {
        const size = Math.min(chunk.length, options.fileBytes - sent);
        const part = Buffer.from(chunk.subarray(0, size));
        if (sent === 0) part.set(options.head.subarray(0, size));
        sent += size;
        const more = socket.write(part, () => {
          written += size;
        });
        if (!more) {
          socket.once('drain', pump);
          return;
        }
      }
      if (!options.stall && !socket.destroyed && response === '') socket.write(ending);
    };
    pump();
  });
  return { socket, done };
}
