/**
 * The words of every consent the site collects, in one place: the pages render them from here and
 * the server stores them from here (src/server/privacy/consent.ts), so the record of what a person
 * agreed to cannot drift from what the page showed them. Browser-safe: components import it.
 */

/** A sentence with one link in it, as a page renders it: the text before, the link's words, the text after. */
export interface LinkedSentence {
  before: string;
  link: string;
  href: string;
  after: string;
}

/** The collection notice above every lead form's button: what the visitor agrees to by sending it. */
export const leadFormNotice: LinkedSentence = {
  before: 'We use your details only to respond to this request, as our ',
  link: 'privacy policy',
  href: '/privacy-policy',
  after: ' explains.',
};

/** A linked sentence as a person reads it (the text a consent record stores). */
export const sentenceText = (sentence: LinkedSentence) =>
  `${sentence.before}${sentence.link}${sentence.after}`;

/** The legend over the mail preferences page's topics (src/components/my-home/MailPreferences.tsx). */
export const mailTopicsLegend = 'Send me';

/** The preferences page's button that leaves every topic at once. */
export const stopAllLabel = 'Stop all these emails';

/**
 * What a person agreed to, or withdrew, by one topic's choice on the preferences page: the legend,
 * the topic's label and its description, as the page shows them.
 */
export function mailTopicConsentText(topic: { label: string; description: string }, given: boolean): string {
  const chose = given ? 'ticked' : 'left unticked';
  return `${mailTopicsLegend}: ${topic.label} (${chose}). ${topic.description}`;
}

/** The one-click unsubscribe's answer (RFC 8058), stored as the withdrawal it records. */
export const oneClickText = (topic: { label: string }) =>
  `Unsubscribed: you will get no more ${topic.label.toLowerCase()}.`;

/** What a person withdrew by the preferences page's stop-all button, for one topic. */
export const stopAllText = (topic: { label: string }) => `${stopAllLabel}: ${topic.label}.`;
