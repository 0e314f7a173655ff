/** A privacy request's mails: the link that proves the address, and the answer (with an export's links). */
import { createElement } from 'react';
import { PRIVACY_CONFIRM_HOURS } from '../../config/retention.ts';
import { longDate } from '../../lib/australian-dates.ts';
import { type PrivacyRequestKind, privacyRequestLabels } from '../../lib/privacy/requests.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { renderMail } from '../mail/render.ts';
import { PrivacyAnswer, privacyAnswerSubject } from '../mail/templates/privacy-answer.ts';
import { PrivacyConfirm, privacyConfirmSubject } from '../mail/templates/privacy-confirm.ts';

export const PRIVACY_REQUEST_PATH = '/privacy/request';
export const PRIVACY_EXPORT_PATH = '/privacy/export';

/** The request page with the request's reference and the link's signature, absolute. */
export function confirmUrl(siteUrl: string, reference: string, token: string): string {
  const url = new URL(PRIVACY_REQUEST_PATH, siteUrl);
  url.searchParams.set('ref', reference);
  url.searchParams.set('token', token);
  return url.href;
}

/** An export's download link in one format, absolute. */
export function exportUrl(siteUrl: string, reference: string, token: string, format: 'pdf' | 'json'): string {
  const url = new URL(PRIVACY_EXPORT_PATH, siteUrl);
  url.searchParams.set('ref', reference);
  url.searchParams.set('token', token);
  url.searchParams.set('format', format);
  return url.href;
}

export function privacyConfirmMail(
  siteUrl: string,
  recipient: string,
  kind: PrivacyRequestKind,
  reference: string,
  token: string,
): NewNotification {
  const mail = renderMail(
    createElement(PrivacyConfirm, {
      confirmUrl: confirmUrl(siteUrl, reference, token),
      reference,
      asked: privacyRequestLabels[kind],
      hours: PRIVACY_CONFIRM_HOURS,
    }),
  );
  return {
    kind: 'privacy-confirm',
    recipient,
    subject: privacyConfirmSubject(reference),
    body: mail.text,
    html: mail.html,
  };
}

export function privacyAnswerMail(
  siteUrl: string,
  recipient: string,
  request: { reference: string; kind: PrivacyRequestKind },
  answer: { status: 'done' | 'refused'; outcome: string },
  download?: { token: string; until: string },
): NewNotification {
  const mail = renderMail(
    createElement(PrivacyAnswer, {
      reference: request.reference,
      asked: privacyRequestLabels[request.kind],
      status: answer.status,
      outcome: answer.outcome,
      ...(download
        ? {
            download: {
              pdfUrl: exportUrl(siteUrl, request.reference, download.token, 'pdf'),
              jsonUrl: exportUrl(siteUrl, request.reference, download.token, 'json'),
              until: longDate(download.until),
            },
          }
        : {}),
    }),
  );
  return {
    kind: 'privacy-answer',
    recipient,
    subject: privacyAnswerSubject(request.reference),
    body: mail.text,
    html: mail.html,
  };
}
