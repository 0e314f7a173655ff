/**
 * The refusal of a PDF while too many are being drawn (pdf-pool.ts), in a module of its own: pages
 * import it without the pool (whose worker only the server's own process starts).
 */

/** How long a refused client is asked to wait. */
const RETRY_AFTER_SECONDS = 30;

/** A document refused because too many are being drawn: its status, and what to tell the visitor. */
export class PdfBusyError extends Error {
  override readonly name = 'PdfBusyError';
  readonly status: 429 | 503;
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
  constructor(status: 429 | 503, message: string) {
    super(message);
    this.status = status;
  }
}

export const isPdfBusy = (error: unknown): error is PdfBusyError =>
  error instanceof Error && error.name === 'PdfBusyError';

export const clientBusyMessage =
  'You are already downloading documents from us. Please wait until they have arrived, then try again.';
export const poolFullMessage = 'Many documents are being made right now. Please try again in half a minute.';
