/** Instants on the editor's desk, in the words and time zone of the people using it. */
const timeFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  hour: 'numeric',
  minute: '2-digit',
  day: 'numeric',
  month: 'long',
});

/** "2:35 pm, 26 November" in eastern Australia. */
export const when = (instant: string | undefined) =>
  instant ? timeFormat.format(new Date(instant)) : 'just now';
